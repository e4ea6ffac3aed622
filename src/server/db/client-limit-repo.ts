/**
 * The per-client limit in the database, for instances that share one (PostgreSQL): the same
 * sliding window as lib/rate-limit.ts, counted over every instance's attempts. One attempt at a
 * time per client: its row in client_limits is locked while the window is counted and the attempt
 * written, so two instances cannot both take the last one.
 */
import type { RateLimit } from '../lib/rate-limit.ts';
import { forUpdate, type Sql } from './store.ts';

export type LimitVerdict = { allowed: boolean; retryAfterMs: number };

export function sharedRateLimiter(sql: Sql, { limit, windowMs }: RateLimit) {
  return {
    /** Counts one attempt for `key`; refused once `limit` attempts fell within the window. */
    hit: (key: string, nowMs: number): Promise<LimitVerdict> =>
      sql.transaction(async (tx) => {
        await tx.run(
          'INSERT INTO client_limits (client) VALUES (?) ON CONFLICT (client) DO NOTHING',
          [key],
        );
        await tx.get(`SELECT client FROM client_limits WHERE client = ?${forUpdate(tx.dialect)}`, [
          key,
        ]);
        // Attempts that left the window go; what is left is the window.
        await tx.run('DELETE FROM client_attempts WHERE client = ? AND at_ms <= ?', [
          key,
          nowMs - windowMs,
        ]);
        const window = await tx.get<{ n: number; first: number | null }>(
          'SELECT COUNT(*) AS n, MIN(at_ms) AS first FROM client_attempts WHERE client = ?',
          [key],
        );
        if ((window?.n ?? 0) >= limit)
          return { allowed: false, retryAfterMs: (window?.first ?? nowMs) + windowMs - nowMs };
        await tx.run('INSERT INTO client_attempts (client, at_ms) VALUES (?, ?)', [key, nowMs]);
        return { allowed: true, retryAfterMs: 0 };
      }),
  };
}
