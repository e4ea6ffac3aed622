/** Payment links and the orders made for them. */
import type { Db } from './open-db.ts';

export type PaymentLinkRow = {
  id: string;
  project_id: string;
  merchant_order_id: string;
  description: string | null;
  amount: number;
  currency: string;
  expiration_period: string;
  expires_at_ms: number;
  status: string;
  reason: string;
  created: string;
  modified: string;
  completed: string | null;
  completed_order_id: string | null;
  attempts: number;
  fields: string;
};

export function linkRepo(db: Db) {
  const insert = db.prepare(
    `INSERT INTO payment_links (id, project_id, merchant_order_id, description, amount, currency,
       expiration_period, expires_at_ms, status, reason, created, modified, completed,
       completed_order_id, attempts, fields)
     VALUES (@id, @project_id, @merchant_order_id, @description, @amount, @currency,
       @expiration_period, @expires_at_ms, @status, @reason, @created, @modified, @completed,
       @completed_order_id, @attempts, @fields)`,
  );
  const byId = db.prepare<[string], PaymentLinkRow>('SELECT * FROM payment_links WHERE id = ?');
  const orders = db.prepare<[string], { id: string; status: string }>(
    'SELECT id, status FROM orders WHERE related_payment_link_id = ? ORDER BY created_ms, id',
  );
  const update = db.prepare(
    `UPDATE payment_links SET status = @status, reason = @reason, modified = @modified,
       completed = @completed, completed_order_id = @completed_order_id, attempts = @attempts
     WHERE id = @id`,
  );
  return {
    insert: (row: PaymentLinkRow) => insert.run(row),
    get: (id: string) => byId.get(id),
    orders: (id: string) => orders.all(id),
    update: (row: PaymentLinkRow) => update.run(row),
  };
}
export type LinkRepo = ReturnType<typeof linkRepo>;
