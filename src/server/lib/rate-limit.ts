/**
 * A sliding-window counter per key (e.g. per client address), in memory: enough for one sandbox
 * process. Old entries are dropped as they age, and the map is capped so it cannot grow unbounded.
 */
export type RateLimit = { limit: number; windowMs: number };

const MAX_KEYS = 10_000;

export function rateLimiter({ limit, windowMs }: RateLimit) {
  const hits = new Map<string, number[]>();
  return {
    /** Counts one attempt for `key`; false once `limit` attempts fell within the window. */
    hit(key: string, nowMs: number): { allowed: boolean; retryAfterMs: number } {
      const recent = (hits.get(key) ?? []).filter((t) => t > nowMs - windowMs);
      if (recent.length >= limit) {
        hits.set(key, recent);
        return { allowed: false, retryAfterMs: (recent[0] ?? nowMs) + windowMs - nowMs };
      }
      recent.push(nowMs);
      hits.delete(key);
      hits.set(key, recent);
      if (hits.size > MAX_KEYS) hits.delete(hits.keys().next().value ?? '');
      return { allowed: true, retryAfterMs: 0 };
    },
  };
}
