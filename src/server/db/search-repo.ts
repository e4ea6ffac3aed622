/**
 * Order search: criteria become one parameterised WHERE clause (never concatenated values), scoped
 * to the project. GET /orders by date range uses the same created_ms column, so the two agree.
 */
import type { OrderRow } from './order-repo.ts';
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

export function searchRepo(db: Db) {
  return {
    search(c: SearchCriteria): { hits: number; rows: OrderRow[] } {
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
        .prepare<[Record<string, unknown>], OrderRow>(
          `SELECT * FROM orders WHERE ${clause} ORDER BY created_ms DESC, id DESC LIMIT @limit OFFSET @offset`,
        )
        .all(params);
      return { hits, rows };
    },
  };
}
export type SearchRepo = ReturnType<typeof searchRepo>;
