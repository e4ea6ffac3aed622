/**
 * Polling the order on the status step: exponential backoff with a ceiling on each wait and on the
 * whole wait, so a customer is never left watching a spinner forever.
 */

export type Backoff = {
  /** First wait, ms. */
  initialMs: number;
  /** Each wait is the previous one times this. */
  factor: number;
  /** No single wait is longer than this, ms. */
  maxDelayMs: number;
  /** Give up once this much time has passed since the first fetch, ms. */
  ceilingMs: number;
};

/** About 11 fetches over 45 seconds: quick at first, when most answers arrive. */
export const DEFAULT_BACKOFF: Backoff = {
  initialMs: 600,
  factor: 1.6,
  maxDelayMs: 6000,
  ceilingMs: 45_000,
};

/** The wait before fetch number `attempt + 1` (attempt 0 is the wait after the first fetch). */
export function backoffDelay(attempt: number, backoff: Backoff = DEFAULT_BACKOFF): number {
  return Math.min(backoff.maxDelayMs, Math.round(backoff.initialMs * backoff.factor ** attempt));
}

type PollDeps<T> = {
  fetch: () => Promise<T>;
  /** True when the value is an answer and polling stops. */
  settled: (value: T) => boolean;
  sleep: (ms: number) => Promise<void>;
  now: () => number;
  /** Checked between fetches: false stops polling quietly (the page moved on). */
  active?: () => boolean;
  backoff?: Backoff;
};

type PollResult<T> =
  { kind: 'settled'; value: T } | { kind: 'timeout'; value: T } | { kind: 'stopped' };

/**
 * Fetches until `settled`, waiting with backoff in between; errors from `fetch` propagate (the caller
 * decides whether a network error is worth a retry button).
 * @example
 * await poll({ fetch: () => api.getOrder(key), settled: isDecided, sleep, now: Date.now });
 */
export async function poll<T>(deps: PollDeps<T>): Promise<PollResult<T>> {
  const backoff = deps.backoff ?? DEFAULT_BACKOFF;
  const active = deps.active ?? (() => true);
  const start = deps.now();
  for (let attempt = 0; ; attempt++) {
    const value = await deps.fetch();
    if (!active()) return { kind: 'stopped' };
    if (deps.settled(value)) return { kind: 'settled', value };
    const delay = backoffDelay(attempt, backoff);
    if (deps.now() - start + delay > backoff.ceilingMs) return { kind: 'timeout', value };
    await deps.sleep(delay);
    if (!active()) return { kind: 'stopped' };
  }
}
