/**
 * Order search: criteria become one parameterised WHERE clause (never concatenated values), scoped
 * to the project. GET /orders by date range uses the same created_ms column, so the two agree.
 */
import type { Db } from './open-db.ts';

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

export function searchRepo(db: Db) {
  const inRange = 'project_id = @projectId AND created_ms >= @since AND created_ms <= @until';
  // Keyset pages for the whole-range walk: each page starts after the last row of the one before,
  // so no statement stays open between pages and no page costs more than its own rows.
  const firstPage = db.prepare<[Record<string, unknown>], OrderKey>(
    `SELECT id, created_ms FROM orders WHERE ${inRange} ORDER BY created_ms, id LIMIT @limit`,
  );
  const nextPage = db.prepare<[Record<string, unknown>], OrderKey>(
    `SELECT id, created_ms FROM orders WHERE ${inRange}
     AND (created_ms > @afterMs OR (created_ms = @afterMs AND id > @afterId))
     ORDER BY created_ms, id LIMIT @limit`,
  );
  const offsetPage = db.prepare<[Record<string, unknown>], OrderKey>(
    `SELECT id, created_ms FROM orders WHERE ${inRange} ORDER BY created_ms, id LIMIT @limit OFFSET @offset`,
  );
  const countInRange = db.prepare<[Record<string, unknown>], { n: number }>(
    `SELECT COUNT(*) AS n FROM orders WHERE ${inRange}`,
  );
  return {
    /** Up to `limit` orders created in [sinceMs, untilMs], oldest first, after `after`. */
    createdPage(
      projectId: string,
      sinceMs: number,
      untilMs: number,
      limit: number,
      after: CreatedCursor | null,
    ): OrderKey[] {
      const range = { projectId, since: sinceMs, until: untilMs, limit };
      return after
        ? nextPage.all({ ...range, afterMs: after.createdMs, afterId: after.id })
        : firstPage.all(range);
    },

    /** One page by limit and offset, oldest first, with the number of orders in the range. */
    createdOffsetPage(
      projectId: string,
      sinceMs: number,
      untilMs: number,
      limit: number,
      offset: number,
    ): { total: number; rows: OrderKey[] } {
      const range = { projectId, since: sinceMs, until: untilMs };
      return {
        total: countInRange.get(range)?.n ?? 0,
        rows: offsetPage.all({ ...range, limit, offset }),
      };
    },

    search(c: SearchCriteria): { hits: number; rows: OrderKey[] } {
      const where = ['project_id = @projectId'];
      const params: Record<string, unknown> = {
        projectId: c.projectId,
        limit: c.limit,
        offset: c.offset,
      };
      const add = (clause: string, name: string, value: unknown) => {
        if (value === undefined) return;
        where.push(clause);
        params[name] = value;
      };
      add('merchant_order_id = @merchantOrderId', 'merchantOrderId', c.merchantOrderId);
      add('currency = @currency', 'currency', c.currency);
      add('amount >= @amountMin', 'amountMin', c.amountMin);
      add('amount <= @amountMax', 'amountMax', c.amountMax);
      add('created_ms >= @since', 'since', c.createdSinceMs);
      add('created_ms <= @until', 'until', c.createdUntilMs);
      add(
        "description LIKE @description ESCAPE '\\'",
        'description',
        c.description === undefined
          ? undefined
          : `%${c.description.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`,
      );
      add(
        'EXISTS (SELECT 1 FROM transactions t WHERE t.order_id = orders.id AND t.payment_method = @method)',
        'method',
        c.paymentMethod,
      );
      if (c.statuses) {
        where.push(`status IN (${c.statuses.map((_, i) => `@s${i}`).join(', ')})`);
        c.statuses.forEach((s, i) => (params[`s${i}`] = s));
      }
      const clause = where.join(' AND ');
      const hits =
        db
          .prepare<[Record<string, unknown>], { n: number }>(
            `SELECT COUNT(*) AS n FROM orders WHERE ${clause}`,
          )
          .get(params)?.n ?? 0;
      const rows = db
        .prepare<[Record<string, unknown>], OrderKey>(
          `SELECT id, created_ms FROM orders WHERE ${clause} ORDER BY created_ms DESC, id DESC LIMIT @limit OFFSET @offset`,
        )
        .all(params);
      return { hits, rows };
    },
  };
}
export type SearchRepo = ReturnType<typeof searchRepo>;
