/**
 * Order search: criteria become one parameterised WHERE clause (never concatenated values), scoped
 * to the project. GET /orders by date range uses the same created_ms column, so the two agree.
 */
import type { Sql, SqlParam } from './store.ts';

export type SearchCriteria = {
  projectId: string;
  merchantOrderId?: string;
  statuses?: string[];
  currency?: string;
  paymentMethod?: string;
  amountMin?: number;
  amountMax?: number;
  createdSinceMs?: number;
  createdUntilMs?: number;
  description?: string;
  limit: number;
  offset: number;
};

/** An order found: its id (services read its view) and when it was created. */
export type OrderKey = { id: string; created_ms: number };

/** Where a walk over a date range stopped: the last order returned (oldest first). */
export type CreatedCursor = { createdMs: number; id: string };

const IN_RANGE = 'project_id = ? AND created_ms >= ? AND created_ms <= ?';
// Keyset pages for the whole-range walk: each page starts after the last row of the one before,
// so no statement stays open between pages and no page costs more than its own rows.
const FIRST_PAGE = `SELECT id, created_ms FROM orders WHERE ${IN_RANGE} ORDER BY created_ms, id LIMIT ?`;
const NEXT_PAGE = `SELECT id, created_ms FROM orders WHERE ${IN_RANGE}
     AND (created_ms > ? OR (created_ms = ? AND id > ?))
     ORDER BY created_ms, id LIMIT ?`;
const OFFSET_PAGE = `SELECT id, created_ms FROM orders WHERE ${IN_RANGE} ORDER BY created_ms, id LIMIT ? OFFSET ?`;
const COUNT_IN_RANGE = `SELECT COUNT(*) AS n FROM orders WHERE ${IN_RANGE}`;

export class SearchRepo {
  private readonly sql: Sql;
  constructor(sql: Sql) {
    this.sql = sql;
  }

  /** Up to `limit` orders created in [sinceMs, untilMs], oldest first, after `after`. */
  createdPage(
    projectId: string,
    sinceMs: number,
    untilMs: number,
    limit: number,
    after: CreatedCursor | null,
  ): Promise<OrderKey[]> {
    return after
      ? this.sql.all<OrderKey>(NEXT_PAGE, [
          projectId,
          sinceMs,
          untilMs,
          after.createdMs,
          after.createdMs,
          after.id,
          limit,
        ])
      : this.sql.all<OrderKey>(FIRST_PAGE, [projectId, sinceMs, untilMs, limit]);
  }

  /** One page by limit and offset, oldest first, with the number of orders in the range. */
  async createdOffsetPage(
    projectId: string,
    sinceMs: number,
    untilMs: number,
    limit: number,
    offset: number,
  ): Promise<{ total: number; rows: OrderKey[] }> {
    const range = [projectId, sinceMs, untilMs];
    const total = (await this.sql.get<{ n: number }>(COUNT_IN_RANGE, range))?.n ?? 0;
    const rows = await this.sql.all<OrderKey>(OFFSET_PAGE, [...range, limit, offset]);
    return { total, rows };
  }

  async search(c: SearchCriteria): Promise<{ hits: number; rows: OrderKey[] }> {
    const where = ['project_id = ?'];
    const values: SqlParam[] = [c.projectId];
    const add = (clause: string, value: SqlParam | undefined) => {
      if (value === undefined) return;
      where.push(clause);
      values.push(value);
    };
    add('merchant_order_id = ?', c.merchantOrderId);
    add('currency = ?', c.currency);
    add('amount >= ?', c.amountMin);
    add('amount <= ?', c.amountMax);
    add('created_ms >= ?', c.createdSinceMs);
    add('created_ms <= ?', c.createdUntilMs);
    add(
      "description LIKE ? ESCAPE '\\'",
      c.description === undefined
        ? undefined
        : `%${c.description.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`,
    );
    add(
      'EXISTS (SELECT 1 FROM transactions t WHERE t.order_id = orders.id AND t.payment_method = ?)',
      c.paymentMethod,
    );
    if (c.statuses) {
      where.push(`status IN (${c.statuses.map(() => '?').join(', ')})`);
      values.push(...c.statuses);
    }
    const clause = where.join(' AND ');
    const hits =
      (
        await this.sql.get<{ n: number }>(
          `SELECT COUNT(*) AS n FROM orders WHERE ${clause}`,
          values,
        )
      )?.n ?? 0;
    const rows = await this.sql.all<OrderKey>(
      `SELECT id, created_ms FROM orders WHERE ${clause} ORDER BY created_ms DESC, id DESC LIMIT ? OFFSET ?`,
      [...values, c.limit, c.offset],
    );
    return { hits, rows };
  }
}
