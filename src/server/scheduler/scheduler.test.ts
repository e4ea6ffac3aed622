import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { openDb } from '../db/open-db.ts';
import { manualClock } from '../lib/clock.ts';
import { sequentialIds } from '../lib/ids.ts';
import { seedProjects } from '../seed.ts';
import { basic, createTestApp, TEST_KEYS, TEST_URLS } from '../test-app.ts';
import { createOrder, statusEvents } from '../test-flows.ts';
import { claimsRepo } from '../db/claims-repo.ts';
import { scheduler } from './scheduler.ts';

describe('scheduler', () => {
  it('expires what is due on its own, without a request', async () => {
    const t = createTestApp();
    const order = await createOrder(t, {
      expiration_period: 'PT1M',
      webhook_url: 'http://h.test/',
    });
    const later = await createOrder(t, { expiration_period: 'PT10M' });
    t.clock.advance(61_000); // runs the sweep, as the timer would
    const status = (id: string) =>
      t.db.prepare<[string], { status: string }>('SELECT status FROM orders WHERE id = ?').get(id)
        ?.status;
    expect(status(order.id)).toBe('expired');
    expect(status(later.id)).toBe('new');
    expect(t.repos.outbox.pendingCount()).toBe(1);
  });

  it('claims each order once: a sweep working from a stale list expires nothing twice', async () => {
    const t = createTestApp();
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push((await createOrder(t, { expiration_period: 'PT1M' })).id);
    t.clock.advance(61_000);
    // A second instance that listed the same orders as due before the first one expired them.
    const stale = scheduler({
      clock: t.clock,
      claims: claimsRepo(t.db),
      dueForExpiry: () => ids,
      dueForCapture: () => [],
      expire: (id) => t.services.orders.expire(id),
      captureLapsed: (id) => t.services.settlement.captureLapsed(id),
    });
    expect(stale.runDue()).toBe(0);
    for (const id of ids)
      expect(statusEvents(t, id)).toEqual([
        [null, 'new'],
        ['new', 'expired'],
      ]);
  });

  it('claims a delayed capture for exactly one caller', async () => {
    const t = createTestApp();
    const order = await createOrder(t);
    t.db
      .prepare("UPDATE orders SET status = 'completed', capture_at_ms = 1 WHERE id = ?")
      .run(order.id);
    const claims = claimsRepo(t.db);
    expect(claims.claimCapture(order.id, 2)).toBe(true);
    expect(claims.claimCapture(order.id, 2)).toBe(false);
  });

  it('keeps sweeping after a failure, and undoes the claim of the order that failed', async () => {
    const t = createTestApp();
    const a = await createOrder(t, { expiration_period: 'PT1M' });
    const b = await createOrder(t, { expiration_period: 'PT1M' });
    const errors: unknown[] = [];
    const sweep = scheduler({
      clock: { now: () => new Date(Date.parse('2026-01-15T10:02:00Z')) },
      claims: claimsRepo(t.db),
      dueForExpiry: () => [a.id, b.id],
      dueForCapture: () => [],
      expire: (id) => {
        if (id === a.id) throw new Error('boom');
        t.services.orders.expire(id);
      },
      captureLapsed: () => undefined,
      onError: (err) => errors.push(err),
    });
    expect(sweep.runDue()).toBe(1);
    expect(errors).toHaveLength(1);
    expect(claimsRepo(t.db).claimExpiry(a.id, Date.parse('2026-01-15T10:02:00Z'))).toBe(true);
  });
});

describe('two schedulers on one database', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'xpay-scheduler-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('expire each due order once between them', async () => {
    const path = join(dir, 'sandbox.db');
    const clock = manualClock();
    // A sandbox holds its SQLite file exclusively, so the two apps share one connection here;
    // what is proven is that the claims in SQL hand each due order to one scheduler only.
    const db = openDb(path);
    seedProjects(db, TEST_KEYS, clock.now());
    const boot = () => ({ db, ...createApp({ db, clock, ids: sequentialIds(), urls: TEST_URLS }) });
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
    const handled = first.services.scheduler.runDue() + second.services.scheduler.runDue();
    expect(handled).toBe(10);
    expect(first.repos.outbox.pendingCount()).toBe(10);
    expect(second.db).toBe(first.db);
    db.close();
  });
});
