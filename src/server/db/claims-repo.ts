/**
 * Claims of due work, in SQL. A claim is a conditional UPDATE that is the first statement of the
 * transaction doing the work: it succeeds for exactly one claimer, however many instances sweep the
 * same database at once (SQLite serialises writers; PostgreSQL's row lock makes the second claimer
 * re-check the condition and find the work done).
 */
import type { Db } from './open-db.ts';

export function claimsRepo(db: Db) {
  // A no-op write that holds the row: the order is still payable and its lifetime has lapsed.
  const expiry = db.prepare<[string, number]>(
    `UPDATE orders SET status = status WHERE id = ? AND status IN ('new', 'processing', 'error')
     AND expires_at_ms IS NOT NULL AND expires_at_ms <= ?`,
  );
  // Taking the capture time is the claim: no one else finds it due afterwards.
  const capture = db.prepare<[string, number]>(
    `UPDATE orders SET capture_at_ms = NULL WHERE id = ? AND status = 'completed'
     AND capture_at_ms IS NOT NULL AND capture_at_ms <= ?`,
  );
  return {
    /** True for the one caller that may expire the order now. */
    claimExpiry: (id: string, nowMs: number) => expiry.run(id, nowMs).changes === 1,
    /** True for the one caller that may run the order's delayed capture now. */
    claimCapture: (id: string, nowMs: number) => capture.run(id, nowMs).changes === 1,
    /** Runs `work` in one transaction; a claim made in it is undone if the work fails. */
    atomically: <T>(work: () => T) => db.transaction(work)(),
  };
}
export type ClaimsRepo = ReturnType<typeof claimsRepo>;
