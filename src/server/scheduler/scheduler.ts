/**
 * Work that falls due with time, not with requests: unpaid orders expire at the end of their
 * lifetime (and their webhook goes out), and delayed captures run when their delay lapses, also on
 * a sandbox nobody is calling. A timer sweeps every `everyMs`; each due order is claimed in SQL
 * (db/claims-repo.ts), so several instances may sweep one database.
 */
import type { Clock } from '../lib/clock.ts';
import type { ClaimsRepo } from '../db/claims-repo.ts';

/** How often the sweep runs: an order expires at most this long after its expiry time. */
const SWEEP_EVERY_MS = 1_000;

export type SchedulerDeps = {
  clock: Clock;
  claims: ClaimsRepo;
  /** Order ids whose lifetime has lapsed while unpaid (a bounded batch). */
  dueForExpiry: (nowMs: number) => string[];
  /** Order ids whose delayed capture is due (a bounded batch). */
  dueForCapture: (nowMs: number) => string[];
  expire: (orderId: string) => void;
  captureLapsed: (orderId: string) => void;
  /** Told of a failure; the sweep goes on with the next order. */
  onError?: (err: unknown) => void;
};

export function scheduler(deps: SchedulerDeps) {
  const { clock, claims } = deps;
  let timer: ReturnType<typeof setInterval> | undefined;

  /** Claims and handles each id; returns how many this instance handled. */
  function each(ids: string[], claim: (id: string) => boolean, work: (id: string) => void) {
    let handled = 0;
    for (const id of ids) {
      try {
        const done = claims.atomically(() => {
          if (!claim(id)) return false;
          work(id);
          return true;
        });
        if (done) handled++;
      } catch (err) {
        deps.onError?.(err);
      }
    }
    return handled;
  }

  /** One sweep: expires and captures whatever is due now. Returns how many orders it handled. */
  function runDue(): number {
    const now = clock.now().getTime();
    return (
      each(deps.dueForExpiry(now), (id) => claims.claimExpiry(id, now), deps.expire) +
      each(deps.dueForCapture(now), (id) => claims.claimCapture(id, now), deps.captureLapsed)
    );
  }

  return {
    runDue,
    /** Sweeps every `everyMs` until stopped (the timer does not keep the process alive). */
    start(everyMs = SWEEP_EVERY_MS) {
      timer ??= setInterval(() => {
        try {
          runDue();
        } catch (err) {
          deps.onError?.(err);
        }
      }, everyMs);
      timer.unref?.();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
    },
  };
}
export type Scheduler = ReturnType<typeof scheduler>;
