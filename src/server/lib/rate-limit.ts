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
      // Hits are appended in time order: the expired ones are at the front. Dropped in place, so
      // a hit costs the same however many a generous limit lets accumulate.
      const recent = hits.get(key) ?? [];
      let expired = 0;
      while (expired < recent.length && (recent[expired] ?? 0) <= nowMs - windowMs) expired++;
      if (expired > 0) recent.splice(0, expired);
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
