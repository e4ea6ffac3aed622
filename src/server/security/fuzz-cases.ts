/**
 * The fuzzing shared by the test command (a few inputs per endpoint, fixed seeds) and the campaign
 * (`npm run fuzz`, thousands per endpoint, a random seed): for every endpoint of the contract,
 * arbitrary bodies (JSON or not), path ids, query strings and headers, and the properties every
 * answer must have:
 * - never a 5xx;
 * - never a card number sent in the request echoed back: not by a refusal, not by a public
 *   endpoint (a merchant's own request may store one in a free-text field, which then comes back
 *   as stored, like any field the merchant sent);
 * - every refusal is the interface's error body, and writes nothing (row counts of every table
 *   unchanged);
 * - every success parses with the endpoint's response schema.
 */
import fc from 'fast-check';
import * as z from 'zod/mini';
import { errorBodySchema, type Endpoint } from '../../shared/api/index.ts';
import type { TestApp } from '../test-app.ts';
import { TEST_KEYS, basic } from '../test-app.ts';
import { tableCounts, type World } from './world.ts';

/** One request the fuzzer sends. */
export type FuzzInput = {
  kind: 'body' | 'raw' | 'id' | 'query' | 'headers';
  url: string;
  body?: unknown;
  raw?: string;
  headers: Record<string, string>;
  /** The API key sent as Basic auth; null: none (or the fuzzed `authorization` header). */
  key: string | null;
};

const PAN = '4111111111111111';

function keysOf(schema: z.ZodMiniType | undefined): string[] {
  if (!schema) return [];
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as {
    properties?: object;
  };
  return Object.keys(json.properties ?? {});
}

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
    PAN,
    '4111 1111 1111 1111',
    'javascript:alert(1)',
    '<script>x</script>',
    '../../etc/passwd',
    "'; DROP TABLE orders;--",
    'x'.repeat(5000),
  ),
);

/** Bodies: anything at all, the endpoint's keys with any values, or its valid body with one value replaced. */
function bodies(endpoint: Endpoint, world: World) {
  const keys = keysOf(endpoint.request);
  const valid = (world.bodies[endpoint.operationId] ?? {}) as Record<string, unknown>;
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

/** Bodies that are not JSON, or barely. */
const rawBodies = fc.oneof(
  fc.string(),
  fc.constantFrom(
    '{',
    '[1,',
    '{"amount":',
    '\u0000',
    'null',
    '"str"',
    '{}{}',
    `${'['.repeat(3000)}${']'.repeat(3000)}`,
    '{"__proto__":{"polluted":1}}',
    'outcome=paid',
  ),
);

const ids = fc.oneof(
  fc.string({ minLength: 1, maxLength: 300 }),
  fc.constantFrom('..', '%00', "'; DROP TABLE orders;--", PAN, 'ord_000001', '%2e%2e%2f'),
);

const queries = fc.dictionary(
  fc.constantFrom(
    'created_since',
    'created_until',
    'fields[]',
    'fields',
    'order_id',
    'status',
    'limit',
    'x',
  ),
  fc.oneof(
    fc.string({ maxLength: 40 }),
    fc.constantFrom('2026-01-01T00:00:00Z', 'amount_details', 'failed', PAN, '-1', '1e309'),
  ),
);

/** Header values a client can send (no CR, LF or NUL: those never reach a server). */
const headerValue = fc.oneof(
  fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)) }),
  fc.string({ unit: fc.integer({ min: 0x20, max: 0xff }).map((c) => String.fromCharCode(c)) }),
  fc.constantFrom(
    '',
    'application/json',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
    'text/plain; charset=utf-16',
    'Basic',
    `Basic ${Buffer.from(`${TEST_KEYS.other}:`).toString('base64')}`,
    `Basic ${Buffer.from(TEST_KEYS.demo).toString('base64')}`,
    `Bearer ${TEST_KEYS.demo}`,
    basic(TEST_KEYS.demo),
    `Basic ${'A'.repeat(5000)}`,
    '"v1"',
    'W/"x"',
    '*',
    '-1',
    '99999999999',
    'chunked',
    PAN,
  ),
);

const headerName = fc.oneof(
  fc.constantFrom(
    'authorization',
    'content-type',
    'if-match',
    'accept',
    'accept-language',
    'content-length',
    'transfer-encoding',
    'content-encoding',
    'x-forwarded-for',
    'origin',
    'cookie',
    'idempotency-key',
  ),
  fc.stringMatching(/^[a-z][a-z0-9-]{0,20}$/),
);

/** Every kind of input for one endpoint, in a given world. */
export function inputs(endpoint: Endpoint, world: World): fc.Arbitrary<FuzzInput> {
  const url = world.urlOf(endpoint);
  const valid = world.bodies[endpoint.operationId];
  const withBody = endpoint.method !== 'get' && endpoint.request !== undefined;
  const send = (kind: FuzzInput['kind'], part: Partial<FuzzInput>): FuzzInput => ({
    kind,
    url,
    headers: {},
    key: TEST_KEYS.demo,
    ...(endpoint.method === 'get' || valid === undefined ? {} : { body: valid }),
    ...part,
  });
  const kinds: fc.Arbitrary<FuzzInput>[] = [
    fc
      .dictionary(headerName, headerValue, { maxKeys: 4 })
      .map((headers) =>
        send('headers', 'authorization' in headers ? { headers, key: null } : { headers }),
      ),
    queries.map((params) =>
      send('query', {
        url: `${url.replace(/\?.*$/, '')}?${new URLSearchParams(params).toString()}`,
      }),
    ),
  ];
  if (/\{(id|key|transaction_id)\}/.test(endpoint.path))
    kinds.push(
      fc
        .tuple(ids, fc.constantFrom('id', 'key', 'transaction_id'))
        .map(([id, name]) =>
          send('id', { url: world.urlOf(endpoint, { [name]: encodeURIComponent(id) }) }),
        ),
    );
  if (withBody)
    kinds.push(
      bodies(endpoint, world).map((body) => send('body', { body })),
      bodies(endpoint, world).map((body) => send('body', { body })),
      rawBodies.map((raw) => send('raw', { raw })),
    );
  return fc.oneof(...kinds);
}

/** A header set the client side cannot build (fetch refuses it before anything is sent). */
const unsendable = (err: unknown) =>
  err instanceof TypeError && /header|bytestring|content-length|invalid/i.test(err.message);

/**
 * Sends one input and checks the answer; throws an Error saying what went wrong. Resolves with the
 * answer's status, or null when the input could not be sent at all (a header no client can send).
 */
export async function check(
  t: TestApp,
  endpoint: Endpoint,
  input: FuzzInput,
): Promise<number | null> {
  const before = await tableCounts(t);
  let res: Response;
  try {
    res = await t.call(endpoint.method.toUpperCase(), input.url, input.body, {
      key: input.key,
      headers: input.headers,
      ...(input.raw === undefined ? {} : { raw: input.raw }),
    });
  } catch (err) {
    if (unsendable(err)) return null;
    throw err;
  }
  const text = await res.text();
  const fail = (what: string): never => {
    throw new Error(
      `${endpoint.operationId} (${input.kind}): ${what}: ${res.status} ${text.slice(0, 300)}`,
    );
  };
  if (res.status >= 500) fail('a server error');
  const stored = endpoint.auth === 'api-key' && res.status < 400;
  if (text.includes(PAN) && !stored) fail('a card number echoed');
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    fail('an answer that is not JSON');
  }
  if (res.status >= 400) {
    if (!errorBodySchema.safeParse(json).success) fail('a refusal without the error body');
    const after = await tableCounts(t);
    if (JSON.stringify(after) !== JSON.stringify(before)) fail('a refusal that wrote rows');
  } else if (!endpoint.response.safeParse(json).success) {
    fail('a success that does not parse with the response schema');
  }
  return res.status;
}
