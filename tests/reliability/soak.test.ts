/**
 * Soak: a steady, bounded load (a fixed rate for a fixed time) of creates, reads and card payments
 * against a sandbox process: zero errors, and memory that stays flat once warm.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Sandbox } from '../../scripts/bench/server.ts';
import {
  cardOrderBody,
  createOrder,
  getOrder,
  payCard,
  rssMiB,
  startOnFreePort,
} from './helpers.ts';

const SECONDS = Number(process.env['SOAK_SECONDS'] ?? 20);
const PER_SECOND = 60; // operations (an operation is one to three requests)

let sandbox: Sandbox | undefined;
afterEach(async () => sandbox?.stop());

describe('soak', () => {
  it(
    `holds ${PER_SECOND} operations/s for ${SECONDS} s with no error and flat memory`,
    { timeout: (SECONDS + 60) * 1000 },
    async () => {
      sandbox = await startOnFreePort({ env: { CARD_ATTEMPTS_PER_CLIENT: '1000000' } });
      const base = sandbox.url;
      const ids: string[] = [(await createOrder(base, { currency: 'EUR', amount: 100 })).id];
      let errors = 0;
      let operations = 0;
      const inFlight = new Set<Promise<void>>();
      const operation = async (i: number) => {
        try {
          if (i % 10 < 3)
            ids.push(
              (
                await createOrder(base, {
                  currency: 'EUR',
                  amount: 100 + (i % 900),
                  description: `soak ${i}`,
                })
              ).id,
            );
          else if (i % 10 < 8) {
            const { status } = await getOrder(base, ids[i % ids.length] ?? '');
            if (status !== 200) errors++;
          } else {
            const order = await createOrder(base, cardOrderBody);
            const result = await payCard(
              base,
              String(order.transactions[0]?.payment_method_details?.setup_token),
            );
            if (result.order_status !== 'completed') errors++;
          }
        } catch {
          errors++;
        }
        operations++;
      };
      const samples: number[] = [];
      const started = Date.now();
      let i = 0;
      while (Date.now() - started < SECONDS * 1000) {
        const due = Math.floor(((Date.now() - started) / 1000) * PER_SECOND);
        for (; i < due; i++) {
          const p = operation(i).finally(() => inFlight.delete(p));
          inFlight.add(p);
        }
        if (samples.length < Math.floor((Date.now() - started) / 1000))
          samples.push(await rssMiB(sandbox.pid));
        await new Promise((r) => setTimeout(r, 20));
      }
      await Promise.all(inFlight);
      samples.push(await rssMiB(sandbox.pid));

      expect(errors).toBe(0);
      expect(operations).toBeGreaterThanOrEqual(PER_SECOND * SECONDS * 0.95);
      // Flat: after warm-up (the first quarter), memory grows by no more than 20 % + 16 MiB.
      const warm = Math.max(
        ...samples.slice(Math.floor(samples.length / 4), Math.floor(samples.length / 2)),
      );
      const end = Math.max(...samples.slice(-3));
      console.log(
        `soak: ${operations} operations, RSS warm ${warm.toFixed(1)} MiB → end ${end.toFixed(1)} MiB`,
      );
      expect(end).toBeLessThanOrEqual(warm * 1.2 + 16);
    },
  );
});
