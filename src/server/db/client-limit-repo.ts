/**
 * The per-client limit in the database, for instances that share one (PostgreSQL): the same
 * sliding window as lib/rate-limit.ts, counted over every instance's attempts. One attempt at a
 * time per client: its row in client_limits is locked while the window is counted and the attempt
 * written, so two instances cannot both take the last one.
 */
import type { LimitVerdict, RateLimit } from '../lib/rate-limit.ts';
import { forUpdate, type Sql } from './store.ts';

/** Every this many attempts, the rows of clients that went quiet are dropped. */
const SWEEP_EVERY = 1_000;

export function sharedRateLimiter(sql: Sql, { limit, windowMs }: RateLimit) {
  let hits = 0;
  /** Attempts older than the window, of every client, and the lock rows of clients with none. */
  const sweep = async (nowMs: number) => {
    await sql.run('DELETE FROM client_attempts WHERE at_ms <= ?', [nowMs - windowMs]);
    await sql.run(
      'DELETE FROM client_limits WHERE NOT EXISTS (SELECT 1 FROM client_attempts a WHERE a.client = client_limits.client)',
    );
  };
  return {
    /** Counts one attempt for `key`; refused once `limit` attempts fell within the window. */
    hit: async (key: string, nowMs: number): Promise<LimitVerdict> => {
      if (++hits % SWEEP_EVERY === 0) await sweep(nowMs);
      return sql.transaction(async (tx) => {
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
      });
    },
  };
}
