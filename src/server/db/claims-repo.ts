/**
 * Claims of due work, in SQL. A claim is a conditional UPDATE that is the first statement of the
 * transaction doing the work: it succeeds for exactly one claimer, however many instances sweep the
 * same database at once (SQLite serialises writers; PostgreSQL's row lock makes the second claimer
 * re-check the condition and find the work done). Bound to the transaction that does the work.
 */
import type { Sql } from './store.ts';

// A no-op write that holds the row: the order is still payable and its lifetime has lapsed.
const EXPIRY = `UPDATE orders SET status = status WHERE id = ? AND status IN ('new', 'processing', 'error')
     AND expires_at_ms IS NOT NULL AND expires_at_ms <= ?`;
// Taking the capture time is the claim: no one else finds it due afterwards.
const CAPTURE = `UPDATE orders SET capture_at_ms = NULL WHERE id = ? AND status = 'completed'
     AND capture_at_ms IS NOT NULL AND capture_at_ms <= ?`;

export class ClaimsRepo {
  private readonly sql: Sql;
  constructor(sql: Sql) {
    this.sql = sql;
  }

  /** True for the one caller that may expire the order now. */
  async claimExpiry(id: string, nowMs: number): Promise<boolean> {
    return (await this.sql.run(EXPIRY, [id, nowMs])).changes === 1;
  }
  /** True for the one caller that may run the order's delayed capture now. */
  async claimCapture(id: string, nowMs: number): Promise<boolean> {
    return (await this.sql.run(CAPTURE, [id, nowMs])).changes === 1;
  }
}
