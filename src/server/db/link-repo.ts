/** Payment links and the orders made for them, as typed records (the JSON column parsed here). */
import type {
  CreatePaymentLinkRequest,
  OrderStatus,
  PaymentLinkStatus,
} from '../../shared/api/index.ts';
import type { Db } from './open-db.ts';

/** What a link keeps of its request for the orders it starts. */
export type LinkFields = Pick<
  CreatePaymentLinkRequest,
  'payment_methods' | 'customer' | 'return_url' | 'failure_url' | 'webhook_url' | 'locale'
>;

export type PaymentLinkRecord = {
  id: string;
  project_id: string;
  merchant_order_id: string;
  description: string | null;
  amount: number;
  currency: string;
  expiration_period: string;
  expires_at_ms: number;
  status: PaymentLinkStatus;
  reason: string;
  created: string;
  modified: string;
  completed: string | null;
  completed_order_id: string | null;
  attempts: number;
  fields: LinkFields;
};
type PaymentLinkRow = Omit<PaymentLinkRecord, 'fields'> & { fields: string };

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
  const orders = db.prepare<[string], { id: string; status: OrderStatus }>(
    'SELECT id, status FROM orders WHERE related_payment_link_id = ? ORDER BY created_ms, id',
  );
  const update = db.prepare(
    `UPDATE payment_links SET status = @status, reason = @reason, modified = @modified,
       completed = @completed, completed_order_id = @completed_order_id, attempts = @attempts
     WHERE id = @id`,
  );
  return {
    insert: (link: PaymentLinkRecord) =>
      insert.run({ ...link, fields: JSON.stringify(link.fields) }),
    get: (id: string): PaymentLinkRecord | undefined => {
      const row = byId.get(id);
      return row && { ...row, fields: JSON.parse(row.fields) as LinkFields };
    },
    orders: (id: string) => orders.all(id),
    /** Writes the link's state (status, reason, times, attempts); its request never changes. */
    update: ({ fields: _fields, ...link }: PaymentLinkRecord) => update.run(link),
  };
}
export type LinkRepo = ReturnType<typeof linkRepo>;
