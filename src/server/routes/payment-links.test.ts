import { describe, expect, it } from 'vitest';
import {
  cardPaymentResultSchema,
  checkoutPaymentSchema,
  orderListSchema,
  orderSchema,
  paymentLinkSchema,
  searchOrdersResultSchema,
  tokenResultSchema,
  type PaymentLink,
} from '../../shared/api/index.ts';
import { createTestApp, paidCardOrder, TEST_KEYS, type TestApp } from '../test-app.ts';

const createLink = (t: TestApp, body: Record<string, unknown> = {}) =>
  t.ok(
    paymentLinkSchema,
    'POST',
    '/v1/paymentlinks/',
    { merchant_order_id: 'INV-7', amount: 4200, currency: 'EUR', ...body },
    undefined,
    201,
  );

/** Opens the link as a customer: the hosted-checkout order it leads to, with its capability key. */
async function visit(t: TestApp, link: PaymentLink) {
  const res = await t.app.request(new URL(link.payment_url ?? '').pathname);
  const location = res.headers.get('location') ?? '';
  const match = /\/pay\/([^/]+)\/#(.+)$/.exec(location);
  return {
    status: res.status,
    orderId: match?.[1] ?? '',
    key: match?.[2] ?? '',
    body: res.status === 200 ? await res.text() : '',
  };
}

/** Pays the hosted order behind `key` with a card, as the hosted page does. */
async function payHosted(t: TestApp, key: string, pan: string) {
  const start = await t.ok(
    checkoutPaymentSchema,
    'POST',
    `/v1/checkout/${key}/transactions`,
    { payment_method: 'credit-card' },
    { key: null },
  );
  const { vault_token } = await t.ok(
    tokenResultSchema,
    'POST',
    '/v1/tokens/',
    { pan, expiry_date: '1230', setup_token: start.setup_token },
    { key: null },
  );
  return t.ok(
    cardPaymentResultSchema,
    'POST',
    '/v1/card/payments',
    { setup_token: start.setup_token, vault_token },
    { key: null },
  );
}

describe('payment links', () => {
  it('creates a link (201) that is new, unvisited, with an empty orders object', async () => {
    const t = await createTestApp();
    const link = await createLink(t, { description: 'Invoice 7' });
    expect(link).toMatchObject({
      status: 'new',
      reason: 'Payment Link was created, not yet visited',
      orders: {},
      expiration_period: 'P30D',
      amount: 4200,
    });
    expect(link.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(link.payment_url).toBe(`http://api.test/paymentlinks/${link.id}/`);
    expect(await t.ok(paymentLinkSchema, 'GET', `/v1/paymentlinks/${link.id}/`)).toEqual(link);
  });

  it('makes a fresh order per attempt until one is paid, then is completed', async () => {
    const t = await createTestApp();
    const link = await createLink(t);
    const first = await visit(t, link);
    expect(first.status).toBe(303);
    const order = await t.ok(orderSchema, 'GET', `/v1/orders/${first.orderId}`);
    expect(order).toMatchObject({
      related_payment_link_id: link.id,
      amount: 4200,
      merchant_order_id: 'INV-7',
    });
    expect((await visit(t, link)).orderId).toBe(first.orderId); // an untouched attempt is resumed
    expect((await payHosted(t, first.key, '4000000000000002')).order_status).toBe('error');
    const second = await visit(t, link);
    expect(second.orderId).not.toBe(first.orderId);
    expect((await payHosted(t, second.key, '4111111111111111')).order_status).toBe('completed');
    const done = await t.ok(paymentLinkSchema, 'GET', `/v1/paymentlinks/${link.id}`);
    expect(done).toMatchObject({
      status: 'completed',
      reason: 'Completed',
      completed_order_id: second.orderId,
    });
    expect(done.completed).not.toBeNull();
    expect(done.orders).toEqual({ error: [first.orderId], completed: [second.orderId] });
    expect((await visit(t, link)).body).toContain('Already paid');
  });

  it('stops after 25 attempts', async () => {
    const t = await createTestApp();
    const link = await createLink(t);
    for (let i = 0; i < 25; i++) {
      const attempt = await visit(t, link);
      expect(attempt.status).toBe(303);
      await payHosted(t, attempt.key, '4000000000000002');
    }
    const after = await visit(t, link);
    expect(after.status).toBe(200);
    expect(after.body).toContain('No attempts left');
    expect(await t.ok(paymentLinkSchema, 'GET', `/v1/paymentlinks/${link.id}`)).toMatchObject({
      status: 'all_unsuccessful',
    });
  });

  it('expires with its expiration_period', async () => {
    const t = await createTestApp();
    const link = await createLink(t, { expiration_period: 'PT1H' });
    await t.clock.advance(3_600_001);
    expect(await t.ok(paymentLinkSchema, 'GET', `/v1/paymentlinks/${link.id}`)).toMatchObject({
      status: 'expired',
    });
    expect((await visit(t, link)).body).toContain('Link expired');
  });

  it('validates the body and scopes links to their project', async () => {
    const t = await createTestApp();
    expect(
      (await t.fails(400, 'POST', '/v1/paymentlinks/', { amount: 100, currency: 'EUR' }))
        .property_path,
    ).toBe('merchant_order_id');
    expect(
      (
        await t.fails(400, 'POST', '/v1/paymentlinks/', {
          merchant_order_id: 'x',
          amount: 100,
          currency: 'XXX',
        })
      ).property_path,
    ).toBe('currency');
    expect(
      (
        await t.fails(400, 'POST', '/v1/paymentlinks/', {
          merchant_order_id: 'x',
          amount: 100,
          currency: 'EUR',
          expiration_period: 'P9999D',
        })
      ).property_path,
    ).toBe('expiration_period');
    const link = await createLink(t);
    await t.fails(403, 'GET', `/v1/paymentlinks/${link.id}`, undefined, { key: TEST_KEYS.other });
    await t.fails(404, 'GET', '/v1/paymentlinks/00000000-0000-4000-8000-999999999999');
    await t.fails(
      401,
      'POST',
      '/v1/paymentlinks/',
      { merchant_order_id: 'x', amount: 100, currency: 'EUR' },
      { key: null },
    );
  });
});

describe('POST /v1/search/orders', () => {
  async function seed(t: TestApp) {
    await t.ok(orderSchema, 'POST', '/v1/orders/', {
      currency: 'EUR',
      amount: 500,
      merchant_order_id: 'A-1',
      description: 'Blue mug',
    });
    await t.clock.advance(60_000);
    await t.ok(orderSchema, 'POST', '/v1/orders/', {
      currency: 'SEK',
      amount: 9900,
      merchant_order_id: 'A-2',
    });
    await t.clock.advance(60_000);
    await paidCardOrder(t, { amount: 2500, merchant_order_id: 'A-3' });
  }

  it('finds by merchant_order_id, status, currency, amount range and created range', async () => {
    const t = await createTestApp();
    await seed(t);
    const search = (body: object) =>
      t.ok(searchOrdersResultSchema, 'POST', '/v1/search/orders', body);
    expect((await search({ merchant_order_id: 'A-2' })).orders.map((o) => o.currency)).toEqual([
      'SEK',
    ]);
    expect((await search({ status: 'completed' })).orders.map((o) => o.merchant_order_id)).toEqual([
      'A-3',
    ]);
    expect((await search({ status: ['new', 'completed'] })).hits).toBe(3);
    expect((await search({ currency: 'EUR' })).hits).toBe(2);
    expect(
      (await search({ amount_min: 1000, amount_max: 9000 })).orders.map((o) => o.amount),
    ).toEqual([2500]);
    expect(
      (
        await search({
          created_since: '2026-01-15T10:00:30+00:00',
          created_until: '2026-01-15T10:01:30+00:00',
        })
      ).orders.map((o) => o.merchant_order_id),
    ).toEqual(['A-2']);
    expect((await search({ description: 'mug' })).hits).toBe(1);
    expect((await search({ description: '%' })).hits).toBe(0);
    const page = await search({ limit: 1, offset: 1 });
    expect(page.hits).toBe(3);
    expect(page.orders).toHaveLength(1);
  });

  it('agrees with listing by date range and never shows another project’s orders', async () => {
    const t = await createTestApp();
    await seed(t);
    const range = {
      created_since: '2026-01-15T09:00:00+00:00',
      created_until: '2026-01-15T11:00:00+00:00',
    };
    const listed = await t.ok(
      orderListSchema,
      'GET',
      `/v1/orders?created_since=${encodeURIComponent(range.created_since)}&created_until=${encodeURIComponent(range.created_until)}`,
    );
    const found = await t.ok(searchOrdersResultSchema, 'POST', '/v1/search/orders', range);
    expect(found.orders.map((o) => o.id).sort()).toEqual(listed.map((o) => o.id).sort());
    const other = await t.ok(
      searchOrdersResultSchema,
      'POST',
      '/v1/search/orders',
      {},
      { key: TEST_KEYS.other },
    );
    expect(other).toEqual({ hits: 0, orders: [] });
  });

  it('rejects unknown criteria and inverted ranges', async () => {
    const t = await createTestApp();
    expect(
      (await t.fails(400, 'POST', '/v1/search/orders', { colour: 'blue' })).property_path,
    ).toBe('colour');
    expect(
      (await t.fails(400, 'POST', '/v1/search/orders', { amount_min: 10, amount_max: 1 }))
        .property_path,
    ).toBe('amount_min');
    await t.fails(400, 'POST', '/v1/search/orders', { created_since: 'yesterday' });
  });
});
