/**
 * Orders, their lines and transactions. Rows are private to the server; services map them to the
 * contract's shapes. JSON columns hold the fields that are stored but never queried.
 */
import type { Db } from './open-db.ts';

export type OrderRow = {
  id: string;
  project_id: string;
  merchant_id: string;
  status: string;
  currency: string;
  amount: number;
  description: string | null;
  merchant_order_id: string | null;
  created: string;
  created_ms: number;
  modified: string;
  completed: string | null;
  expiration_period: string | null;
  expires_at_ms: number | null;
  capture_mode: string | null;
  locale: string | null;
  return_url: string | null;
  failure_url: string | null;
  webhook_url: string | null;
  has_order_url: number;
  checkout_key: string;
  version: number;
  refund_of_order_id: string | null;
  refunded_amount: number;
  related_payment_link_id: string | null;
  flags: string;
  payment_methods: string | null;
  fields: string;
  /** Delayed capture: when the authorisation is captured automatically. */
  capture_at_ms: number | null;
};

export type OrderLineRow = {
  id: string;
  order_id: string;
  position: number;
  merchant_order_line_id: string | null;
  name: string;
  amount: number;
  quantity: number;
  captured_quantity: number;
  voided_quantity: number;
  refunded_quantity: number;
  data: string;
};

export type TransactionRow = {
  id: string;
  order_id: string;
  project_id: string;
  position: number;
  payment_method: string;
  payment_method_brand: string | null;
  status: string;
  amount: number;
  currency: string;
  description: string | null;
  created: string;
  modified: string;
  completed: string | null;
  expiration_period: string | null;
  capture_mode: string | null;
  transaction_type: string | null;
  reason: string | null;
  customer_message: string | null;
  captured_amount: number;
  voided_amount: number;
  details: string;
  outcomes: string | null;
};

const columns = (row: object) => Object.keys(row);
const insertSql = (table: string, row: object) =>
  `INSERT INTO ${table} (${columns(row).join(', ')}) VALUES (${columns(row)
    .map((c) => `@${c}`)
    .join(', ')})`;
const updateSql = (table: string, patch: object) =>
  `UPDATE ${table} SET ${columns(patch)
    .map((c) => `${c} = @${c}`)
    .join(', ')} WHERE id = @id`;

export function orderRepo(db: Db) {
  const byId = db.prepare<[string], OrderRow>('SELECT * FROM orders WHERE id = ?');
  const byKey = db.prepare<[string], OrderRow>('SELECT * FROM orders WHERE checkout_key = ?');
  const lines = db.prepare<[string], OrderLineRow>(
    'SELECT * FROM order_lines WHERE order_id = ? ORDER BY position',
  );
  const txs = db.prepare<[string], TransactionRow>(
    'SELECT * FROM transactions WHERE order_id = ? ORDER BY position',
  );
  const txById = db.prepare<[string], TransactionRow>('SELECT * FROM transactions WHERE id = ?');
  const byCreated = db.prepare<[string, number, number], OrderRow>(
    `SELECT * FROM orders WHERE project_id = ? AND created_ms >= ? AND created_ms <= ?
     ORDER BY created_ms, id LIMIT 1000`,
  );
  const dueForExpiry = db.prepare<[number], { id: string }>(
    `SELECT id FROM orders WHERE expires_at_ms IS NOT NULL AND expires_at_ms <= ?
     AND status IN ('new', 'processing', 'error') LIMIT 500`,
  );
  const refundIds = db.prepare<[string], { id: string }>(
    'SELECT id FROM orders WHERE refund_of_order_id = ? ORDER BY created_ms, id',
  );
  const dueForCapture = db.prepare<[number], { id: string }>(
    `SELECT id FROM orders WHERE capture_at_ms IS NOT NULL AND capture_at_ms <= ?
     AND status = 'completed' LIMIT 500`,
  );
  const insertEvent = db.prepare(
    `INSERT INTO status_events (order_id, project_id, from_status, to_status, at)
     VALUES (?, ?, ?, ?, ?)`,
  );
  const statements = new Map<string, ReturnType<Db['prepare']>>();
  /** Prepared once per distinct column set: inserts and patches reuse their statements. */
  const cached = (sql: string) => {
    let stmt = statements.get(sql);
    if (!stmt) {
      stmt = db.prepare(sql);
      statements.set(sql, stmt);
    }
    return stmt;
  };

  return {
    get: (id: string) => byId.get(id),
    getByCheckoutKey: (key: string) => byKey.get(key),
    lines: (orderId: string) => lines.all(orderId),
    transactions: (orderId: string) => txs.all(orderId),
    transaction: (id: string) => txById.get(id),
    listByCreated: (projectId: string, sinceMs: number, untilMs: number) =>
      byCreated.all(projectId, sinceMs, untilMs),
    dueForExpiry: (nowMs: number) => dueForExpiry.all(nowMs).map((r) => r.id),
    dueForCapture: (nowMs: number) => dueForCapture.all(nowMs).map((r) => r.id),
    refundOrderIds: (orderId: string) => refundIds.all(orderId).map((r) => r.id),
    insertOrder: (row: OrderRow) => cached(insertSql('orders', row)).run(row),
    insertLine: (row: OrderLineRow) => cached(insertSql('order_lines', row)).run(row),
    insertTransaction: (row: TransactionRow) => cached(insertSql('transactions', row)).run(row),
    /** Applies a patch and bumps the version (the ETag) in the same statement. */
    updateOrder: (id: string, patch: Partial<OrderRow>) =>
      cached(
        `${updateSql('orders', patch).replace(' WHERE', ', version = version + 1 WHERE')}`,
      ).run({ ...patch, id }),
    updateTransaction: (id: string, patch: Partial<TransactionRow>) =>
      cached(updateSql('transactions', patch)).run({ ...patch, id }),
    updateLine: (id: string, patch: Partial<OrderLineRow>) =>
      cached(updateSql('order_lines', patch)).run({ ...patch, id }),
    recordStatus: (
      orderId: string,
      projectId: string,
      from: string | null,
      to: string,
      at: string,
    ) => insertEvent.run(orderId, projectId, from, to, at),
    atomically: <T>(fn: () => T) => db.transaction(fn)(),
  };
}
export type OrderRepo = ReturnType<typeof orderRepo>;
