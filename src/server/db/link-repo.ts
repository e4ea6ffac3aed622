/** Payment links and the orders made for them, as typed records (the JSON column parsed here). */
import type {
  CreatePaymentLinkRequest,
  OrderStatus,
  PaymentLinkStatus,
} from '../../shared/api/index.ts';
import { forUpdate, type Sql } from './store.ts';

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

const INSERT = `INSERT INTO payment_links (id, project_id, merchant_order_id, description, amount, currency,
       expiration_period, expires_at_ms, status, reason, created, modified, completed,
       completed_order_id, attempts, fields)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`;
const UPDATE = `UPDATE payment_links SET status = ?, reason = ?, modified = ?, completed = ?,
       completed_order_id = ?, attempts = ?
     WHERE id = ?`;

export class LinkRepo {
  private readonly sql: Sql;
  constructor(sql: Sql) {
    this.sql = sql;
  }

  insert(link: PaymentLinkRecord) {
    return this.sql.run(INSERT, [
      link.id,
      link.project_id,
      link.merchant_order_id,
      link.description,
      link.amount,
      link.currency,
      link.expiration_period,
      link.expires_at_ms,
      link.status,
      link.reason,
      link.created,
      link.modified,
      link.completed,
      link.completed_order_id,
      link.attempts,
      JSON.stringify(link.fields),
    ]);
  }
  async get(id: string): Promise<PaymentLinkRecord | undefined> {
    const row = await this.sql.get<PaymentLinkRow>('SELECT * FROM payment_links WHERE id = ?', [
      id,
    ]);
    return row && { ...row, fields: JSON.parse(row.fields) as LinkFields };
  }
  /** The link, locked until the transaction ends where rows lock (a visit may start an order). */
  async getForUpdate(id: string): Promise<PaymentLinkRecord | undefined> {
    const row = await this.sql.get<PaymentLinkRow>(
      `SELECT * FROM payment_links WHERE id = ?${forUpdate(this.sql.dialect)}`,
      [id],
    );
    return row && { ...row, fields: JSON.parse(row.fields) as LinkFields };
  }
  orders(id: string) {
    return this.sql.all<{ id: string; status: OrderStatus }>(
      'SELECT id, status FROM orders WHERE related_payment_link_id = ? ORDER BY created_ms, id',
      [id],
    );
  }
  /** Writes the link's state (status, reason, times, attempts); its request never changes. */
  update(link: PaymentLinkRecord) {
    return this.sql.run(UPDATE, [
      link.status,
      link.reason,
      link.modified,
      link.completed,
      link.completed_order_id,
      link.attempts,
      link.id,
    ]);
  }
}
