import { describe, expect, it } from 'vitest';
import { orderSchema, type Order } from '../../shared/api/index.ts';
import { createTestApp, paidCardOrder, TEST_KEYS, type TestApp } from '../test-app.ts';
import { cardOrder, payByCard } from '../test-flows.ts';

const LINES = [
  { name: 'Shirt', amount: 1000, quantity: 2, merchant_order_line_id: 'shirt' },
  { name: 'Cap', amount: 1000, quantity: 1, merchant_order_line_id: 'cap' },
];

/** A paid manual-capture order of 3000 with two lines (2 × 1000, 1 × 1000). */
const authorised = (t: TestApp) =>
  paidCardOrder(t, { amount: 3000, capture_mode: 'manual', order_lines: LINES });

const txPath = (order: Order, kind: 'captures' | 'voids', by: string) =>
  `/v1/orders/${order.id}/transactions/${order.transactions[0]?.id ?? ''}/${kind}/${by}`;

const details = async (t: TestApp, order: Order) => {
  const res = await t.call(
    'GET',
    `/v1/orders/${order.id}?fields[]=amount_details&fields[]=order_line_details`,
  );
  return { order: orderSchema.parse(await res.json()), etag: res.headers.get('etag') ?? '' };
};

describe('captures and voids', () => {
  it('authorises a manual-capture card payment without capturing it', async () => {
    const t = await createTestApp();
    const order = await authorised(t);
    expect(order.status).toBe('completed');
    expect(order.transactions[0]).toMatchObject({
      transaction_type: 'authorization',
      is_capturable: true,
    });
    const { order: full } = await details(t, order);
    expect(full.amount_details).toEqual({
      captured: 0,
      capturable: 3000,
      refunded: 0,
      refundable: 0,
      voided: 0,
      voidable: 3000,
    });
  });

  it('captures by amount and keeps amount_details consistent', async () => {
    const t = await createTestApp();
    const order = await authorised(t);
    const after = await t.ok(orderSchema, 'POST', txPath(order, 'captures', 'amount'), {
      amount: 1200,
      description: 'first parcel',
    });
    expect(after.flags).toContain('has-captures');
    const { order: full } = await details(t, order);
    expect(full.amount_details).toEqual({
      captured: 1200,
      capturable: 1800,
      refunded: 0,
      refundable: 1200,
      voided: 0,
      voidable: 1800,
    });
    expect(full.transactions[0]?.is_capturable).toBe(true);
  });

  it('refuses a capture past the capturable amount and a non-positive one', async () => {
    const t = await createTestApp();
    const order = await authorised(t);
    await t.ok(orderSchema, 'POST', txPath(order, 'captures', 'amount'), { amount: 2000 });
    expect(
      (await t.fails(400, 'POST', txPath(order, 'captures', 'amount'), { amount: 1001 }))
        .property_path,
    ).toBe('amount');
    expect(
      (await t.fails(400, 'POST', txPath(order, 'captures', 'amount'), { amount: 0 }))
        .property_path,
    ).toBe('amount');
    expect(
      (await t.fails(400, 'POST', txPath(order, 'captures', 'amount'), { amount: -5 }))
        .property_path,
    ).toBe('amount');
  });

  it('captures by order lines in both selection forms, with per-line state', async () => {
    const t = await createTestApp();
    const order = await authorised(t);
    const lineId = order.order_lines?.[0]?.id ?? '';
    await t.ok(orderSchema, 'POST', txPath(order, 'captures', 'orderlines'), {
      order_lines: [{ id: lineId, quantity: 1 }],
    });
    await t.ok(orderSchema, 'POST', txPath(order, 'captures', 'orderlines'), {
      order_line: { merchant_order_line_id: 'cap', quantity: 1 },
    });
    const { order: full } = await details(t, order);
    expect(full.amount_details?.captured).toBe(2000);
    expect(
      full.order_line_details?.map((l) => [l.captured_quantity, l.capturable_quantity]),
    ).toEqual([
      [1, 1],
      [1, 0],
    ]);
    const error = await t.fails(400, 'POST', txPath(order, 'captures', 'orderlines'), {
      order_line: { merchant_order_line_id: 'cap', quantity: 1 },
    });
    expect(error.property_path).toBe('order_lines[0].quantity');
    const unknown = await t.fails(400, 'POST', txPath(order, 'captures', 'orderlines'), {
      order_lines: [{ id: 'ol_nope', quantity: 1 }],
    });
    expect(unknown.property_path).toBe('order_lines[0].id');
  });

  it('voids by amount and by line; a fully settled authorisation is no longer capturable', async () => {
    const t = await createTestApp();
    const order = await authorised(t);
    await t.ok(orderSchema, 'POST', txPath(order, 'captures', 'amount'), { amount: 1000 });
    await t.ok(orderSchema, 'POST', txPath(order, 'voids', 'orderlines'), {
      order_line: { merchant_order_line_id: 'cap', quantity: 1 },
    });
    const after = await t.ok(orderSchema, 'POST', txPath(order, 'voids', 'amount'), {
      amount: 1000,
    });
    expect(after.flags).toContain('has-voids');
    expect(after.transactions[0]?.is_capturable).toBe(false);
    const { order: full } = await details(t, order);
    expect(full.amount_details).toEqual({
      captured: 1000,
      capturable: 0,
      refunded: 0,
      refundable: 1000,
      voided: 2000,
      voidable: 0,
    });
    await t.fails(400, 'POST', txPath(order, 'voids', 'amount'), { amount: 1 });
  });

  it('captures everything left with the SDKs’ bodiless POST …/captures/', async () => {
    const t = await createTestApp();
    const order = await authorised(t);
    const res = await t.app.request(
      `/v1/orders/${order.id}/transactions/${order.transactions[0]?.id ?? ''}/captures/`,
      {
        method: 'POST',
        headers: { authorization: `Basic ${Buffer.from(`${TEST_KEYS.demo}:`).toString('base64')}` },
      },
    );
    expect(res.status).toBe(200);
    const { order: full } = await details(t, order);
    expect(full.amount_details?.captured).toBe(3000);
    expect(full.order_line_details?.every((l) => l.capturable_quantity === 0)).toBe(true);
  });

  it('refuses captures on an automatically captured payment', async () => {
    const t = await createTestApp();
    const order = await paidCardOrder(t);
    const error = await t.fails(400, 'POST', txPath(order, 'captures', 'amount'), { amount: 100 });
    expect(error.property_path).toBe('transaction_id');
  });

  it('answers 403 for another project’s order and 404 for an unknown transaction', async () => {
    const t = await createTestApp();
    const order = await authorised(t);
    await t.fails(
      403,
      'POST',
      txPath(order, 'captures', 'amount'),
      { amount: 100 },
      { key: TEST_KEYS.other },
    );
    await t.fails(404, 'POST', `/v1/orders/${order.id}/transactions/tx_nope/captures/amount`, {
      amount: 100,
    });
  });

  it('captures automatically when a delayed-capture period lapses', async () => {
    const t = await createTestApp();
    const order = await paidCardOrder(t, { capture_mode: 'delayed', expiration_period: 'PT2H' });
    expect((await details(t, order)).order.amount_details?.captured).toBe(0);
    await t.clock.advance(2 * 3_600_000 + 1);
    expect((await details(t, order)).order.amount_details?.captured).toBe(3000);
  });
});

describe('delayed capture after an update', () => {
  it('captures at the period set by PUT, not the one given at creation', async () => {
    const t = await createTestApp();
    const { order, setupToken } = await cardOrder(t, {
      capture_mode: 'delayed',
      expiration_period: 'PT2H',
    });
    await t.ok(orderSchema, 'PUT', `/v1/orders/${order.id}/`, { expiration_period: 'PT4H' });
    await payByCard(t, setupToken);
    await t.clock.advance(2 * 3_600_000 + 1);
    expect((await details(t, order)).order.amount_details?.captured).toBe(0);
    await t.clock.advance(2 * 3_600_000);
    expect((await details(t, order)).order.amount_details?.captured).toBe(order.amount);
  });
});

describe('ETag and If-Match', () => {
  it('answers 412 when the order changed since it was fetched', async () => {
    const t = await createTestApp();
    const order = await authorised(t);
    const { etag } = await details(t, order);
    await t.ok(orderSchema, 'PUT', `/v1/orders/${order.id}/`, { description: 'changed' });
    const error = await t.fails(
      412,
      'POST',
      txPath(order, 'captures', 'amount'),
      { amount: 100 },
      { headers: { 'if-match': etag } },
    );
    expect(error.type).toBe('PreconditionFailed');
    const fresh = await details(t, order);
    await t.ok(
      orderSchema,
      'POST',
      txPath(order, 'captures', 'amount'),
      { amount: 100 },
      { headers: { 'if-match': fresh.etag } },
    );
  });

  it('lets only one of two concurrent captures with the same ETag succeed', async () => {
    const t = await createTestApp();
    const order = await authorised(t);
    const { etag } = await details(t, order);
    const both = await Promise.all(
      [1, 2].map(async () =>
        t.call(
          'POST',
          txPath(order, 'captures', 'amount'),
          { amount: 3000 },
          { headers: { 'if-match': etag } },
        ),
      ),
    );
    expect(both.map((r) => r.status).sort()).toEqual([200, 412]);
    expect((await details(t, order)).order.amount_details?.captured).toBe(3000);
  });

  it('never over-captures when concurrent captures carry no If-Match', async () => {
    const t = await createTestApp();
    const order = await authorised(t);
    const all = await Promise.all(
      [1, 2, 3].map(async () =>
        t.call('POST', txPath(order, 'captures', 'amount'), { amount: 1500 }),
      ),
    );
    expect(all.map((r) => r.status).sort()).toEqual([200, 200, 400]);
    expect((await details(t, order)).order.amount_details).toMatchObject({
      captured: 3000,
      capturable: 0,
    });
  });
});

describe('POST /v1/orders/:id/refunds', () => {
  it('refunds part of a paid order as a refund order linked both ways', async () => {
    const t = await createTestApp();
    const order = await paidCardOrder(t);
    const after = await t.ok(orderSchema, 'POST', `/v1/orders/${order.id}/refunds/`, {
      amount: 700,
      description: 'damaged',
    });
    expect(after.refunded_amount).toBe(700);
    expect(after.flags).toContain('has-refunds');
    expect(after.refund_orders).toHaveLength(1);
    const refund = await t.ok(orderSchema, 'GET', `/v1/orders/${after.refund_orders?.[0] ?? ''}`);
    expect(refund).toMatchObject({
      refund_of_order_id: order.id,
      amount: 700,
      status: 'completed',
      currency: 'EUR',
    });
    expect(refund.flags).toContain('is-refund');
    const { order: full } = await details(t, order);
    expect(full.amount_details).toMatchObject({ captured: 3000, refunded: 700, refundable: 2300 });
  });

  it('allows several partial refunds up to the captured amount, and no more', async () => {
    const t = await createTestApp();
    const order = await paidCardOrder(t);
    await t.ok(orderSchema, 'POST', `/v1/orders/${order.id}/refunds`, { amount: 2000 });
    await t.ok(orderSchema, 'POST', `/v1/orders/${order.id}/refunds`, { amount: 1000 });
    const error = await t.fails(400, 'POST', `/v1/orders/${order.id}/refunds`, { amount: 1 });
    expect(error.property_path).toBe('amount');
    expect((await t.ok(orderSchema, 'GET', `/v1/orders/${order.id}`)).refund_orders).toHaveLength(
      2,
    );
  });

  it('refunds by order lines, computing the amount from them', async () => {
    const t = await createTestApp();
    const order = await paidCardOrder(t, { order_lines: LINES });
    const after = await t.ok(orderSchema, 'POST', `/v1/orders/${order.id}/refunds`, {
      order_lines: [{ merchant_order_line_id: 'shirt', quantity: 2 }],
    });
    expect(after.refunded_amount).toBe(2000);
    const { order: full } = await details(t, order);
    expect(full.order_line_details?.[0]).toMatchObject({
      refunded_quantity: 2,
      refundable_quantity: 0,
    });
    await t.fails(400, 'POST', `/v1/orders/${order.id}/refunds`, {
      order_lines: [{ merchant_order_line_id: 'shirt', quantity: 1 }],
    });
    // An amount with lines that do not add up to it: the amount is refunded, the lines only
    // describe it (per-line counts unchanged).
    const partial = await t.ok(orderSchema, 'POST', `/v1/orders/${order.id}/refunds`, {
      amount: 5,
      order_lines: [{ merchant_order_line_id: 'cap', quantity: 1 }],
    });
    expect(partial.refunded_amount).toBe(2005);
    const { order: after5 } = await details(t, order);
    expect(after5.order_line_details?.[1]).toMatchObject({ refunded_quantity: 0 });
  });

  it('refunds everything still refundable when no amount and no lines are sent', async () => {
    const t = await createTestApp();
    const order = await paidCardOrder(t);
    await t.ok(orderSchema, 'POST', `/v1/orders/${order.id}/refunds`, { amount: 1000 });
    const rest = await t.ok(orderSchema, 'POST', `/v1/orders/${order.id}/refunds/`, {
      description: 'the rest',
    });
    expect(rest.refunded_amount).toBe(3000);
    const none = await t.fails(400, 'POST', `/v1/orders/${order.id}/refunds/`, {});
    expect(none).toMatchObject({ property_path: 'amount', value: 'nothing is left to refund' });
  });

  it("refuses a currency other than the order's", async () => {
    const t = await createTestApp();
    const order = await paidCardOrder(t);
    const error = await t.fails(400, 'POST', `/v1/orders/${order.id}/refunds`, {
      amount: 100,
      currency: 'USD',
    });
    expect(error.property_path).toBe('currency');
  });

  it('refunds only what was captured on a manual-capture order', async () => {
    const t = await createTestApp();
    const order = await authorised(t);
    await t.fails(400, 'POST', `/v1/orders/${order.id}/refunds`, { amount: 100 });
    await t.ok(orderSchema, 'POST', txPath(order, 'captures', 'amount'), { amount: 500 });
    await t.ok(orderSchema, 'POST', `/v1/orders/${order.id}/refunds`, { amount: 500 });
    await t.fails(400, 'POST', `/v1/orders/${order.id}/refunds`, { amount: 1 });
  });

  it('refuses refunds of unpaid orders, of refund orders, and bad bodies', async () => {
    const t = await createTestApp();
    const unpaid = await t.ok(orderSchema, 'POST', '/v1/orders/', { currency: 'EUR', amount: 100 });
    expect(
      (await t.fails(400, 'POST', `/v1/orders/${unpaid.id}/refunds`, { amount: 50 })).property_path,
    ).toBe('status');
    const order = await paidCardOrder(t);
    const after = await t.ok(orderSchema, 'POST', `/v1/orders/${order.id}/refunds`, {
      amount: 100,
    });
    await t.fails(400, 'POST', `/v1/orders/${after.refund_orders?.[0] ?? ''}/refunds`, {
      amount: 50,
    });
    await t.fails(400, 'POST', `/v1/orders/${order.id}/refunds`, { amount: 10.5 });
    await t.fails(
      403,
      'POST',
      `/v1/orders/${order.id}/refunds`,
      { amount: 10 },
      { key: TEST_KEYS.other },
    );
  });
});
