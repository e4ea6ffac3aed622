/**
 * An idle sandbox process expires orders and runs delayed captures on time: no request reaches it
 * between the due time and the check, and the expiry webhook arrives within 5 s of the expiry.
 *
 * The sandbox holds its database file exclusively, so nothing can move a due time from outside:
 * the test waits out the interface's shortest lifetime (one minute) for real, for both an unpaid
 * order and a delayed-capture authorisation at once.
 */
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

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const LIFETIME_MS = 60_000;

describe('scheduler on an idle sandbox', () => {
  it(
    'expires an unpaid order (webhook within 5 s) and captures a delayed authorisation on time, with no request meanwhile',
    { timeout: 120_000 },
    async () => {
      receiver = await startReceiver();
      sandbox = await startOnFreePort({
        env: { WEBHOOK_POLL_MS: '500', CARD_ATTEMPTS_PER_CLIENT: '1000' },
      });
      const unpaid = await createOrder(sandbox.url, {
        currency: 'EUR',
        amount: 100,
        expiration_period: 'PT1M',
        webhook_url: receiver.url,
      });
      const expiresAt = Date.parse(unpaid.created) + LIFETIME_MS;
      const delayed = await createOrder(sandbox.url, {
        ...cardOrderBody,
        capture_mode: 'delayed',
        expiration_period: 'PT1M',
      });
      const setupToken = String(delayed.transactions[0]?.payment_method_details?.setup_token);
      expect((await payCard(sandbox.url, setupToken)).order_status).toBe('completed');
      const captureAt = Date.parse(delayed.created) + LIFETIME_MS;
      const authorised = (await getOrder(sandbox.url, delayed.id)).order?.transactions[0];
      expect(authorised?.is_capturable).toBe(true);

      // Idle: nothing is sent to the sandbox until the webhook has come (or failed to).
      let arrivedAt = 0;
      await until(
        'the expiry webhook',
        () => {
          const hit = receiver?.received.some(
            (r) => webhookEventSchema.safeParse(r.body).data?.order_id === unpaid.id,
          );
          if (hit && !arrivedAt) arrivedAt = Date.now();
          return Promise.resolve(hit === true);
        },
        expiresAt - Date.now() + 5_000,
      );
      expect(arrivedAt - expiresAt).toBeLessThan(5_000);
      await sleep(Math.max(0, captureAt + 4_000 - Date.now()));

      const { order: expired } = await getOrder(sandbox.url, unpaid.id);
      expect(expired?.status).toBe('expired');
      const captured = (await getOrder(sandbox.url, delayed.id)).order?.transactions[0];
      expect(captured?.is_capturable).toBe(false);
      expect(captured?.transaction_type).toBe('authorization');
    },
  );
});
