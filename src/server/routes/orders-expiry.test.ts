import { describe, expect, it } from 'vitest';
import { orderSchema } from '../../shared/api/index.ts';
import { createTestApp } from '../test-app.ts';
import { createOrder, firstTx, getOrder, statusEvents } from '../test-flows.ts';

const MINUTE = 60_000;

describe('order expiry (GET /v1/orders/:id after the lifetime)', () => {
  it('expires the order and its open transactions after expiration_period', async () => {
    const t = await createTestApp();
    const order = await createOrder(t, {
      expiration_period: 'PT10M',
      transactions: [{ payment_method: 'ideal' }],
    });
    await t.clock.advance(9 * MINUTE);
    expect((await getOrder(t, order.id)).status).toBe('new');
    await t.clock.advance(2 * MINUTE);
    const expired = await getOrder(t, order.id);
    expect(expired.status).toBe('expired');
    expect(firstTx(expired).status).toBe('expired');
    expect(await statusEvents(t, order.id)).toEqual([
      [null, 'new'],
      ['new', 'expired'],
    ]);
  });

  it('follows an expiration_period changed by PUT', async () => {
    const t = await createTestApp();
    const order = await createOrder(t, { expiration_period: 'PT10M' });
    await t.ok(orderSchema, 'PUT', `/v1/orders/${order.id}/`, { expiration_period: 'PT1H' });
    await t.clock.advance(50 * MINUTE);
    expect((await getOrder(t, order.id)).status).toBe('new');
    await t.clock.advance(11 * MINUTE);
    expect((await getOrder(t, order.id)).status).toBe('expired');
  });

  it('keeps the 30-minute payment window of delayed capture, on create and on PUT', async () => {
    const t = await createTestApp();
    const body = { capture_mode: 'delayed', expiration_period: 'P1D' } as const;
    const created = await createOrder(t, body);
    const updated = await createOrder(t, body);
    await t.ok(orderSchema, 'PUT', `/v1/orders/${updated.id}/`, { expiration_period: 'P2D' });
    await t.clock.advance(31 * MINUTE);
    expect((await getOrder(t, created.id)).status).toBe('expired');
    expect((await getOrder(t, updated.id)).status).toBe('expired');
  });

  it('gives an order without expiration_period 30 minutes', async () => {
    const t = await createTestApp();
    const order = await createOrder(t);
    await t.clock.advance(29 * MINUTE);
    expect((await getOrder(t, order.id)).status).toBe('new');
    await t.clock.advance(2 * MINUTE);
    expect((await getOrder(t, order.id)).status).toBe('expired');
  });
});
