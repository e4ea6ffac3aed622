/**
 * Property-based fuzzing of every endpoint's input: arbitrary JSON, bodies of the right keys with
 * arbitrary values, valid bodies with one value replaced, arbitrary path ids and query strings.
 * Never a 5xx; every refusal is the error body; a refused request writes nothing (row counts of
 * every table unchanged); every success parses with the endpoint's response schema.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { ENDPOINTS, errorBodySchema, type Endpoint } from '../../shared/api/index.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { buildWorld, tableCounts, type World } from './world.ts';

const RUNS = 60;

function keysOf(schema: z.ZodMiniType | undefined): string[] {
  if (!schema) return [];
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as {
    properties?: object;
  };
  return Object.keys(json.properties ?? {});
}

/** Bodies: anything at all, the endpoint's keys with any values, or its valid body with one value replaced. */
function bodies(endpoint: Endpoint, world: World) {
  const keys = keysOf(endpoint.request);
  const valid = (world.bodies[endpoint.operationId] ?? {}) as Record<string, unknown>;
  const anyValue = fc.oneof(
    fc.jsonValue({ maxDepth: 3 }),
    fc.string(),
    fc.integer(),
    fc.double(),
    fc.constantFrom(
      null,
      -1,
      0,
      1.5,
      '',
      '4111111111111111',
      'javascript:alert(1)',
      '<script>x</script>',
      'x'.repeat(5000),
    ),
  );
  return fc.oneof(
    fc.jsonValue({ maxDepth: 4 }),
    keys.length
      ? fc.dictionary(fc.constantFrom(...keys), anyValue, { maxKeys: keys.length })
      : fc.constant({}),
    keys.length
      ? fc
          .tuple(fc.constantFrom(...keys), anyValue)
          .map(([key, value]) => ({ ...valid, [key]: value }))
      : fc.constant(valid),
  );
}

async function check(t: TestApp, endpoint: Endpoint, url: string, body: unknown, raw?: string) {
  const before = tableCounts(t);
  const res = await t.call(
    endpoint.method.toUpperCase(),
    url,
    endpoint.method === 'get' ? undefined : body,
    raw === undefined ? {} : { raw },
  );
  const text = await res.text();
  expect(res.status, text).toBeLessThan(500);
  expect(text).not.toContain('4111111111111111');
  if (res.status >= 400) {
    expect(() => errorBodySchema.parse(JSON.parse(text)), text).not.toThrow();
    expect(tableCounts(t), `a refused ${endpoint.operationId} wrote rows`).toEqual(before);
  } else {
    expect(() => endpoint.response.parse(JSON.parse(text)), text).not.toThrow();
  }
}

describe('fuzzing every endpoint', () => {
  const withBody = ENDPOINTS.filter((e) => e.request);
  it.each(withBody.map((e) => [`${e.method.toUpperCase()} ${e.path}`, e] as const))(
    '%s survives arbitrary bodies',
    async (_, endpoint) => {
      const t = createTestApp();
      const world = await buildWorld(t);
      await fc.assert(
        fc.asyncProperty(bodies(endpoint, world), async (body) =>
          check(t, endpoint, world.urlOf(endpoint), body),
        ),
        { numRuns: RUNS, seed: 20261122 },
      );
    },
  );

  it.each(
    ENDPOINTS.filter((e) => /\{(id|key|transaction_id)\}/.test(e.path)).map(
      (e) => [`${e.method.toUpperCase()} ${e.path}`, e] as const,
    ),
  )('%s survives arbitrary path ids', async (_, endpoint) => {
    const t = createTestApp();
    const world = await buildWorld(t);
    const id = fc.oneof(
      fc.string({ minLength: 1, maxLength: 300 }),
      fc.constantFrom('..', '%00', "'; DROP TABLE orders;--", '4111111111111111'),
    );
    await fc.assert(
      fc.asyncProperty(id, fc.constantFrom('id', 'key', 'transaction_id'), async (value, name) => {
        const url = world.urlOf(endpoint, { [name]: encodeURIComponent(value) });
        await check(t, endpoint, url, world.bodies[endpoint.operationId]);
      }),
      { numRuns: 30, seed: 7 },
    );
  });

  it.each(
    ENDPOINTS.filter((e) => e.method === 'get').map(
      (e) => [`${e.method.toUpperCase()} ${e.path}`, e] as const,
    ),
  )('%s survives arbitrary query strings', async (_, endpoint) => {
    const t = createTestApp();
    const world = await buildWorld(t);
    const query = fc.dictionary(
      fc.constantFrom(
        'created_since',
        'created_until',
        'fields[]',
        'fields',
        'order_id',
        'status',
        'x',
      ),
      fc.oneof(
        fc.string({ maxLength: 40 }),
        fc.constantFrom('2026-01-01T00:00:00Z', 'amount_details', 'failed'),
      ),
    );
    await fc.assert(
      fc.asyncProperty(query, async (params) => {
        const url = world.urlOf(endpoint).replace(/\?.*$/, '');
        await check(t, endpoint, `${url}?${new URLSearchParams(params).toString()}`, undefined);
      }),
      { numRuns: 30, seed: 11 },
    );
  });

  it('survives bodies that are not JSON at all', async () => {
    const t = createTestApp();
    const world = await buildWorld(t);
    const endpoint = ENDPOINTS.find((e) => e.operationId === 'createOrder');
    if (!endpoint) throw new Error('no createOrder');
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.string(),
          fc.constantFrom('{', '[1,', '{"amount":', '\u0000', 'null', '"str"', '{}{}'),
        ),
        async (raw) => check(t, endpoint, world.urlOf(endpoint), undefined, raw),
      ),
      { numRuns: RUNS, seed: 3 },
    );
  });
});
