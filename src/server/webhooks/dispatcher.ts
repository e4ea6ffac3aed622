/**
 * Delivers the webhook outbox over HTTP: POST `{event, order_id, project_id}` to the URL; any 2xx
 * acknowledges; otherwise retry up to 10 attempts, 2 minutes apart, with a 4 s timeout on the first
 * attempt and 10 s on later ones (interface: Retry), then mark the delivery failed.
 *
 * A slow or hanging receiver costs only its own deliveries: each receiver (the origin of the
 * webhook URL: scheme, host and port) has a few deliveries in flight at most, every delivery runs
 * on its own (nothing waits for a batch), and a slot that frees up is used at once. Every value of
 * the schedule is configurable so tests run it in milliseconds.
 */
import type { Clock } from '../lib/clock.ts';
import { iso } from '../lib/clock.ts';
import type { DeliveryRow, OutboxRepo } from '../db/outbox-repo.ts';

export type WebhookSchedule = {
  retryIntervalMs: number;
  firstTimeoutMs: number;
  timeoutMs: number;
  maxAttempts: number;
  /** Deliveries in flight to one receiver at once. */
  perReceiver: number;
  /**
   * Deliveries in flight at once in all, past which a receiver gets no second slot. Its first is
   * never held back (so no number of hanging receivers keeps another from being tried), up to four
   * times this many in all.
   */
  maxInFlight: number;
};

export const DEFAULT_SCHEDULE: WebhookSchedule = {
  retryIntervalMs: 120_000,
  firstTimeoutMs: 4_000,
  timeoutMs: 10_000,
  maxAttempts: 10,
  perReceiver: 16,
  maxInFlight: 1_024,
};

/**
 * Due deliveries looked at per pass over the outbox (passes repeat while they start something):
 * small, as a freed slot usually takes one delivery.
 */
const SCAN = 32;

/** The receiver a URL belongs to: its origin (`http://127.0.0.1:4610`). */
function receiverOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return url;
  }
}

export function webhookDispatcher(deps: {
  outbox: OutboxRepo;
  clock: Clock;
  schedule: WebhookSchedule;
  fetch?: typeof fetch;
  /** Told when a poll fails (the database is busy or closed); the next poll tries again. */
  onError?: (err: unknown) => void;
}) {
  const { outbox, clock, schedule } = deps;
  const send = deps.fetch ?? fetch;
  /** Deliveries in flight per receiver. */
  const busy = new Map<string, number>();
  const inFlight = new Set<Promise<void>>();
  let attempted = 0;
  let timer: ReturnType<typeof setInterval> | undefined;
  let pumpQueued = false;
  /** The pass under way, and whether another was asked for meanwhile (passes never overlap). */
  let pumping: Promise<number> | null = null;
  let again = false;

  async function attempt(row: DeliveryRow, timeout: number): Promise<void> {
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
    await outbox.settle({
      id: row.id,
      status: ok ? 'delivered' : attempts >= schedule.maxAttempts ? 'failed' : 'pending',
      attempts,
      next_attempt_ms: now.getTime() + schedule.retryIntervalMs,
      last_status: lastStatus,
      last_error: ok ? null : lastError,
      delivered: ok ? iso(now) : null,
    });
  }

  /** Sends one claimed delivery, holding one of its receiver's slots until it is settled. */
  function launch(row: DeliveryRow, receiver: string, timeout: number) {
    busy.set(receiver, (busy.get(receiver) ?? 0) + 1);
    attempted++;
    const done: Promise<void> = attempt(row, timeout)
      .catch(() => undefined) // settle failed (database closed at shutdown): the lease lapses
      .finally(() => {
        const left = (busy.get(receiver) ?? 1) - 1;
        if (left > 0) busy.set(receiver, left);
        else busy.delete(receiver);
        inFlight.delete(done);
        if (timer) queuePump();
      });
    inFlight.add(done);
  }

  /** Slots a receiver may use now: all of its own, or only a first one once the total is reached. */
  const slots = () => (inFlight.size < schedule.maxInFlight ? schedule.perReceiver : 1);

  /** Starts every due delivery that has a free slot; returns how many it started. */
  async function pumpOnce(): Promise<number> {
    let started = 0;
    while (inFlight.size < 4 * schedule.maxInFlight) {
      const now = clock.now().getTime();
      const full = [...busy].filter(([, n]) => n >= slots()).map(([r]) => `${r}/`);
      const rows = await outbox.due(now, SCAN, full);
      let progressed = false;
      for (const row of rows) {
        if (inFlight.size >= 4 * schedule.maxInFlight) break;
        const receiver = receiverOf(row.url);
        if ((busy.get(receiver) ?? 0) >= slots()) continue;
        const timeout = row.attempts === 0 ? schedule.firstTimeoutMs : schedule.timeoutMs;
        if (!(await outbox.claim(row, now + timeout + 1_000))) continue;
        launch(row, receiver, timeout);
        started++;
        progressed = true;
      }
      if (!progressed || rows.length < SCAN) break;
    }
    return started;
  }

  /** One pass at a time: a pump asked for while one runs makes it run once more. */
  function pump(): Promise<number> {
    if (pumping) {
      again = true;
      return pumping;
    }
    pumping = (async () => {
      let started = 0;
      try {
        do {
          again = false;
          started += await pumpOnce();
        } while (again);
        return started;
      } finally {
        pumping = null;
      }
    })();
    return pumping;
  }

  /** One pump soon, however many deliveries finish meanwhile. */
  function queuePump() {
    if (pumpQueued) return;
    pumpQueued = true;
    setImmediate(() => {
      pumpQueued = false;
      pump().catch((err: unknown) => deps.onError?.(err));
    });
  }

  return {
    /**
     * Sends everything due, retries that fall due meanwhile included, and waits until nothing is
     * in flight; resolves with how many attempts were made (tests drive the dispatcher with it).
     */
    async tick(): Promise<number> {
      const before = attempted;
      // Bounded: a receiver that makes new deliveries as it is called would otherwise never end.
      for (let round = 0; round < 1_000; round++) {
        await pump();
        if (inFlight.size === 0) break;
        await Promise.race(inFlight);
        // Let the other deliveries that finished meanwhile settle too: one pass starts them all.
        await new Promise((resolve) => setImmediate(resolve));
      }
      return attempted - before;
    },
    /**
     * Polls the outbox now and every `everyMs` (pending deliveries survive restarts: they are
     * rows); a delivery that finishes starts the next one at once.
     */
    start(everyMs: number) {
      if (timer) return;
      timer = setInterval(queuePump, everyMs);
      timer.unref?.();
      queuePump();
    },
    /** Stops polling and waits for the deliveries in flight. */
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await pumping?.catch(() => 0);
      await Promise.all(inFlight);
    },
  };
}
export type WebhookDispatcher = ReturnType<typeof webhookDispatcher>;
