/**
 * A hanging webhook receiver costs only its own deliveries: against a sandbox process, 64 real
 * receivers on loopback that never answer hold deliveries open, and a healthy receiver still gets
 * its delivery within 1 s of the status change.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Sandbox } from '../../scripts/bench/server.ts';
import { webhookEventSchema } from '../../src/shared/api/index.ts';
import { startReceiver, type Receiver } from '../../src/server/webhooks/receiver.ts';
import { cancelOrder, createOrder, startOnFreePort, until } from './helpers.ts';

let sandbox: Sandbox | undefined;
let receivers: Receiver[] = [];
afterEach(async () => {
  await Promise.all(receivers.map((r) => r.close()));
  receivers = [];
  await sandbox?.stop();
  sandbox = undefined;
});

const HANGING = 64;

describe('webhook delivery with hanging receivers', () => {
  it(
    `delivers to a healthy receiver within 1 s while ${HANGING} receivers hang`,
    {
      timeout: 60_000,
    },
    async () => {
      const hanging = await Promise.all(Array.from({ length: HANGING }, () => startReceiver()));
      for (const r of hanging) r.answer(200, Infinity);
      const healthy = await startReceiver();
      receivers = [...hanging, healthy];
      sandbox = await startOnFreePort({ env: { WEBHOOK_POLL_MS: '100' } });
      const base = sandbox.url;

      // Five deliveries per hanging receiver (320 held open), sent before the healthy one.
      for (let round = 0; round < 5; round++)
        await Promise.all(
          hanging.map(async (r) => {
            const order = await createOrder(base, {
              currency: 'EUR',
              amount: 100,
              webhook_url: r.url,
            });
            expect((await cancelOrder(base, order.id)).status).toBe(200);
          }),
        );
      await until(
        'the hanging receivers to be called',
        () => Promise.resolve(hanging.every((r) => r.received.length >= 5)),
        10_000,
      );

      const order = await createOrder(base, {
        currency: 'EUR',
        amount: 100,
        webhook_url: healthy.url,
      });
      const changed = Date.now();
      expect((await cancelOrder(base, order.id)).status).toBe(200);
      await until(
        'the healthy delivery',
        () =>
          Promise.resolve(
            healthy.received.some(
              (r) => webhookEventSchema.safeParse(r.body).data?.order_id === order.id,
            ),
          ),
        10_000,
      );
      expect(Date.now() - changed).toBeLessThan(1_000);
      // Every hanging receiver is being tried at the same time, not in turns.
      expect(hanging.every((r) => r.received.length > 0)).toBe(true);
    },
  );
});
