/**
 * Work that falls due with time, not with requests: unpaid orders expire at the end of their
 * lifetime (and their webhook goes out), and delayed captures run when their delay lapses, also on
 * a sandbox nobody is calling. A timer sweeps every `everyMs`; each due order is claimed in SQL
 * (db/claims-repo.ts), so several instances may sweep one database.
 */
import type { Clock } from '../lib/clock.ts';
import type { Repos } from '../db/repos.ts';

/** How often the sweep runs: an order expires at most this long after its expiry time. */
const SWEEP_EVERY_MS = 1_000;

export type SchedulerDeps = {
  clock: Clock;
  /** Claims and work each run in a transaction of these repositories. */
  repos: Repos;
  /** Order ids whose lifetime has lapsed while unpaid (a bounded batch). */
  dueForExpiry: (nowMs: number) => Promise<string[]>;
  /** Order ids whose delayed capture is due (a bounded batch). */
  dueForCapture: (nowMs: number) => Promise<string[]>;
  /** Expires the order, in the transaction `r` that claimed it. */
  expire: (r: Repos, orderId: string) => Promise<void>;
  /** Captures the order's lapsed delayed capture, in the transaction `r` that claimed it. */
  captureLapsed: (r: Repos, orderId: string) => Promise<void>;
  /** Told of a failure; the sweep goes on with the next order. */
  onError?: (err: unknown) => void;
};

export function scheduler(deps: SchedulerDeps) {
  const { clock, repos } = deps;
  let timer: ReturnType<typeof setInterval> | undefined;
  /** The sweep under way: a timer tick while one runs waits for it instead of starting another. */
  let sweeping: Promise<number> | null = null;

  /** Claims and handles each id, each in its own transaction; returns how many it handled. */
  async function each(
    ids: string[],
    claim: (r: Repos, id: string) => Promise<boolean>,
    work: (r: Repos, id: string) => Promise<void>,
  ) {
    let handled = 0;
    for (const id of ids) {
      try {
        const done = await repos.transaction(async (r) => {
          if (!(await claim(r, id))) return false;
          await work(r, id);
          return true;
        });
        if (done) handled++;
      } catch (err) {
        deps.onError?.(err);
      }
    }
    return handled;
  }

  async function sweep(): Promise<number> {
    const now = clock.now().getTime();
    const expired = await each(
      await deps.dueForExpiry(now),
      (r, id) => r.claims.claimExpiry(id, now),
      deps.expire,
    );
    const captured = await each(
      await deps.dueForCapture(now),
      (r, id) => r.claims.claimCapture(id, now),
      deps.captureLapsed,
    );
    return expired + captured;
  }

  /** One sweep: expires and captures whatever is due now. Resolves with how many it handled. */
  async function runDue(): Promise<number> {
    while (sweeping) await sweeping.catch(() => 0);
    sweeping = sweep();
    try {
      return await sweeping;
    } finally {
      sweeping = null;
    }
  }

  return {
    runDue,
    /** Sweeps every `everyMs` until stopped (the timer does not keep the process alive). */
    start(everyMs = SWEEP_EVERY_MS) {
      timer ??= setInterval(() => {
        if (sweeping) return;
        runDue().catch((err: unknown) => deps.onError?.(err));
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
