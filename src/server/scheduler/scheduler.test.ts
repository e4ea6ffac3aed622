import { describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { manualClock } from '../lib/clock.ts';
import { sequentialIds } from '../lib/ids.ts';
import { seedProjects } from '../seed.ts';
import { basic, createTestApp, TEST_KEYS, TEST_URLS } from '../test-app.ts';
import { createOrder, statusEvents } from '../test-flows.ts';
import { openTestStore } from '../test-store.ts';
import { scheduler } from './scheduler.ts';

describe('scheduler', () => {
  it('expires what is due on its own, without a request', async () => {
    const t = await createTestApp();
    const order = await createOrder(t, {
      expiration_period: 'PT1M',
      webhook_url: 'http://h.test/',
    });
    const later = await createOrder(t, { expiration_period: 'PT10M' });
    await t.clock.advance(61_000); // runs the sweep, as the timer would
    const status = async (id: string) =>
      (await t.store.get<{ status: string }>('SELECT status FROM orders WHERE id = ?', [id]))
        ?.status;
    expect(await status(order.id)).toBe('expired');
    expect(await status(later.id)).toBe('new');
    expect(await t.repos.outbox.pendingCount()).toBe(1);
  });

  it('claims each order once: a sweep working from a stale list expires nothing twice', async () => {
    const t = await createTestApp();
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push((await createOrder(t, { expiration_period: 'PT1M' })).id);
    await t.clock.advance(61_000);
    // A second instance that listed the same orders as due before the first one expired them.
    const stale = scheduler({
      clock: t.clock,
      repos: t.repos,
      dueForExpiry: () => Promise.resolve(ids),
      dueForCapture: () => Promise.resolve([]),
      expire: (r, id) => t.services.orders.expire(r, id),
      captureLapsed: (r, id) => t.services.settlement.captureLapsed(r, id),
    });
    expect(await stale.runDue()).toBe(0);
    for (const id of ids)
      expect(await statusEvents(t, id)).toEqual([
        [null, 'new'],
        ['new', 'expired'],
      ]);
  });

  it('claims a delayed capture for exactly one caller', async () => {
    const t = await createTestApp();
    const order = await createOrder(t);
    await t.store.run("UPDATE orders SET status = 'completed', capture_at_ms = 1 WHERE id = ?", [
      order.id,
    ]);
    expect(await t.repos.claims.claimCapture(order.id, 2)).toBe(true);
    expect(await t.repos.claims.claimCapture(order.id, 2)).toBe(false);
  });

  it('keeps sweeping after a failure, and undoes the claim of the order that failed', async () => {
    const t = await createTestApp();
    const a = await createOrder(t, { expiration_period: 'PT1M' });
    const b = await createOrder(t, { expiration_period: 'PT1M' });
    const errors: unknown[] = [];
    const sweep = scheduler({
      clock: { now: () => new Date(Date.parse('2026-01-15T10:02:00Z')) },
      repos: t.repos,
      dueForExpiry: () => Promise.resolve([a.id, b.id]),
      dueForCapture: () => Promise.resolve([]),
      expire: async (r, id) => {
        if (id === a.id) throw new Error('boom');
        await t.services.orders.expire(r, id);
      },
      captureLapsed: () => Promise.resolve(),
      onError: (err) => errors.push(err),
    });
    expect(await sweep.runDue()).toBe(1);
    expect(errors).toHaveLength(1);
    expect(await t.repos.claims.claimExpiry(a.id, Date.parse('2026-01-15T10:02:00Z'))).toBe(true);
  });
});

describe('two schedulers on one database', () => {
  it('expire each due order once between them, sweeping at the same time', async () => {
    const clock = manualClock();
    // Two apps on one store (a SQLite sandbox holds its file exclusively, so they share its
    // connection): what is proven is that the claims in SQL hand each due order to one scheduler.
    const store = await openTestStore();
    await seedProjects(store, TEST_KEYS, clock.now());
    const boot = () => ({
      store,
      ...createApp({ store, clock, ids: sequentialIds(), urls: TEST_URLS }),
    });
    const first = boot();
    const second = boot();
    const ids: string[] = [];
    for (let i = 0; i < 10; i++) {
      const res = await first.app.request('/v1/orders/', {
        method: 'POST',
        headers: { authorization: basic(TEST_KEYS.demo) },
        body: JSON.stringify({
          currency: 'EUR',
          amount: 100 + i,
          expiration_period: 'PT1M',
          webhook_url: 'http://h.test/',
        }),
      });
      ids.push(((await res.json()) as { id: string }).id);
    }
    clock.advance(61_000);
    const handled = await Promise.all([
      first.services.scheduler.runDue(),
      second.services.scheduler.runDue(),
    ]);
    expect(handled[0] + handled[1]).toBe(10);
    expect(await first.repos.outbox.pendingCount()).toBe(10);
    expect(second.store).toBe(first.store);
    await store.close();
  });
});
