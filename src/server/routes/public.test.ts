import { describe, expect, it } from 'vitest';
import { createOrderHostedRequest } from '../../shared/api/fixtures.ts';
import {
  cardPaymentResultSchema,
  cardSessionSchema,
  checkoutOrderSchema,
  checkoutPaymentSchema,
  orderSchema,
} from '../../shared/api/index.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import {
  CARDS,
  cardOrder,
  checkoutKey,
  createOrder,
  firstTx,
  getOrder,
  payByCard,
  RETURN_URL,
  statusEvents,
  tokenize,
} from '../test-flows.ts';

const PUBLIC = { key: null };

const view = (t: TestApp, key: string) =>
  t.ok(checkoutOrderSchema, 'GET', `/v1/checkout/${key}`, undefined, PUBLIC);
const start = (t: TestApp, key: string, payment_method: string) =>
  t.ok(
    checkoutPaymentSchema,
    'POST',
    `/v1/checkout/${key}/transactions`,
    { payment_method },
    PUBLIC,
  );

describe('GET /v1/checkout/:key', () => {
  it('shows the order as the customer may see it, without private fields', async () => {
    const t = await createTestApp();
    const order = await createOrder(t, { ...createOrderHostedRequest, merchant_name: 'Demo Shop' });
    const res = await t.call('GET', `/v1/checkout/${checkoutKey(order)}`, undefined, PUBLIC);
    expect(res.status).toBe(200);
    const raw = (await res.json()) as Record<string, unknown>;
    const seen = checkoutOrderSchema.parse(raw);
    expect(seen).toMatchObject({
      id: order.id,
      amount: 4485,
      currency: 'EUR',
      status: 'new',
      locale: 'nl-NL',
      is_test: true,
      merchant_name: 'Demo Shop',
      expires_at: '2026-01-15T10:30:00.000Z',
      last_attempt: null,
    });
    expect(seen.order_lines.map((l) => l.name)).toEqual(['Organic T-shirt, size M', 'Shipping']);
    for (const key of ['customer', 'extra', 'webhook_url', 'client', 'merchant_iban'])
      expect(raw).not.toHaveProperty(key);
    const text = JSON.stringify(raw);
    expect(text).not.toContain('anna.devries@example.com');
    expect(text).not.toContain('webhooks/xpay');
  });

  it('offers only the methods that support the order’s currency', async () => {
    const t = await createTestApp();
    const order = await createOrder(t, { currency: 'SEK' });
    const { payment_methods } = await view(t, checkoutKey(order));
    expect(payment_methods).toContain('swish');
    expect(payment_methods).toContain('credit-card');
    expect(payment_methods).not.toContain('ideal');
  });

  it('offers only the methods the order allows', async () => {
    const t = await createTestApp();
    const order = await createOrder(t, { payment_methods: ['ideal', 'swish'] });
    expect((await view(t, checkoutKey(order))).payment_methods).toEqual(['ideal']);
  });

  it('answers 404 for an unknown key', async () => {
    const t = await createTestApp();
    await t.fails(404, 'GET', '/v1/checkout/ck_unknown', undefined, PUBLIC);
    await t.fails(404, 'GET', `/v1/checkout/${'k'.repeat(300)}`, undefined, PUBLIC);
  });

  it('reports the last attempt with its customer message', async () => {
    const t = await createTestApp();
    const order = await createOrder(t);
    const key = checkoutKey(order);
    const card = await start(t, key, 'credit-card');
    await payByCard(t, card.setup_token ?? '', CARDS.decline);
    const seen = await view(t, key);
    expect(seen.status).toBe('error');
    expect(seen.last_attempt).toMatchObject({
      id: card.transaction_id,
      payment_method: 'credit-card',
      status: 'error',
    });
    expect(seen.last_attempt?.customer_message).toBeTruthy();
  });
});

describe('POST /v1/checkout/:key/transactions', () => {
  it('starts a redirect method with a payment_url', async () => {
    const t = await createTestApp();
    const order = await createOrder(t);
    const started = await start(t, checkoutKey(order), 'ideal');
    expect(started).toMatchObject({ payment_method: 'ideal', status: 'new', setup_token: null });
    expect(started.payment_url).toBe(
      `http://api.test/redirect/${started.transaction_id}/to/payment/`,
    );
    expect((await getOrder(t, order.id)).transactions.map((tx) => tx.id)).toEqual([
      started.transaction_id,
    ]);
  });

  it('starts a card payment with a setup token', async () => {
    const t = await createTestApp();
    const order = await createOrder(t);
    const started = await start(t, checkoutKey(order), 'credit-card');
    expect(started.payment_url).toBeNull();
    expect(started.setup_token).toMatch(/^st_/);
    await tokenize(t, started.setup_token ?? '');
  });

  it('refuses a method the order does not offer', async () => {
    const t = await createTestApp();
    const order = await createOrder(t);
    for (const method of ['swish', 'bitcoin']) {
      const error = await t.fails(
        400,
        'POST',
        `/v1/checkout/${checkoutKey(order)}/transactions`,
        { payment_method: method },
        PUBLIC,
      );
      expect(error.property_path).toBe('payment_method');
    }
  });

  it('refuses a new attempt once the order is cancelled', async () => {
    const t = await createTestApp();
    const order = await createOrder(t);
    await t.ok(orderSchema, 'DELETE', `/v1/orders/${order.id}/`);
    await t.fails(
      400,
      'POST',
      `/v1/checkout/${checkoutKey(order)}/transactions`,
      { payment_method: 'ideal' },
      PUBLIC,
    );
  });
});

describe('POST /v1/card/payments', () => {
  it('completes the order with an approved card', async () => {
    const t = await createTestApp();
    const { order, setupToken } = await cardOrder(t);
    await t.clock.advance(60_000);
    const result = await payByCard(t, setupToken);
    expect(result).toEqual({
      order_id: order.id,
      project_id: 'proj_demo',
      order_status: 'completed',
      transaction_status: 'completed',
      challenge_url: null,
      redirect_url: `${RETURN_URL}?order_id=${order.id}&project_id=proj_demo`,
      customer_message: null,
      reason_code: null,
    });
    const paid = await getOrder(t, order.id);
    expect(paid.status).toBe('completed');
    expect(paid.completed).toBe('2026-01-15T10:01:00.000+00:00');
    const tx = firstTx(paid);
    expect(tx.status).toBe('completed');
    expect(tx.completed).toBe('2026-01-15T10:01:00.000+00:00');
    expect(tx.payment_method_brand).toBe('visa');
    expect(tx.payment_method_details).toMatchObject({
      truncated_pan: '1111',
      card_expiry: '122030',
    });
    expect(tx.payment_method_details?.setup_token).toBe(setupToken);
    expect(await statusEvents(t, order.id)).toEqual([
      [null, 'new'],
      ['new', 'completed'],
    ]);
  });

  it('puts the order in error on a decline and lets the customer retry on the same token', async () => {
    const t = await createTestApp();
    const { order, setupToken } = await cardOrder(t);
    const declined = await payByCard(t, setupToken, CARDS.decline);
    expect(declined).toMatchObject({
      order_status: 'error',
      transaction_status: 'error',
      redirect_url: null,
    });
    expect(declined.customer_message).toBeTruthy();
    const failed = await getOrder(t, order.id);
    expect(firstTx(failed).status).toBe('error');
    expect(firstTx(failed).customer_message).toBe(declined.customer_message);

    const retry = await payByCard(t, setupToken, CARDS.approve);
    expect(retry.order_status).toBe('completed');
    const paid = await getOrder(t, order.id);
    expect(paid.transactions.map((tx) => tx.status)).toEqual(['error', 'completed']);
    expect(paid.transactions[1]?.payment_method_details?.truncated_pan).toBe('1111');
    expect(await statusEvents(t, order.id)).toEqual([
      [null, 'new'],
      ['new', 'error'],
      ['error', 'completed'],
    ]);
  });

  it('refuses a vault token that was never issued', async () => {
    const t = await createTestApp();
    const { setupToken } = await cardOrder(t);
    const error = await t.fails(
      400,
      'POST',
      '/v1/card/payments',
      { setup_token: setupToken, vault_token: 'vt_forged' },
      PUBLIC,
    );
    expect(error.property_path).toBe('vault_token');
  });

  it('refuses a vault token of another project', async () => {
    const t = await createTestApp();
    const { setupToken } = await cardOrder(t);
    const { setupToken: otherSetup } = await cardOrder(t, {}, 'sk_test_other_0123456789');
    const { vault_token } = await tokenize(t, otherSetup);
    await t.fails(
      400,
      'POST',
      '/v1/card/payments',
      { setup_token: setupToken, vault_token },
      PUBLIC,
    );
  });

  it('refuses a second payment once the order is paid', async () => {
    const t = await createTestApp();
    const { setupToken } = await cardOrder(t);
    const { vault_token } = await tokenize(t, setupToken);
    const body = { setup_token: setupToken, vault_token };
    await t.ok(cardPaymentResultSchema, 'POST', '/v1/card/payments', body, PUBLIC);
    const error = await t.fails(400, 'POST', '/v1/card/payments', body, PUBLIC);
    expect(error.property_path).toBe('setup_token');
  });
});

describe('POST /v1/card/session', () => {
  it('tells the card frame the amount and, once decided, where to go', async () => {
    const t = await createTestApp();
    const { order, setupToken } = await cardOrder(t);
    const session = () =>
      t.ok(cardSessionSchema, 'POST', '/v1/card/session', { setup_token: setupToken }, PUBLIC);
    expect(await session()).toMatchObject({ amount: 995, currency: 'EUR', redirect_url: null });
    await payByCard(t, setupToken);
    expect((await session()).redirect_url).toBe(
      `${RETURN_URL}?order_id=${order.id}&project_id=proj_demo`,
    );
  });
});
