import { describe, expect, it } from 'vitest';
import {
  checkoutPaymentSchema,
  errorBodySchema,
  orderSchema,
  tokenResultSchema,
} from '../../shared/api/index.ts';
import { createTestApp, TEST_KEYS, type TestApp } from '../test-app.ts';
import {
  CARDS,
  checkoutKey,
  createOrder,
  cardOrder,
  dumpDatabase,
  FUTURE_EXPIRY,
  firstTx,
  getOrder,
  luhnNumber,
  payByCard,
  tokenize,
} from '../test-flows.ts';

const MINUTE = 60_000;

/** POSTs card details without an API key and expects a 4xx with the error body. */
async function refused(
  t: TestApp,
  status: number,
  body: { pan?: string; expiry_date?: string; setup_token: string },
) {
  const res = await t.call(
    'POST',
    '/v1/tokens/',
    { pan: CARDS.approve, expiry_date: FUTURE_EXPIRY, ...body },
    { key: null },
  );
  const text = await res.text();
  expect(res.status, text).toBe(status);
  if (body.pan) expect(text).not.toContain(body.pan);
  return errorBodySchema.parse(JSON.parse(text)).error;
}

describe('POST /v1/orders/ with setup_token: true', () => {
  it('answers a setup token string in the card transaction’s payment_method_details', async () => {
    const t = await createTestApp();
    const { order, setupToken } = await cardOrder(t);
    expect(setupToken).toMatch(/^st_[A-Za-z0-9_-]{20,}$/);
    expect(firstTx(order).payment_method).toBe('credit-card');
    expect(firstTx(order).status).toBe('new');
  });
});

describe('POST /v1/tokens/', () => {
  it('exchanges card details for a vault token without an API key', async () => {
    const t = await createTestApp();
    const { setupToken } = await cardOrder(t);
    const { vault_token } = await tokenize(t, setupToken);
    expect(vault_token).toMatch(/^vt_[A-Za-z0-9_-]{20,}$/);
  });

  it('works under the legacy base path and without the trailing slash', async () => {
    const t = await createTestApp();
    const { setupToken } = await cardOrder(t);
    for (const path of ['/v1/tokens', '/legacy/v1/tokens/']) {
      const result = await t.ok(
        tokenResultSchema,
        'POST',
        path,
        { pan: CARDS.approve, expiry_date: FUTURE_EXPIRY, setup_token: setupToken },
        { key: null },
      );
      expect(result.vault_token).toMatch(/^vt_/);
    }
  });

  it('never stores the card number', async () => {
    const t = await createTestApp();
    const { setupToken } = await cardOrder(t);
    await payByCard(t, setupToken, CARDS.approve);
    const { setupToken: second } = await cardOrder(t);
    await tokenize(t, second, CARDS.decline);
    const dump = await dumpDatabase(t);
    expect(dump).toContain('vault_tokens');
    for (const pan of [CARDS.approve, CARDS.decline]) expect(dump).not.toContain(pan);
  });

  it.each([
    ['a number failing the Luhn check', '4111111111111112'],
    ['an unknown brand', luhnNumber('9', 16)],
    ['a Visa number of the wrong length', luhnNumber('4111', 17)],
    ['a Mastercard number of the wrong length', luhnNumber('5555', 15)],
    ['letters', '4111abcd11111111'],
    ['too few digits', '41111111111'],
  ])('rejects %s with property_path pan', async (_name, pan) => {
    const t = await createTestApp();
    const { setupToken } = await cardOrder(t);
    const error = await refused(t, 400, { pan, setup_token: setupToken });
    expect(error.property_path).toBe('pan');
  });

  it.each([
    ['a past expiry', '1225', 'card.expiry.past'],
    // Not MMYY at all: the contract's validation refuses it, before any card rule (no code).
    ['a month 13', '1330', undefined],
    ['an expiry 30 years ahead', '0156', 'card.expiry.invalid'],
  ])('rejects %s with property_path expiry_date and its code', async (_name, expiry, code) => {
    const t = await createTestApp();
    const { setupToken } = await cardOrder(t);
    const error = await refused(t, 400, { expiry_date: expiry, setup_token: setupToken });
    expect(error.property_path).toBe('expiry_date');
    // The browser localises the code; it never reads the English `value`.
    expect(error.code).toBe(code);
  });

  it('answers a number the service does not take, and an unknown setup token, with their codes', async () => {
    const t = await createTestApp();
    const { setupToken } = await cardOrder(t);
    const luhn = await refused(t, 400, { pan: '4111111111111112', setup_token: setupToken });
    expect(luhn.code).toBe('card.number.invalid');
    expect((await refused(t, 400, { setup_token: 'st_unknown' })).code).toBe('session.expired');
  });

  it('rejects an unknown setup token', async () => {
    const t = await createTestApp();
    const error = await refused(t, 400, { setup_token: 'st_unknown' });
    expect(error.property_path).toBe('setup_token');
  });

  it('rejects a setup token once the order’s lifetime has passed', async () => {
    const t = await createTestApp();
    const { setupToken } = await cardOrder(t, { expiration_period: 'PT15M' });
    await t.clock.advance(16 * MINUTE);
    const error = await refused(t, 400, { setup_token: setupToken });
    expect(error.property_path).toBe('setup_token');
  });

  it('rejects a setup token after the default 30 minutes', async () => {
    const t = await createTestApp();
    const { setupToken } = await cardOrder(t);
    await t.clock.advance(31 * MINUTE);
    await refused(t, 400, { setup_token: setupToken });
  });

  it('rejects a setup token once its order has been paid', async () => {
    const t = await createTestApp();
    const { setupToken } = await cardOrder(t);
    await payByCard(t, setupToken);
    const error = await refused(t, 400, { setup_token: setupToken });
    expect(error.property_path).toBe('setup_token');
  });

  it('rejects a setup token of a cancelled order', async () => {
    const t = await createTestApp();
    const { order, setupToken } = await cardOrder(t);
    await t.ok(orderSchema, 'DELETE', `/v1/orders/${order.id}/`);
    await refused(t, 400, { setup_token: setupToken });
  });

  it('answers 429 to the 11th attempt on one setup token', async () => {
    const t = await createTestApp();
    const { setupToken } = await cardOrder(t);
    for (let i = 0; i < 10; i++)
      await refused(t, 400, { pan: '4111111111111112', setup_token: setupToken });
    const error = await refused(t, 429, { setup_token: setupToken });
    expect(error.type).toBe('TooManyRequests');
  });

  it('limits card attempts per order over all its setup tokens', async () => {
    const t = await createTestApp();
    const order = await createOrder(t);
    const key = checkoutKey(order);
    const newSetupToken = async () =>
      (
        await t.ok(
          checkoutPaymentSchema,
          'POST',
          `/v1/checkout/${key}/transactions`,
          { payment_method: 'credit-card' },
          { key: null },
        )
      ).setup_token ?? '';
    for (let i = 0; i < 4; i++) {
      const setupToken = await newSetupToken();
      for (let j = 0; j < 5; j++)
        await refused(t, 400, { pan: '4111111111111112', setup_token: setupToken });
    }
    const error = await refused(t, 429, { setup_token: await newSetupToken() });
    expect(error.type).toBe('TooManyRequests');
  });
});

describe('stored cards (server to server)', () => {
  it('completes a new order at once when charged with a vault token', async () => {
    const t = await createTestApp();
    const { order, setupToken } = await cardOrder(t);
    await payByCard(t, setupToken);
    const paid = await getOrder(t, order.id);
    const vaultToken = firstTx(paid).payment_method_details?.vault_token;
    expect(vaultToken).toMatch(/^vt_/);

    const repeat = await t.ok(orderSchema, 'POST', '/v1/orders/', {
      currency: 'EUR',
      amount: 2500,
      transactions: [
        {
          payment_method: 'credit-card',
          payment_method_details: { vault_token: vaultToken, one_click_type: 'one-click' },
        },
      ],
    });
    expect(repeat.status).toBe('completed');
    expect(firstTx(repeat).status).toBe('completed');
    expect(firstTx(repeat).payment_method_details?.truncated_pan).toBe('1111');
    expect(repeat.completed).toBeTruthy();
  });

  it('refuses another project’s vault token', async () => {
    const t = await createTestApp();
    const { order, setupToken } = await cardOrder(t, {}, TEST_KEYS.other);
    await payByCard(t, setupToken);
    const paid = await t.ok(orderSchema, 'GET', `/v1/orders/${order.id}/`, undefined, {
      key: TEST_KEYS.other,
    });
    const vaultToken = firstTx(paid).payment_method_details?.vault_token;
    const error = await t.fails(400, 'POST', '/v1/orders/', {
      currency: 'EUR',
      amount: 2500,
      transactions: [
        { payment_method: 'credit-card', payment_method_details: { vault_token: vaultToken } },
      ],
    });
    expect(error.property_path).toBe('transactions[0].payment_method_details.vault_token');
  });

  it('refuses an unknown vault token', async () => {
    const t = await createTestApp();
    const error = await t.fails(400, 'POST', '/v1/orders/', {
      currency: 'EUR',
      amount: 2500,
      transactions: [
        { payment_method: 'credit-card', payment_method_details: { vault_token: 'vt_nope' } },
      ],
    });
    expect(error.property_path).toBe('transactions[0].payment_method_details.vault_token');
  });
});
