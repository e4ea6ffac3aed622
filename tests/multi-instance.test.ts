/**
 * Two sandbox processes on one PostgreSQL database, as a team runs them behind a load balancer:
 * - racing to capture one authorisation, exactly one capture happens and the other gets 412;
 * - kill -9 of one instance while webhook deliveries are pending and in flight loses none, and
 *   sends none twice except the at-least-once retry of a delivery the kill cut off mid-flight;
 * - both schedulers sweeping the same due orders expire and capture each exactly once;
 * - a key, a sealed capability key and the card-testing counter work on either instance.
 * Skipped (with a line) without PostgreSQL; never in CI.
 */
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { authHeader, type Sandbox } from '../scripts/bench/server.ts';
import { stopTestCluster, testDatabase } from '../scripts/pg/cluster.ts';
import {
  cancelOrder,
  cardOrderBody,
  createOrder,
  deliveries,
  getOrder,
  payCard,
  startOnFreePort,
  until,
} from './reliability/helpers.ts';

const SECRETS_KEY = 'multi-instance-test-master-key-0123456789';
const available = (await testDatabase('multi_instance_probe')) !== null;
afterAll(stopTestCluster);

let running: (Sandbox & { port: number })[] = [];
let clients: pg.Client[] = [];
let receivers: { close: () => Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(running.map((s) => s.stop()));
  await Promise.all(clients.map((c) => c.end()));
  await Promise.all(receivers.map((r) => r.close()));
  running = [];
  clients = [];
  receivers = [];
});

/** Two instances on a new database (started together: they migrate it once between them). */
async function twoInstances(env: Record<string, string | undefined> = {}) {
  const url = (await testDatabase('multi_instance')) ?? '';
  const common = {
    DATABASE_URL: url,
    SECRETS_KEY,
    CARD_ATTEMPTS_PER_CLIENT: '100000',
    ...env,
  };
  const [a, b] = await Promise.all([
    startOnFreePort({ env: common }),
    startOnFreePort({ env: common }),
  ]);
  if (!a || !b) throw new Error('not started');
  running.push(a, b);
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  clients.push(db);
  return { a, b, db };
}

/** A receiver that records each request and whether its answer was written before it closed. */
async function recordingReceiver(delayMs: number) {
  const requests: { orderId: string; at: number; answeredAt: number | null }[] = [];
  const server = createServer((req: IncomingMessage, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { order_id: string };
      const entry = { orderId: body.order_id, at: Date.now(), answeredAt: null as number | null };
      requests.push(entry);
      setTimeout(() => {
        if (res.destroyed) return;
        res.on('finish', () => {
          entry.answeredAt = Date.now();
        });
        res.writeHead(200).end('ok');
      }, delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const receiver = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  receivers.push(receiver);
  return receiver;
}

const json = { authorization: authHeader, 'content-type': 'application/json' };

/** An authorised (not captured) card order, paid through `base`. */
async function authorised(base: string, extra: object = {}) {
  const order = await createOrder(base, { ...cardOrderBody, capture_mode: 'manual', ...extra });
  const setupToken = String(order.transactions[0]?.payment_method_details?.setup_token);
  expect((await payCard(base, setupToken)).order_status).toBe('completed');
  return order;
}

/** How late after a kill a request the killed instance sent may still be noted as received. */
const RECEIVE_LAG_MS = 250;

describe.skipIf(!available)('two instances on one PostgreSQL database', () => {
  it(
    'capture race: exactly one capture per authorisation, the other instance answers 412',
    { timeout: 90_000 },
    async () => {
      const { a, b, db } = await twoInstances();
      for (let i = 0; i < 8; i++) {
        const order = await authorised(i % 2 ? a.url : b.url);
        const tx = order.transactions[0]?.id ?? '';
        const fetched = await fetch(`${a.url}/v1/orders/${order.id}/`, {
          headers: { authorization: authHeader },
        });
        const etag = fetched.headers.get('etag') ?? '';
        expect(etag).not.toBe('');
        const capture = (base: string) =>
          fetch(`${base}/v1/orders/${order.id}/transactions/${tx}/captures/amount`, {
            method: 'POST',
            headers: { ...json, 'if-match': etag },
            body: JSON.stringify({ amount: cardOrderBody.amount, description: 'race' }),
          });
        const answers = await Promise.all([capture(a.url), capture(b.url)]);
        expect(answers.map((r) => r.status).sort()).toEqual([200, 412]);
        const captured = (await getOrder(b.url, order.id)).order?.transactions[0];
        expect(captured?.is_capturable).toBe(false);
        expect(captured?.is_fully_captured).toBe(true);
        // One capture of the whole amount, not two.
        const { rows } = await db.query<{ captured_amount: string }>(
          'SELECT captured_amount FROM transactions WHERE id = $1',
          [tx],
        );
        expect(Number(rows[0]?.captured_amount)).toBe(cardOrderBody.amount);
      }
    },
  );

  it(
    'kill -9 of one instance loses no webhook and sends none twice but the one cut off mid-flight',
    { timeout: 120_000 },
    async () => {
      const receiver = await recordingReceiver(400);
      const { a, b } = await twoInstances({
        WEBHOOK_POLL_MS: '50',
        WEBHOOK_RETRY_INTERVAL_MS: '200',
        WEBHOOK_FIRST_TIMEOUT_MS: '1500',
        WEBHOOK_TIMEOUT_MS: '1500',
      });
      const ids: string[] = [];
      // Forty status changes through both instances: each queues one delivery.
      await Promise.all(
        Array.from({ length: 40 }, async (_, i) => {
          const base = i % 2 ? a.url : b.url;
          const order = await createOrder(base, {
            currency: 'EUR',
            amount: 100 + i,
            webhook_url: receiver.url,
          });
          expect((await cancelOrder(base, order.id)).status).toBe(200);
          ids.push(order.id);
        }),
      );
      // Some deliveries are on their way, the rest still pending: now a goes, mid-flight.
      await until('the first deliveries', () => Promise.resolve(receiver.requests.length >= 3));
      // Requests a sent until it was gone (SIGKILL takes a moment) may have been cut off.
      const killStart = Date.now();
      await a.kill9();
      // What a had written to its sockets still arrives after it is gone (the kernel sends what is
      // buffered), and this process's receiver notes a request when its event loop gets to it.
      const killedAt = Date.now() + RECEIVE_LAG_MS;
      // The kill came with deliveries still to make.
      expect(receiver.requests.length).toBeLessThan(ids.length);

      await until(
        'every delivery to be made',
        async () => {
          for (const id of ids)
            if ((await deliveries(b.url, id))[0]?.status !== 'delivered') return false;
          return true;
        },
        60_000,
      );
      for (const id of ids) {
        const sent = receiver.requests.filter((r) => r.orderId === id);
        expect(sent.length, id).toBeGreaterThanOrEqual(1);
        expect(sent.some((r) => r.answeredAt !== null)).toBe(true);
        if (sent.length > 1) {
          // Only a delivery in flight when the kill came is sent again, and only once more.
          expect(sent.length, id).toBe(2);
          const first = sent[0];
          expect(first?.at).toBeLessThanOrEqual(killedAt);
          expect(first?.answeredAt === null || (first?.answeredAt ?? 0) >= killStart - 50).toBe(
            true,
          );
        }
      }
      const duplicates = ids.filter(
        (id) => receiver.requests.filter((r) => r.orderId === id).length > 1,
      );
      const inFlightAtKill = receiver.requests.filter(
        (r) => r.at <= killedAt && (r.answeredAt === null || r.answeredAt >= killStart - 50),
      ).length;
      expect(inFlightAtKill).toBeGreaterThan(0);
      expect(duplicates.length).toBeLessThanOrEqual(inFlightAtKill);
    },
  );

  it(
    'both schedulers sweep: each due order expires once and each delayed capture runs once',
    { timeout: 90_000 },
    async () => {
      const receiver = await recordingReceiver(0);
      const { a, b, db } = await twoInstances({ WEBHOOK_POLL_MS: '100' });
      const unpaid: string[] = [];
      const delayed: string[] = [];
      for (let i = 0; i < 10; i++) {
        const base = i % 2 ? a.url : b.url;
        unpaid.push(
          (
            await createOrder(base, {
              currency: 'EUR',
              amount: 100 + i,
              expiration_period: 'PT1H',
              webhook_url: receiver.url,
            })
          ).id,
        );
        delayed.push(
          (await authorised(base, { capture_mode: 'delayed', expiration_period: 'PT1H' })).id,
        );
      }
      // Both instances find all of them due at once: the lifetimes lapse now, from outside.
      const now = Date.now();
      await db.query('UPDATE orders SET expires_at_ms = $1 WHERE id = ANY($2)', [now, unpaid]);
      await db.query('UPDATE orders SET capture_at_ms = $1 WHERE id = ANY($2)', [now, delayed]);

      await until(
        'the sweeps',
        async () => {
          const { rows } = await db.query<{ n: string }>(
            "SELECT COUNT(*) AS n FROM orders WHERE (id = ANY($1) AND status = 'expired') OR (id = ANY($2) AND capture_at_ms IS NULL)",
            [unpaid, delayed],
          );
          return Number(rows[0]?.n) === unpaid.length + delayed.length;
        },
        20_000,
      );
      const { rows: expired } = await db.query<{ order_id: string; n: string }>(
        "SELECT order_id, COUNT(*) AS n FROM status_events WHERE to_status = 'expired' AND order_id = ANY($1) GROUP BY order_id",
        [unpaid],
      );
      expect(expired).toHaveLength(unpaid.length);
      for (const row of expired) expect(Number(row.n), row.order_id).toBe(1);
      for (const id of delayed) {
        const tx = (await getOrder(a.url, id)).order?.transactions[0];
        expect(tx?.is_capturable, id).toBe(false);
      }
      const { rows: hooks } = await db.query<{ order_id: string; n: string }>(
        'SELECT order_id, COUNT(*) AS n FROM webhook_deliveries WHERE order_id = ANY($1) GROUP BY order_id',
        [unpaid],
      );
      for (const row of hooks) expect(Number(row.n), row.order_id).toBe(1);
      await until('the expiry webhooks', () =>
        Promise.resolve(unpaid.every((id) => receiver.requests.some((r) => r.orderId === id))),
      );
    },
  );

  it(
    'share keys, sealed capabilities and the card-testing counter',
    { timeout: 60_000 },
    async () => {
      const { a, b } = await twoInstances({ CARD_ATTEMPTS_PER_CLIENT: '4' });
      // An order made on one instance is read, with its order_url, on the other.
      const order = await createOrder(a.url, { currency: 'EUR', amount: 700 });
      const viewed = (await getOrder(b.url, order.id)).order;
      // Each instance writes its own origin; the rest (the capability key) is the same.
      const path = (url: string | null | undefined) => url?.replace(/^https?:\/\/[^/]+/, '');
      expect(path(viewed?.order_url)).toBe(path(order.order_url));
      // The per-client limit counts tokenizations on both instances together: 4 in all.
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) {
        const base = i % 2 ? a.url : b.url;
        const card = await createOrder(base, cardOrderBody);
        const res = await fetch(`${base}/v1/tokens/`, {
          method: 'POST',
          body: JSON.stringify({
            pan: '4111111111111111',
            expiry_date: '1230',
            setup_token: String(card.transactions[0]?.payment_method_details?.setup_token),
          }),
        });
        statuses.push(res.status);
      }
      expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
    },
  );

  it(
    'share one generated API key: an instance started later does not replace it',
    { timeout: 60_000 },
    async () => {
      const url = (await testDatabase('multi_instance')) ?? '';
      const env = { DATABASE_URL: url, SECRETS_KEY, SANDBOX_API_KEY: undefined };
      const db = new pg.Client({ connectionString: url });
      await db.connect();
      clients.push(db);
      const demoKeyHash = async () =>
        (
          await db.query<{ api_key_hash: string }>(
            "SELECT api_key_hash FROM projects WHERE id = 'proj_demo'",
          )
        ).rows[0]?.api_key_hash;
      const first = await startOnFreePort({ env });
      running.push(first);
      const made = await demoKeyHash();
      expect(made).toMatch(/^[0-9a-f]{64}$/);
      const second = await startOnFreePort({ env });
      running.push(second);
      expect(await demoKeyHash()).toBe(made);
      // And a restart of the first keeps it too.
      await first.stop();
      running.push(await startOnFreePort({ env }));
      expect(await demoKeyHash()).toBe(made);
      const { rows } = await db.query<{ name: string }>(
        "SELECT name FROM settings WHERE name LIKE '%api_key' ORDER BY name",
      );
      expect(rows.map((r) => r.name)).toEqual(['demo_api_key', 'other_api_key']);
    },
  );
});
