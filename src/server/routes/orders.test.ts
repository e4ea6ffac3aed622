import { describe, expect, it } from 'vitest';
import { createOrderHostedRequest } from '../../shared/api/fixtures.ts';
import { orderListSchema, orderSchema } from '../../shared/api/index.ts';
import { createTestApp, TEST_KEYS } from '../test-app.ts';
import {
  createOrder,
  FAILURE_URL,
  firstTx,
  getOrder,
  postForm,
  RETURN_URL,
  statusEvents,
} from '../test-flows.ts';

const MINUTE = 60_000;

describe('POST /v1/orders/', () => {
  it('writes the order locale into order_url, for the page to fetch its strings at once', async () => {
    const t = await createTestApp();
    const order = await createOrder(t, { ...createOrderHostedRequest, locale: 'de-DE' });
    expect(order.order_url).toMatch(
      new RegExp(`^http://checkout\\.test/pay/${order.id}/\\?locale=de-DE#ck_[A-Za-z0-9_-]+$`),
    );
  });

  it('answers an order without transactions with an order_url to the hosted page', async () => {
    const t = await createTestApp();
    const order = await createOrder(t, createOrderHostedRequest);
    expect(order.order_url).toMatch(
      new RegExp(
        `^http://checkout\\.test/pay/${order.id}/(\\?locale=[a-zA-Z-]+)?#ck_[A-Za-z0-9_-]+$`,
      ),
    );
    expect(order.transactions).toEqual([]);
    expect(order.status).toBe('new');
    expect(order.flags).toContain('is-test');
    expect(order.created).toBe('2026-01-15T10:00:00.000+00:00');
    expect(order.modified).toBe(order.created);
    expect(order.customer).toEqual(createOrderHostedRequest.customer);
    expect(order.order_lines).toHaveLength(2);
  });

  it('answers the order exactly as a GET of it then shows it (the answer is not read back)', async () => {
    const t = await createTestApp();
    const created = await createOrder(t, {
      ...createOrderHostedRequest,
      payment_methods: ['ideal', 'credit-card'],
      extra: { cart: { items: [1, 2] } },
    });
    expect(await getOrder(t, created.id)).toEqual(created);
  });

  it('keeps lines and transactions in the order they were sent, past ten of each', async () => {
    const t = await createTestApp();
    const names = Array.from({ length: 12 }, (_, i) => `Item ${String(11 - i)}`);
    const created = await createOrder(t, {
      amount: 1200,
      order_lines: names.map((name) => ({ name, amount: 100, quantity: 1, type: 'physical' })),
      transactions: Array.from({ length: 11 }, (_, i) => ({
        payment_method: i % 2 ? 'ideal' : 'bancontact',
        description: `attempt ${String(i)}`,
      })),
    });
    const order = await getOrder(t, created.id);
    expect(order.order_lines?.map((l) => l.name)).toEqual(names);
    expect(order.transactions.map((tx) => tx.description)).toEqual(
      Array.from({ length: 11 }, (_, i) => `attempt ${String(i)}`),
    );
    expect(order).toEqual(created);
  });

  it('answers an order with transactions with a payment_url on each and no order_url', async () => {
    const t = await createTestApp();
    const order = await createOrder(t, {
      transactions: [{ payment_method: 'ideal' }, { payment_method: 'credit-card' }],
    });
    expect(order.order_url).toBeUndefined();
    expect(order.transactions).toHaveLength(2);
    for (const tx of order.transactions) {
      expect(tx.payment_url).toBe(`http://api.test/redirect/${tx.id}/to/payment/`);
      expect(tx.status).toBe('new');
    }
    expect(order.status).toBe('new');
  });

  it('rejects delayed capture without expiration_period', async () => {
    const t = await createTestApp();
    const error = await t.fails(400, 'POST', '/v1/orders/', {
      currency: 'EUR',
      amount: 995,
      capture_mode: 'delayed',
    });
    expect(error.property_path).toBe('expiration_period');
  });

  it.each(['P5000D', 'PT1S'])('rejects the absurd expiration_period %s', async (period) => {
    const t = await createTestApp();
    const error = await t.fails(400, 'POST', '/v1/orders/', {
      currency: 'EUR',
      amount: 995,
      expiration_period: period,
    });
    expect(error.property_path).toBe('expiration_period');
  });

  it('rejects a currency no payment method supports', async () => {
    const t = await createTestApp();
    const error = await t.fails(400, 'POST', '/v1/orders/', { currency: 'XXX', amount: 995 });
    expect(error.property_path).toBe('currency');
  });

  it.each([
    ['a method that is not enabled', 'bitcoin'],
    ['a method that does not support the currency', 'swish'],
  ])('rejects a transaction with %s', async (_name, method) => {
    const t = await createTestApp();
    const error = await t.fails(400, 'POST', '/v1/orders/', {
      currency: 'EUR',
      amount: 995,
      transactions: [{ payment_method: method }],
    });
    expect(error.property_path).toBe('transactions[0].payment_method');
  });

  it('rejects an order line in another currency', async () => {
    const t = await createTestApp();
    const error = await t.fails(400, 'POST', '/v1/orders/', {
      currency: 'EUR',
      amount: 995,
      order_lines: [{ name: 'Mug', amount: 995, quantity: 1, currency: 'SEK' }],
    });
    expect(error.property_path).toBe('order_lines[0].currency');
  });
});

describe('GET /v1/orders/:id', () => {
  it.each(['/v1/orders/ID', '/v1/orders/ID/', '/legacy/v1/orders/ID', '/legacy/v1/orders/ID/'])(
    'returns the order at %s',
    async (template) => {
      const t = await createTestApp();
      const created = await createOrder(t);
      const order = await t.ok(orderSchema, 'GET', template.replace('ID', created.id));
      expect(order).toEqual(created);
    },
  );

  it('sends an ETag that changes when the order changes', async () => {
    const t = await createTestApp();
    const { id } = await createOrder(t);
    const first = (await t.call('GET', `/v1/orders/${id}/`)).headers.get('etag');
    expect(first).toBeTruthy();
    await t.ok(orderSchema, 'PUT', `/v1/orders/${id}/`, { description: 'Changed' });
    const second = (await t.call('GET', `/v1/orders/${id}/`)).headers.get('etag');
    expect(second).toBeTruthy();
    expect(second).not.toBe(first);
  });

  it('adds amount_details and order_line_details only when asked', async () => {
    const t = await createTestApp();
    const { id } = await createOrder(t, createOrderHostedRequest);
    const plain = await getOrder(t, id);
    expect(plain.amount_details).toBeUndefined();
    expect(plain.order_line_details).toBeUndefined();
    const amounts = await t.ok(orderSchema, 'GET', `/v1/orders/${id}/?fields[]=amount_details`);
    expect(amounts.amount_details).toEqual({
      captured: 0,
      capturable: 0,
      refunded: 0,
      refundable: 0,
      voided: 0,
      voidable: 0,
    });
    expect(amounts.order_line_details).toBeUndefined();
    const lines = await t.ok(orderSchema, 'GET', `/v1/orders/${id}/?fields[]=order_line_details`);
    expect(lines.order_line_details).toHaveLength(2);
    expect(lines.amount_details).toBeUndefined();
    const both = await t.ok(
      orderSchema,
      'GET',
      `/v1/orders/${id}/?fields[]=amount_details&fields[]=order_line_details`,
    );
    expect(both.amount_details).toBeDefined();
    expect(both.order_line_details).toBeDefined();
  });

  it('rejects an unknown fields[] value', async () => {
    const t = await createTestApp();
    const { id } = await createOrder(t);
    const error = await t.fails(400, 'GET', `/v1/orders/${id}/?fields[]=secrets`);
    expect(error.property_path).toBe('fields[]');
  });
});

describe('PUT /v1/orders/:id', () => {
  it('updates the description alone', async () => {
    const t = await createTestApp();
    const { id } = await createOrder(t, { description: 'Before' });
    await t.clock.advance(MINUTE);
    const updated = await t.ok(orderSchema, 'PUT', `/v1/orders/${id}`, { description: 'After' });
    expect(updated.description).toBe('After');
    expect(updated.amount).toBe(995);
    expect(updated.modified).toBe('2026-01-15T10:01:00.000+00:00');
    expect((await getOrder(t, id)).description).toBe('After');
  });

  it('accepts a whole fetched order sent back, as plugins do', async () => {
    const t = await createTestApp();
    const created = await createOrder(t, {
      ...createOrderHostedRequest,
      transactions: [{ payment_method: 'ideal' }],
    });
    const fetched = await getOrder(t, created.id);
    const updated = await t.ok(orderSchema, 'PUT', `/v1/orders/${created.id}/`, {
      ...fetched,
      merchant_order_id: 'SHOP-2000',
    });
    expect(updated.merchant_order_id).toBe('SHOP-2000');
    expect(updated.amount).toBe(fetched.amount);
    expect(updated.transactions).toHaveLength(1);
  });

  it('allows an amount change before any payment started, on the open transactions too', async () => {
    const t = await createTestApp();
    const { id } = await createOrder(t, { transactions: [{ payment_method: 'ideal' }] });
    const updated = await t.ok(orderSchema, 'PUT', `/v1/orders/${id}/`, { amount: 1500 });
    expect(updated.amount).toBe(1500);
    expect(firstTx(updated).amount).toBe(1500);
    expect(firstTx(await getOrder(t, id)).amount).toBe(1500);
  });

  it('refuses an amount change after a payment started', async () => {
    const t = await createTestApp();
    const order = await createOrder(t, { transactions: [{ payment_method: 'ideal' }] });
    await postForm(t, `/sandbox/bank/${firstTx(order).id}/`, 'failed');
    expect((await getOrder(t, order.id)).status).toBe('error');
    const error = await t.fails(400, 'PUT', `/v1/orders/${order.id}/`, { amount: 1500 });
    expect(error.property_path).toBe('amount');
    expect((await getOrder(t, order.id)).amount).toBe(995);
  });

  it('refuses to clear expiration_period of a delayed-capture order', async () => {
    const t = await createTestApp();
    const { id } = await createOrder(t, { capture_mode: 'delayed', expiration_period: 'P1D' });
    const error = await t.fails(400, 'PUT', `/v1/orders/${id}/`, { expiration_period: null });
    expect(error.property_path).toBe('expiration_period');
    expect((await getOrder(t, id)).expiration_period).toBe('P1D');
  });

  it('refuses a currency change', async () => {
    const t = await createTestApp();
    const { id } = await createOrder(t);
    const error = await t.fails(400, 'PUT', `/v1/orders/${id}/`, { currency: 'SEK' });
    expect(error.property_path).toBe('currency');
  });
});

describe('DELETE /v1/orders/:id', () => {
  it('cancels the order and its open transactions', async () => {
    const t = await createTestApp();
    const order = await createOrder(t, { transactions: [{ payment_method: 'ideal' }] });
    const cancelled = await t.ok(orderSchema, 'DELETE', `/v1/orders/${order.id}/`);
    expect(cancelled.status).toBe('cancelled');
    expect(firstTx(cancelled).status).toBe('cancelled');
    expect(await statusEvents(t, order.id)).toEqual([
      [null, 'new'],
      ['new', 'cancelled'],
    ]);
  });

  it('refuses to cancel a completed order', async () => {
    const t = await createTestApp();
    const order = await createOrder(t, {
      return_url: RETURN_URL,
      failure_url: FAILURE_URL,
      transactions: [{ payment_method: 'ideal' }],
    });
    await postForm(t, `/sandbox/bank/${firstTx(order).id}/`, 'paid');
    const error = await t.fails(400, 'DELETE', `/v1/orders/${order.id}/`);
    expect(error.status).toBe(400);
    expect((await getOrder(t, order.id)).status).toBe('completed');
  });
});

describe('GET /v1/orders', () => {
  const range = (since: string, until: string) =>
    `/v1/orders?created_since=${encodeURIComponent(since)}&created_until=${encodeURIComponent(until)}`;

  it.each([
    ['created_since', '/v1/orders?created_until=2026-01-16T00:00:00%2B00:00'],
    ['created_until', '/v1/orders?created_since=2026-01-14T00:00:00%2B00:00'],
  ])('requires %s', async (param, path) => {
    const t = await createTestApp();
    const error = await t.fails(400, 'GET', path);
    expect(error.property_path).toBe(param);
  });

  it('lists only the project’s orders created in the range', async () => {
    const t = await createTestApp();
    const early = await createOrder(t);
    await t.clock.advance(60 * MINUTE);
    const late = await createOrder(t);
    await createOrder(t, {}, TEST_KEYS.other);

    const all = await t.ok(
      orderListSchema,
      'GET',
      range('2026-01-15T00:00:00+00:00', '2026-01-16T00:00:00+00:00'),
    );
    expect(all.map((o) => o.id)).toEqual([early.id, late.id]);

    const first = await t.ok(
      orderListSchema,
      'GET',
      range('2026-01-15T09:59:00Z', '2026-01-15T10:30:00Z'),
    );
    expect(first.map((o) => o.id)).toEqual([early.id]);

    const second = await t.ok(
      orderListSchema,
      'GET',
      `${range('2026-01-15T10:30:00+00:00', '2026-01-15T12:00:00+00:00')}`.replace(
        '/v1/orders?',
        '/v1/orders/?',
      ),
    );
    expect(second.map((o) => o.id)).toEqual([late.id]);
  });
});
