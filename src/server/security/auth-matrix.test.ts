/**
 * The auth matrix: every merchant endpoint of the contract's table, with no key, a wrong key, the key
 * in the wrong place and another project's key. Public endpoints never take an API key instead of
 * their own credential.
 */
import { describe, expect, it } from 'vitest';
import { ENDPOINTS, errorBodySchema } from '../../shared/api/index.ts';
import { basic, createTestApp, TEST_KEYS } from '../test-app.ts';
import { buildWorld } from './world.ts';

const merchant = ENDPOINTS.filter((e) => e.auth === 'api-key');
const publicOnes = ENDPOINTS.filter((e) => e.auth !== 'api-key');
const b64 = (text: string) => Buffer.from(text).toString('base64');

const WRONG: Record<string, Record<string, string>> = {
  'no Authorization header': {},
  'an unknown key': { authorization: basic('sk_test_not_a_real_key') },
  'the key as password': { authorization: `Basic ${b64(`:${TEST_KEYS.demo}`)}` },
  'the key with a password': { authorization: `Basic ${b64(`${TEST_KEYS.demo}:secret`)}` },
  'the key as a Bearer token': { authorization: `Bearer ${TEST_KEYS.demo}` },
  'the key unencoded': { authorization: `Basic ${TEST_KEYS.demo}:` },
  'the key in an X-API-Key header': { 'x-api-key': TEST_KEYS.demo },
};

describe('auth matrix', () => {
  it.each(merchant.map((e) => [`${e.method.toUpperCase()} ${e.path}`, e] as const))(
    '%s refuses every wrong credential with 401',
    async (_, endpoint) => {
      const t = await createTestApp();
      const world = await buildWorld(t);
      const body = world.bodies[endpoint.operationId];
      for (const [how, headers] of Object.entries(WRONG)) {
        const res = await t.call(endpoint.method.toUpperCase(), world.urlOf(endpoint), body, {
          key: null,
          headers,
        });
        expect(res.status, how).toBe(401);
        expect(errorBodySchema.parse(await res.json()).error.type, how).toBe('Unauthorized');
      }
      const url = world.urlOf(endpoint);
      const inQuery = `${url}${url.includes('?') ? '&' : '?'}api_key=${TEST_KEYS.demo}`;
      expect(
        (await t.call(endpoint.method.toUpperCase(), inQuery, body, { key: null })).status,
        'key in the query',
      ).toBe(401);
    },
  );

  it.each(
    merchant
      .filter((e) => e.path.includes('{id}'))
      .map((e) => [`${e.method.toUpperCase()} ${e.path}`, e] as const),
  )('%s answers 403 to another project, 404 to an unknown id', async (_, endpoint) => {
    const t = await createTestApp();
    const world = await buildWorld(t);
    const body = world.bodies[endpoint.operationId];
    const other = await t.call(endpoint.method.toUpperCase(), world.urlOf(endpoint), body, {
      key: TEST_KEYS.other,
    });
    expect(other.status).toBe(403);
    const unknown = await t.call(
      endpoint.method.toUpperCase(),
      world.urlOf(endpoint, { id: 'ord_unknown' }),
      body,
    );
    expect(unknown.status).toBe(404);
  });

  it.each(
    merchant
      .filter((e) => !e.path.includes('{id}'))
      .map((e) => [`${e.method.toUpperCase()} ${e.path}`, e] as const),
  )('%s shows another project none of the demo project’s data', async (_, endpoint) => {
    const t = await createTestApp();
    const world = await buildWorld(t);
    const res = await t.call(
      endpoint.method.toUpperCase(),
      world.urlOf(endpoint),
      world.bodies[endpoint.operationId],
      { key: TEST_KEYS.other },
    );
    expect(res.status).toBeLessThan(300);
    const text = await res.text();
    for (const id of [world.paid.id, world.link.id, world.hosted.id])
      expect(text).not.toContain(id);
  });

  it.each(publicOnes.map((e) => [`${e.method.toUpperCase()} ${e.path}`, e] as const))(
    '%s does not accept an API key for its own credential',
    async (_, endpoint) => {
      const t = await createTestApp();
      const world = await buildWorld(t);
      const body =
        endpoint.operationId === 'startCheckoutPayment'
          ? world.bodies[endpoint.operationId]
          : {
              setup_token: TEST_KEYS.demo,
              vault_token: world.vaultToken,
              pan: '4111111111111111',
              expiry_date: '1230',
            };
      const url =
        endpoint.auth === 'checkout-key'
          ? world.urlOf(endpoint, { key: TEST_KEYS.demo })
          : world.urlOf(endpoint);
      const res = await t.call(
        endpoint.method.toUpperCase(),
        url,
        endpoint.method === 'get' ? undefined : body,
        {
          key: TEST_KEYS.demo,
        },
      );
      expect([400, 404]).toContain(res.status);
    },
  );
});
