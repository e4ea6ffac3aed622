import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  orderSchema,
  webhookDeliveryListSchema,
  webhookEventSchema,
} from '../../shared/api/index.ts';
import { createApp } from '../app.ts';
import { openStore } from '../db/open-store.ts';
import { systemClock } from '../lib/clock.ts';
import { sequentialIds } from '../lib/ids.ts';
import { seedProjects } from '../seed.ts';
import { basic, createTestApp, TEST_KEYS, TEST_URLS, type TestApp } from '../test-app.ts';
import { DEFAULT_SCHEDULE } from './dispatcher.ts';
import { startReceiver, type Receiver } from './receiver.ts';

let receiver: Receiver;
beforeEach(async () => {
  receiver = await startReceiver();
});
afterEach(async () => {
  await receiver.close();
});

// Timeouts long enough for a busy machine: a late answer would be retried, and counted twice.
const fast = { retryIntervalMs: 0, firstTimeoutMs: 3_000, timeoutMs: 3_000, maxAttempts: 3 };

/** Creates an order and cancels it: one status change (new → cancelled). */
async function cancelOne(t: TestApp, webhookUrl?: string) {
  const order = await t.ok(orderSchema, 'POST', '/v1/orders/', {
    currency: 'EUR',
    amount: 100,
    ...(webhookUrl ? { webhook_url: webhookUrl } : {}),
  });
  await t.ok(orderSchema, 'DELETE', `/v1/orders/${order.id}/`);
  return order;
}

describe('webhook delivery', () => {
  it('POSTs status_changed to the order webhook_url on every status change', async () => {
    const t = await createTestApp({ webhooks: fast });
    const order = await cancelOne(t, receiver.url);
    await t.services.dispatcher.tick();
    expect(receiver.received).toHaveLength(1);
    const body = webhookEventSchema.parse(receiver.received[0]?.body);
    expect(body).toEqual({ event: 'status_changed', order_id: order.id, project_id: 'proj_demo' });
    expect(receiver.received[0]?.headers['content-type']).toBe('application/json');
  });

  it('uses the project default URL when the order has none, and the order URL over it', async () => {
    const t = await createTestApp({ webhooks: fast });
    await t.repos.projects.setWebhookUrl('proj_demo', `${receiver.url}?default`);
    await cancelOne(t);
    await cancelOne(t, `${receiver.url}?order`);
    await t.services.dispatcher.tick();
    expect(receiver.received.map((r) => r.path).sort()).toEqual(['/hooks?default', '/hooks?order']);
  });

  it('sends nothing when neither the order nor the project has a URL', async () => {
    const t = await createTestApp({ webhooks: fast });
    await cancelOne(t);
    expect(await t.services.dispatcher.tick()).toBe(0);
  });

  it('retries non-2xx answers and marks the delivery failed after the last attempt', async () => {
    const t = await createTestApp({ webhooks: fast });
    receiver.answer(500);
    const order = await cancelOne(t, receiver.url);
    await t.services.dispatcher.tick();
    expect(receiver.received).toHaveLength(3);
    const log = await t.ok(webhookDeliveryListSchema, 'GET', `/v1/webhooks/?order_id=${order.id}`);
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({
      status: 'failed',
      attempts: 3,
      last_status: 500,
      last_error: 'HTTP 500',
    });
    const failed = await t.ok(webhookDeliveryListSchema, 'GET', '/v1/webhooks?status=failed');
    expect(failed.map((d) => d.order_id)).toEqual([order.id]);
  });

  it('counts an answer slower than the timeout as a failed attempt', async () => {
    const t = await createTestApp({ webhooks: { ...fast, firstTimeoutMs: 300, timeoutMs: 300 } });
    receiver.answer(200, 600);
    const order = await cancelOne(t, receiver.url);
    await t.services.dispatcher.tick();
    const [first] = await t.ok(
      webhookDeliveryListSchema,
      'GET',
      `/v1/webhooks?order_id=${order.id}`,
    );
    expect(first).toMatchObject({ status: 'failed', attempts: 3 });
    expect(first?.last_error).toMatch(/timeout after 300 ms/);
  });

  it('waits the retry interval between attempts', async () => {
    const t = await createTestApp({ webhooks: { ...fast, retryIntervalMs: 120_000 } });
    receiver.answer(503);
    const order = await cancelOne(t, receiver.url);
    await t.services.dispatcher.tick();
    await t.services.dispatcher.tick();
    expect(receiver.received).toHaveLength(1);
    await t.clock.advance(120_000);
    receiver.answer(204);
    await t.services.dispatcher.tick();
    expect(receiver.received).toHaveLength(2);
    const [delivery] = await t.ok(
      webhookDeliveryListSchema,
      'GET',
      `/v1/webhooks?order_id=${order.id}`,
    );
    expect(delivery).toMatchObject({ status: 'delivered', attempts: 2, last_status: 204 });
  });

  it('does not show one project the deliveries of another', async () => {
    const t = await createTestApp({ webhooks: fast });
    await cancelOne(t, receiver.url);
    const other = await t.ok(webhookDeliveryListSchema, 'GET', '/v1/webhooks/', undefined, {
      key: TEST_KEYS.other,
    });
    expect(other).toEqual([]);
  });

  it('refuses a webhook_url that is not http(s) at order creation', async () => {
    const t = await createTestApp();
    const error = await t.fails(400, 'POST', '/v1/orders/', {
      currency: 'EUR',
      amount: 1,
      webhook_url: 'ftp://x.example/h',
    });
    expect(error.property_path).toBe('webhook_url');
  });
});

describe('receivers do not hold each other up', () => {
  let others: Receiver[] = [];
  afterEach(async () => {
    await Promise.all(others.map((r) => r.close()));
    others = [];
  });

  /** Time until `receiver` got its first delivery, while the dispatcher polls on its own. */
  async function timeToFirst(receiver: Receiver, limitMs: number) {
    const started = performance.now();
    while (receiver.received.length === 0 && performance.now() - started < limitMs)
      await new Promise((r) => setTimeout(r, 5));
    return performance.now() - started;
  }

  it(
    'delivers to a healthy receiver at once while another hangs with hundreds pending',
    { timeout: 60_000 },
    async () => {
      const t = await createTestApp();
      const hanging = await startReceiver();
      others.push(hanging);
      hanging.answer(200, Infinity);
      // More pending deliveries to the hanging receiver than one look at the outbox takes in.
      for (let i = 0; i < 300; i++) await cancelOne(t, `${hanging.url}?n=${i}`);
      await cancelOne(t, receiver.url);
      t.services.dispatcher.start(20);
      try {
        expect(await timeToFirst(receiver, 3_000)).toBeLessThan(1_000);
        // The hanging receiver holds its own slots, and no more.
        const until = performance.now() + 2_000;
        while (hanging.received.length < DEFAULT_SCHEDULE.perReceiver && performance.now() < until)
          await new Promise((r) => setTimeout(r, 10));
        await new Promise((r) => setTimeout(r, 200));
        expect(hanging.mostAtOnce()).toBe(DEFAULT_SCHEDULE.perReceiver);
      } finally {
        await hanging.close();
        await t.services.dispatcher.stop();
      }
    },
  );

  it('counts two ports on loopback as two receivers, each with its own slots', async () => {
    const t = await createTestApp({ webhooks: { perReceiver: 2 } });
    const slow = await startReceiver();
    others.push(slow);
    slow.answer(200, 300);
    receiver.answer(200, 300);
    for (let i = 0; i < 6; i++) {
      await cancelOne(t, slow.url);
      await cancelOne(t, receiver.url);
    }
    expect(await t.services.dispatcher.tick()).toBe(12);
    expect(slow.mostAtOnce()).toBe(2);
    expect(receiver.mostAtOnce()).toBe(2);
    expect(slow.received).toHaveLength(6);
    expect(receiver.received).toHaveLength(6);
  });

  it(
    'tries a receiver at once however many others hang, past the total of slots too',
    {
      timeout: 30_000,
    },
    async () => {
      const t = await createTestApp({ webhooks: { perReceiver: 3, maxInFlight: 6 } });
      const hanging = await Promise.all(Array.from({ length: 6 }, () => startReceiver()));
      others.push(...hanging);
      for (const r of hanging) {
        r.answer(200, Infinity);
        for (let i = 0; i < 5; i++) await cancelOne(t, r.url);
      }
      await cancelOne(t, receiver.url);
      t.services.dispatcher.start(20);
      try {
        expect(await timeToFirst(receiver, 3_000)).toBeLessThan(1_000);
        // The total is reached: each hanging receiver keeps its first slot, none gets more.
        expect(hanging.every((r) => r.received.length >= 1)).toBe(true);
        expect(hanging.reduce((n, r) => n + r.received.length, 0)).toBeLessThanOrEqual(6 + 6);
      } finally {
        await Promise.all(hanging.map((r) => r.close()));
        await t.services.dispatcher.stop();
      }
    },
  );

  it('gives a receiver a slot as soon as one frees, without waiting for the others', async () => {
    const t = await createTestApp({ webhooks: { perReceiver: 1 } });
    const hanging = await startReceiver();
    others.push(hanging);
    hanging.answer(200, Infinity);
    await cancelOne(t, hanging.url);
    for (let i = 0; i < 20; i++) await cancelOne(t, receiver.url);
    t.services.dispatcher.start(1_000); // one poll; then only freed slots move things on
    try {
      const started = performance.now();
      while (receiver.received.length < 20 && performance.now() - started < 3_000)
        await new Promise((r) => setTimeout(r, 5));
      expect(receiver.received).toHaveLength(20);
      expect(performance.now() - started).toBeLessThan(1_000);
    } finally {
      await hanging.close();
      await t.services.dispatcher.stop();
    }
  });

  it('lets one of two dispatchers on the same outbox take a delivery, never both', async () => {
    const t = await createTestApp({ webhooks: fast });
    await cancelOne(t, receiver.url);
    const [row] = await t.repos.outbox.due(t.clock.now().getTime(), 10);
    if (!row) throw new Error('nothing due');
    expect(await t.repos.outbox.claim(row, row.next_attempt_ms + 5_000)).toBe(true);
    expect(await t.repos.outbox.claim(row, row.next_attempt_ms + 5_000)).toBe(false);
    expect(await t.services.dispatcher.tick()).toBe(0);
  });
});

describe('webhook outbox across a restart', () => {
  let dir: string;
  let keyDir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'xpay-outbox-'));
    keyDir = mkdtempSync(join(tmpdir(), 'xpay-outbox-key-'));
  });
  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
    rmSync(keyDir, { recursive: true, force: true });
  });

  const boot = async (path: string) => {
    const store = await openStore(path, {
      key: { kind: 'file', path: join(keyDir, 'secrets.key'), create: true },
    });
    await seedProjects(store, TEST_KEYS);
    const { app, services, repos } = createApp({
      store,
      clock: systemClock,
      ids: sequentialIds(),
      urls: TEST_URLS,
      webhooks: fast,
    });
    return { store, app, services, repos };
  };

  it('delivers, after the service is stopped and started again, what was pending', async () => {
    const path = join(dir, 'sandbox.db');
    const first = await boot(path);
    const res = await first.app.request('/v1/orders/', {
      method: 'POST',
      headers: { authorization: basic(TEST_KEYS.demo) },
      body: JSON.stringify({ currency: 'EUR', amount: 100, webhook_url: receiver.url }),
    });
    const order = orderSchema.parse(await res.json());
    await first.app.request(`/v1/orders/${order.id}`, {
      method: 'DELETE',
      headers: { authorization: basic(TEST_KEYS.demo) },
    });
    // Stopped before the dispatcher ran: the delivery exists only as a row in the file.
    expect(await first.repos.outbox.pendingCount()).toBe(1);
    await first.store.close();

    const second = await boot(path);
    expect(await second.repos.outbox.pendingCount()).toBe(1);
    await second.services.dispatcher.tick();
    expect(receiver.received.map((r) => webhookEventSchema.parse(r.body).order_id)).toEqual([
      order.id,
    ]);
    expect(await second.repos.outbox.pendingCount()).toBe(0);
    await second.store.close();
  });
});
