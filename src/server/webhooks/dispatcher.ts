/**
 * Delivers the webhook outbox over HTTP: POST `{event, order_id, project_id}` to the URL; any 2xx
 * acknowledges; otherwise retry up to 10 attempts, 2 minutes apart, with a 4 s timeout on the first
 * attempt and 10 s on later ones (interface: Retry), then mark the delivery failed. Every value of
 * the schedule is configurable so tests run it in milliseconds.
 */
import type { Clock } from '../lib/clock.ts';
import { iso } from '../lib/clock.ts';
import type { DeliveryRow, OutboxRepo } from './outbox-repo.ts';

export type WebhookSchedule = {
  retryIntervalMs: number;
  firstTimeoutMs: number;
  timeoutMs: number;
  maxAttempts: number;
};

export const DEFAULT_SCHEDULE: WebhookSchedule = {
  retryIntervalMs: 120_000,
  firstTimeoutMs: 4_000,
  timeoutMs: 10_000,
  maxAttempts: 10,
};

/** Deliveries sent at once per tick. */
const BATCH = 32;

export function webhookDispatcher(deps: {
  outbox: OutboxRepo;
  clock: Clock;
  schedule: WebhookSchedule;
  fetch?: typeof fetch;
}) {
  const { outbox, clock, schedule } = deps;
  const send = deps.fetch ?? fetch;
  let timer: ReturnType<typeof setInterval> | undefined;
  let busy: Promise<number> | undefined;

  async function attempt(row: DeliveryRow): Promise<void> {
    const timeout = row.attempts === 0 ? schedule.firstTimeoutMs : schedule.timeoutMs;
    let lastStatus: number | null = null;
    let lastError: string | null = null;
    try {
      const res = await send(row.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'user-agent': 'xpay-sandbox-webhooks/1' },
        body: row.body,
        redirect: 'manual',
        signal: AbortSignal.timeout(timeout),
      });
      lastStatus = res.status;
      await res.body?.cancel();
    } catch (err) {
      lastError =
        err instanceof Error && err.name === 'TimeoutError'
          ? `timeout after ${timeout} ms`
          : 'connection failed';
    }
    const attempts = row.attempts + 1;
    const now = clock.now();
    const ok = lastStatus !== null && lastStatus >= 200 && lastStatus < 300;
    if (!ok && lastError === null) lastError = `HTTP ${lastStatus}`;
    outbox.settle({
      id: row.id,
      status: ok ? 'delivered' : attempts >= schedule.maxAttempts ? 'failed' : 'pending',
      attempts,
      next_attempt_ms: now.getTime() + schedule.retryIntervalMs,
      last_status: lastStatus,
      last_error: ok ? null : lastError,
      delivered: ok ? iso(now) : null,
    });
  }

  /** Sends every due delivery once; resolves with how many were attempted. */
  async function tick(): Promise<number> {
    if (busy) return busy;
    busy = (async () => {
      let total = 0;
      // Bounded: with a zero retry interval a failing URL would otherwise be retried in one tick.
      for (let round = 0; round < 20; round++) {
        const now = clock.now().getTime();
        const rows = outbox.take(now, BATCH, now + schedule.timeoutMs + 1_000);
        if (rows.length === 0) break;
        await Promise.all(rows.map(attempt));
        total += rows.length;
      }
      return total;
    })();
    try {
      return await busy;
    } finally {
      busy = undefined;
    }
  }

  return {
    tick,
    /** Polls the outbox every `everyMs` (pending deliveries survive restarts: they are rows). */
    start(everyMs: number) {
      timer ??= setInterval(() => void tick(), everyMs);
      timer.unref?.();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await busy;
    },
  };
}
export type WebhookDispatcher = ReturnType<typeof webhookDispatcher>;
