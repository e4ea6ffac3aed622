/**
 * An idle sandbox process expires orders and runs delayed captures on time: no request reaches it
 * between the due time and the check, and the expiry webhook arrives within 5 s of the expiry.
 *
 * The interface's shortest lifetime is one minute; to keep the suite quick, the test moves the
 * stored due time of an order it created a few seconds ahead, in the database file the running
 * process uses (SQLite in WAL mode takes a second writer).
 */
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import type { Sandbox } from '../../scripts/bench/server.ts';
import { webhookEventSchema } from '../../src/shared/api/index.ts';
import { startReceiver, type Receiver } from '../../src/server/webhooks/receiver.ts';
import {
  cardOrderBody,
  createOrder,
  getOrder,
  payCard,
  startOnFreePort,
  until,
} from './helpers.ts';

let sandbox: Sandbox | undefined;
let receiver: Receiver | undefined;
afterEach(async () => {
  await sandbox?.stop();
  await receiver?.close();
  sandbox = undefined;
  receiver = undefined;
});

/** Sets an order's due time (column `expires_at_ms` or `capture_at_ms`) in the process's database. */
function setDue(databasePath: string, orderId: string, column: string, atMs: number) {
  const db = new Database(databasePath, { timeout: 5_000 });
  try {
    db.prepare(`UPDATE orders SET ${column} = ? WHERE id = ?`).run(atMs, orderId);
  } finally {
    db.close();
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** What the process has captured of an order, read from its database (not through a request). */
function capturedInDatabase(databasePath: string, orderId: string): number {
  const db = new Database(databasePath, { readonly: true, timeout: 5_000 });
  try {
    const row = db
      .prepare<[string], { captured: number }>(
        'SELECT SUM(captured_amount) AS captured FROM transactions WHERE order_id = ?',
      )
      .get(orderId);
    return row?.captured ?? 0;
  } finally {
    db.close();
  }
}

describe('scheduler on an idle sandbox', () => {
  it(
    'expires an unpaid order and sends its webhook within 5 s of the expiry time',
    {
      timeout: 30_000,
    },
    async () => {
      receiver = await startReceiver();
      sandbox = await startOnFreePort({ env: { WEBHOOK_POLL_MS: '500' } });
      const order = await createOrder(sandbox.url, {
        currency: 'EUR',
        amount: 100,
        expiration_period: 'PT1M',
        webhook_url: receiver.url,
      });
      const expiresAt = Date.now() + 1_500;
      setDue(sandbox.databasePath, order.id, 'expires_at_ms', expiresAt);
      // Idle: nothing is sent to the sandbox until the webhook has come (or failed to).
      let arrivedAt = 0;
      await until(
        'the expiry webhook',
        () => {
          const hit = receiver?.received.some(
            (r) => webhookEventSchema.safeParse(r.body).data?.order_id === order.id,
          );
          if (hit && !arrivedAt) arrivedAt = Date.now();
          return Promise.resolve(hit === true);
        },
        expiresAt - Date.now() + 5_000,
      );
      expect(arrivedAt - expiresAt).toBeLessThan(5_000);
      const { order: after } = await getOrder(sandbox.url, order.id);
      expect(after?.status).toBe('expired');
    },
  );

  it(
    'captures a delayed-capture authorisation when its delay lapses, with no request meanwhile',
    {
      timeout: 30_000,
    },
    async () => {
      sandbox = await startOnFreePort({ env: { CARD_ATTEMPTS_PER_CLIENT: '1000' } });
      const order = await createOrder(sandbox.url, {
        ...cardOrderBody,
        capture_mode: 'delayed',
        expiration_period: 'PT1H',
      });
      const setupToken = String(order.transactions[0]?.payment_method_details?.setup_token);
      expect((await payCard(sandbox.url, setupToken)).order_status).toBe('completed');
      const before = (await getOrder(sandbox.url, order.id)).order?.transactions[0];
      expect(before?.is_capturable).toBe(true);
      setDue(sandbox.databasePath, order.id, 'capture_at_ms', Date.now() + 1_000);
      await sleep(1_000 + 4_000);
      // Checked in the file first: a request could itself have set the capture off.
      expect(capturedInDatabase(sandbox.databasePath, order.id)).toBe(cardOrderBody.amount);
      const after = (await getOrder(sandbox.url, order.id)).order?.transactions[0];
      expect(after?.is_capturable).toBe(false);
      expect(after?.transaction_type).toBe('authorization');
    },
  );
});
