import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { errorBodySchema, orderSchema, tokenResultSchema } from '../shared/api/index.ts';
import { MAX_BODY_BYTES } from './lib/body-limit.ts';
import { basic, createTestApp, TEST_KEYS } from './test-app.ts';
import { cardOrder, createOrder } from './test-flows.ts';

const PAN = '4111111111111111';
const b64 = (text: string) => Buffer.from(text).toString('base64');

/** Sends `authorization` as given (or none) and expects the error body with `status`. */
async function rejected(status: number, path: string, authorization?: string, method = 'GET') {
  const t = await createTestApp();
  const res = await t.call(method, path, undefined, {
    key: null,
    headers: authorization === undefined ? {} : { authorization },
  });
  expect(res.status).toBe(status);
  return errorBodySchema.parse(await res.json()).error;
}

describe('API key authentication', () => {
  it.each([
    ['no Authorization header', undefined],
    ['a wrong key', basic('sk_test_wrong')],
    ['the key as the password', `Basic ${b64(`:${TEST_KEYS.demo}`)}`],
    ['the key with a password', `Basic ${b64(`${TEST_KEYS.demo}:secret`)}`],
    ['the Bearer scheme', `Bearer ${TEST_KEYS.demo}`],
    ['a non-base64 credential', 'Basic ***'],
  ])('answers 401 with the error body for %s', async (_name, authorization) => {
    for (const path of [
      '/v1/orders/',
      '/v1/orders/ord_000001',
      '/v1/merchants/self/projects/self/currencies',
    ]) {
      const error = await rejected(401, path, authorization);
      expect(error).toMatchObject({ status: 401, type: 'Unauthorized' });
    }
  });

  it('answers 401 on POST /v1/orders without a key, trailing slash or not', async () => {
    for (const path of ['/v1/orders', '/v1/orders/', '/legacy/v1/orders/']) {
      const error = await rejected(401, path, undefined, 'POST');
      expect(error.status).toBe(401);
    }
  });

  it('answers 403 for another project’s order and never reveals it', async () => {
    const t = await createTestApp();
    const order = await createOrder(t);
    const other = { key: TEST_KEYS.other };
    for (const method of ['GET', 'PUT', 'DELETE']) {
      const body = method === 'PUT' ? { description: 'Mine now' } : undefined;
      const error = await t.fails(403, method, `/v1/orders/${order.id}/`, body, other);
      expect(error.type).toBe('Forbidden');
      expect(JSON.stringify(error)).not.toContain(order.id);
    }
    expect((await t.ok(orderSchema, 'GET', `/v1/orders/${order.id}/`)).status).toBe('new');
  });

  it('answers 404 for an unknown order with a valid key', async () => {
    const t = await createTestApp();
    const error = await t.fails(404, 'GET', '/v1/orders/ord_missing/');
    expect(error.type).toBe('NotFound');
  });

  it('lets POST /v1/tokens/ through without an Authorization header', async () => {
    const t = await createTestApp();
    const { setupToken } = await cardOrder(t);
    const { vault_token } = await t.ok(
      tokenResultSchema,
      'POST',
      '/v1/tokens/',
      { pan: PAN, expiry_date: '1230', setup_token: setupToken },
      { key: null },
    );
    expect(vault_token).toMatch(/^vt_/);
  });
});

describe('paths', () => {
  it.each([
    ['/v1/orders/ID'],
    ['/v1/orders/ID/'],
    ['/legacy/v1/orders/ID'],
    ['/legacy/v1/orders/ID/'],
  ])('serves %s', async (template) => {
    const t = await createTestApp();
    const created = await createOrder(t);
    const order = await t.ok(orderSchema, 'GET', template.replace('ID', created.id));
    expect(order.id).toBe(created.id);
  });

  it.each(['/v1/orders', '/legacy/v1/orders'])('creates orders at %s', async (path) => {
    const t = await createTestApp();
    const order = await t.ok(orderSchema, 'POST', path, { currency: 'EUR', amount: 100 });
    expect(order.status).toBe('new');
  });

  it('answers an unknown path with a 404 error body', async () => {
    const t = await createTestApp();
    const error = await t.fails(404, 'GET', '/v2/orders/');
    expect(error.status).toBe(404);
  });
});

describe('bad input on POST /v1/orders/', () => {
  it('rejects malformed JSON with the error body', async () => {
    const t = await createTestApp();
    const error = await t.fails(400, 'POST', '/v1/orders/', undefined, { raw: '{"currency":' });
    expect(error.type).toBe('ValidationError');
  });

  it('rejects an empty body', async () => {
    const t = await createTestApp();
    await t.fails(400, 'POST', '/v1/orders/', undefined, { raw: '' });
    await t.fails(400, 'POST', '/v1/orders/');
  });

  it.each([['100'], [9.5], [-1], [0], [null], [1e300]])(
    'rejects amount %j naming the amount',
    async (amount) => {
      const t = await createTestApp();
      const error = await t.fails(400, 'POST', '/v1/orders/', { currency: 'EUR', amount });
      expect(error.property_path).toBe('amount');
    },
  );

  it('rejects an unknown field, naming it', async () => {
    const t = await createTestApp();
    const error = await t.fails(400, 'POST', '/v1/orders/', {
      currency: 'EUR',
      amount: 100,
      colour: 'blue',
    });
    expect(error.property_path).toBe('colour');
    expect(error.value).toContain('colour');
  });

  it.each([
    ['arrays', (n: number) => `${'['.repeat(n)}${']'.repeat(n)}`],
    ['objects', (n: number) => `${'{"a":'.repeat(n)}1${'}'.repeat(n)}`],
  ])('rejects free-form data nested thousands of %s deep', async (_name, nest) => {
    const t = await createTestApp();
    const raw = `{"currency":"EUR","amount":100,"extra":{"a":${nest(5000)}}}`;
    const error = await t.fails(400, 'POST', '/v1/orders/', undefined, { raw });
    expect(error.type).toBe('ValidationError');
    const modest = JSON.parse(nest(20)) as unknown;
    const order = await t.ok(orderSchema, 'POST', '/v1/orders/', {
      currency: 'EUR',
      amount: 100,
      extra: { a: modest },
    });
    expect(order.extra).toEqual({ a: modest });
  });

  it('answers a body over 1 MiB with 413 and the error body', async () => {
    const t = await createTestApp();
    const raw = JSON.stringify({
      currency: 'EUR',
      amount: 100,
      description: 'x'.repeat(MAX_BODY_BYTES + 10),
    });
    const error = await t.fails(413, 'POST', '/v1/orders/', undefined, { raw });
    expect(error.type).toBe('PayloadTooLarge');
  });

  it('never echoes a card number sent in a bad order request', async () => {
    const t = await createTestApp();
    const raw = `{"currency":"EUR","amount":1,"description": 12345, "pan":"${PAN}"}`;
    const res = await t.call('POST', '/v1/orders/', undefined, { raw });
    expect(res.status).toBe(400);
    const text = await res.text();
    errorBodySchema.parse(JSON.parse(text));
    expect(text).not.toContain(PAN);
  });

  it('never echoes a card number sent to POST /v1/tokens/ with a bad expiry', async () => {
    const t = await createTestApp();
    const { setupToken } = await cardOrder(t);
    for (const expiry of ['1399', '12/30', '0120']) {
      const res = await t.call(
        'POST',
        '/v1/tokens/',
        { pan: PAN, expiry_date: expiry, setup_token: setupToken },
        { key: null },
      );
      expect(res.status).toBe(400);
      const text = await res.text();
      expect(errorBodySchema.parse(JSON.parse(text)).error.property_path).toBe('expiry_date');
      expect(text).not.toContain(PAN);
    }
  });

  it('answers any malformed body with 400 and the error body, never a 5xx', async () => {
    const t = await createTestApp();
    const json = fc.oneof(
      fc.string(),
      fc.integer(),
      fc.double(),
      fc.constant(null),
      fc.array(fc.anything()),
      fc.dictionary(fc.string(), fc.oneof(fc.constant(null), fc.anything())),
      fc.record({
        currency: fc.oneof(fc.string(), fc.constant(null), fc.integer()),
        amount: fc.oneof(fc.string(), fc.constant(null), fc.double(), fc.array(fc.integer())),
        transactions: fc.oneof(
          fc.constant(null),
          fc.array(fc.oneof(fc.constant(null), fc.object())),
        ),
      }),
    );
    const text = fc.oneof(
      json.map((value) => JSON.stringify(value) ?? 'undefined'),
      fc.string(),
    );
    await fc.assert(
      fc.asyncProperty(text, async (raw) => {
        const res = await t.call('POST', '/v1/orders/', undefined, { raw });
        const body = await res.text();
        expect(res.status, body).toBe(400);
        errorBodySchema.parse(JSON.parse(body));
      }),
      { numRuns: 50, seed: 20260115 },
    );
  });
});
