/**
 * Orders, their lines and transactions. Rows are private to the server; services map them to the
 * contract's shapes. JSON columns hold the fields that are stored but never queried.
 *
 * Secrets at rest (db/secrets.ts): the capability key (`checkout_key`) and the setup and vault
 * tokens of a transaction's details are sealed here on the way in and opened on the way out, so
 * the rest of the server sees plain values and the file holds none. An order is found by its
 * capability key through the keyed hash in the `checkout_key` column.
 *
 * An order's view (the order with its lines, transactions and refund orders) is one statement,
 * returned as typed records with every JSON column parsed.
 *
 * A repository is bound to a `Sql`: the store, or a transaction (`Repos.transaction`).
 */
import {
  PAYABLE_ORDER_STATUSES,
  type Customer,
  type Locale,
  type OrderStatus,
  type Outcomes,
  type PaymentMethodDetails,
  type TransactionStatus,
} from '../../shared/api/index.ts';
import { SEALED_DETAILS } from './secrets.ts';
import {
  forUpdate,
  type Dialect,
  type Secrets,
  type Sql,
  type SqlParam,
  type SqlParams,
} from './store.ts';

/** An order as the server sees it: JSON columns parsed, its capability key opened. */
export type OrderRecord = {
  id: string;
  project_id: string;
  merchant_id: string;
  status: OrderStatus;
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
  locale: Locale | null;
  return_url: string | null;
  failure_url: string | null;
  webhook_url: string | null;
  has_order_url: number;
  checkout_key: string;
  version: number;
  refund_of_order_id: string | null;
  refunded_amount: number;
  related_payment_link_id: string | null;
  flags: string[];
  payment_methods: string[] | null;
  /** The stored writable fields: customer, client, extra, merchant_*. */
  fields: OrderFields;
  /** Delayed capture: when the authorisation is captured automatically. */
  capture_at_ms: number | null;
};
export type OrderFields = Record<string, unknown> & {
  customer?: Customer;
  merchant_name?: string | null;
};

export type OrderLineRecord = {
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
  /** The line's other fields (type, url, vat_percentage, …). */
  data: Record<string, unknown> & { type?: string };
};

export type TransactionRecord = {
  id: string;
  order_id: string;
  project_id: string;
  position: number;
  payment_method: string;
  payment_method_brand: string | null;
  status: TransactionStatus;
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
  details: PaymentMethodDetails;
  outcomes: Outcomes | null;
};

/** An order as its views need it: lines and transactions by position, refund orders by age. */
export type OrderView = {
  order: OrderRecord;
  lines: OrderLineRecord[];
  transactions: TransactionRecord[];
  refundOrderIds: string[];
};

/** Columns stored as JSON text, per table. */
const JSON_COLUMNS = {
  orders: ['flags', 'payment_methods', 'fields'],
  order_lines: ['data'],
  transactions: ['details', 'outcomes'],
} as const;
type Json<T, K extends keyof T> = Omit<T, K> & {
  [P in K]: null extends T[P] ? string | null : string;
};

/** The rows as stored: JSON columns as text, the capability key as keyed hash and sealed value. */
type OrderRow = Json<OrderRecord, (typeof JSON_COLUMNS.orders)[number]>;
type StoredOrder = OrderRow & { checkout_key_sealed: string };
type OrderLineRow = Json<OrderLineRecord, 'data'>;
type TransactionRow = Json<TransactionRecord, 'details' | 'outcomes'>;
type StoredTransaction = TransactionRow & { secrets_sealed: string | null };

/** The columns of each table the view reads, as the migrations leave them (a test checks). */
export const TABLE_COLUMNS = {
  orders: [
    'id',
    'project_id',
    'merchant_id',
    'status',
    'currency',
    'amount',
    'description',
    'merchant_order_id',
    'created',
    'created_ms',
    'modified',
    'completed',
    'expiration_period',
    'expires_at_ms',
    'capture_mode',
    'locale',
    'return_url',
    'failure_url',
    'webhook_url',
    'has_order_url',
    'checkout_key',
    'version',
    'refund_of_order_id',
    'refunded_amount',
    'related_payment_link_id',
    'flags',
    'payment_methods',
    'fields',
    'capture_at_ms',
    'checkout_key_sealed',
  ],
  order_lines: [
    'id',
    'order_id',
    'position',
    'merchant_order_line_id',
    'name',
    'amount',
    'quantity',
    'captured_quantity',
    'voided_quantity',
    'refunded_quantity',
    'data',
  ],
  transactions: [
    'id',
    'order_id',
    'project_id',
    'position',
    'payment_method',
    'payment_method_brand',
    'status',
    'amount',
    'currency',
    'description',
    'created',
    'modified',
    'completed',
    'expiration_period',
    'capture_mode',
    'transaction_type',
    'reason',
    'customer_message',
    'captured_amount',
    'voided_amount',
    'details',
    'outcomes',
    'secrets_sealed',
  ],
} as const;

const columns = (row: object) => Object.keys(row);
const params = (row: object) => Object.values(row) as SqlParam[];

// The SQL of inserts and patches, built once per table and column set (the store keeps each
// statement prepared by its text).
const statementTexts = new Map<string, string>();
function statementText(kind: 'insert' | 'update', table: string, names: string[]): string {
  const shape = `${kind} ${table}(${names.join(',')})`;
  let sql = statementTexts.get(shape);
  if (sql === undefined) {
    sql =
      kind === 'insert'
        ? `INSERT INTO ${table} (${names.join(', ')}) VALUES (${names.map(() => '?').join(', ')})`
        : `UPDATE ${table} SET ${names.map((c) => `${c} = ?`).join(', ')}${
            table === 'orders' ? ', version = version + 1' : ''
          } WHERE id = ?`;
    statementTexts.set(shape, sql);
  }
  return sql;
}

/** A constant list of statuses as SQL text (the values are the contract's, never a client's). */
const sqlList = (values: readonly string[]) => values.map((v) => `'${v}'`).join(', ');

const parseObject = (json: string): Record<string, unknown> =>
  JSON.parse(json) as Record<string, unknown>;

/** Each JSON column present in `record` as text, the rest as it is. */
function stringified(record: object, json: readonly string[]): Record<string, unknown> {
  const row = { ...(record as Record<string, unknown>) };
  for (const key of json)
    if (key in row) {
      const value = row[key];
      row[key] = value === null || value === undefined ? value : JSON.stringify(value);
    }
  return row;
}

const orderOfRow = (row: OrderRow): OrderRecord => ({
  ...row,
  flags: JSON.parse(row.flags) as string[],
  payment_methods:
    row.payment_methods === null ? null : (JSON.parse(row.payment_methods) as string[]),
  fields: parseObject(row.fields),
});

const lineOfRow = (row: OrderLineRow): OrderLineRecord => ({ ...row, data: parseObject(row.data) });

/** A JSON object of a table's columns (less `skip`), JSON columns embedded parsed. */
function jsonOfRow(
  dialect: Dialect,
  table: keyof typeof JSON_COLUMNS,
  alias: string,
  skip: readonly string[] = [],
): string {
  const json = new Set<string>(JSON_COLUMNS[table]);
  const names = TABLE_COLUMNS[table].filter((name) => !skip.includes(name));
  const value = (n: string) =>
    json.has(n)
      ? dialect === 'postgres'
        ? `${alias}.${n}::json`
        : `json(${alias}.${n})`
      : `${alias}.${n}`;
  return `${dialect === 'postgres' ? 'json_build_object' : 'json_object'}(${names
    .map((n) => `'${n}', ${value(n)}`)
    .join(', ')})`;
}

/**
 * The view of one order as a single JSON text: the order (its capability key apart, sealed), its
 * lines, transactions and refund order ids. One statement and one JSON.parse, cheaper than reading
 * four result sets row by row. In SQLite the subqueries' ORDER BY holds in the aggregate (SQLite
 * never flattens an ordered subquery into an aggregate query); PostgreSQL orders inside json_agg.
 */
function viewSql(dialect: Dialect, where: string): string {
  const order = jsonOfRow(dialect, 'orders', 'o', ['checkout_key', 'checkout_key_sealed']);
  const line = jsonOfRow(dialect, 'order_lines', 'l');
  const tx = jsonOfRow(dialect, 'transactions', 't');
  if (dialect === 'postgres')
    return `SELECT json_build_object(
    'order', ${order},
    'sealed_key', o.checkout_key_sealed,
    'lines', COALESCE((SELECT json_agg(${line} ORDER BY l.position)
      FROM order_lines l WHERE l.order_id = o.id), '[]'::json),
    'transactions', COALESCE((SELECT json_agg(${tx} ORDER BY t.position)
      FROM transactions t WHERE t.order_id = o.id), '[]'::json),
    'refunds', COALESCE((SELECT json_agg(r.id ORDER BY r.created_ms, r.id)
      FROM orders r WHERE r.refund_of_order_id = o.id), '[]'::json)
  )::text AS view FROM orders o WHERE ${where}`;
  return `SELECT json_object(
    'order', ${order},
    'sealed_key', o.checkout_key_sealed,
    'lines', (SELECT json_group_array(${line})
      FROM (SELECT * FROM order_lines WHERE order_id = o.id ORDER BY position) l),
    'transactions', (SELECT json_group_array(${tx})
      FROM (SELECT * FROM transactions WHERE order_id = o.id ORDER BY position) t),
    'refunds', (SELECT json_group_array(r.id)
      FROM (SELECT id FROM orders WHERE refund_of_order_id = o.id ORDER BY created_ms, id) r)
  ) AS view FROM orders o WHERE ${where}`;
}

/** The statements of each dialect, built once. */
const SQL = (dialect: Dialect) => ({
  viewById: viewSql(dialect, 'o.id = ?'),
  viewByKey: viewSql(dialect, 'o.checkout_key = ?'),
  byIdForUpdate: `SELECT * FROM orders WHERE id = ?${forUpdate(dialect)}`,
});
const SQL_OF = { sqlite: SQL('sqlite'), postgres: SQL('postgres') };

const DUE_FOR_EXPIRY = `SELECT id FROM orders WHERE expires_at_ms IS NOT NULL AND expires_at_ms <= ?
     AND status IN (${sqlList(PAYABLE_ORDER_STATUSES)}) LIMIT 500`;
const DUE_FOR_CAPTURE = `SELECT id FROM orders WHERE capture_at_ms IS NOT NULL AND capture_at_ms <= ?
     AND status = 'completed' LIMIT 500`;

/** The view as the statement returns it: the capability key and the tokens still sealed. */
type StoredView = {
  order: Omit<OrderRecord, 'checkout_key'>;
  sealed_key: string;
  lines: OrderLineRecord[];
  transactions: (TransactionRecord & { secrets_sealed: string | null })[];
  refunds: string[];
};

const keyContext = (orderId: string) => `orders.checkout_key:${orderId}`;
const txContext = (txId: string) => `transactions.secrets:${txId}`;

export class OrderRepo {
  private readonly sql: Sql;
  private readonly secrets: Secrets;
  constructor(sql: Sql, secrets: Secrets) {
    this.sql = sql;
    this.secrets = secrets;
  }

  /** The order as the server sees it: JSON columns parsed, its capability key opened. */
  private fromStored({ checkout_key_sealed, ...row }: StoredOrder): OrderRecord {
    return orderOfRow({
      ...row,
      checkout_key: this.secrets.open(checkout_key_sealed, keyContext(row.id)),
    });
  }

  /** A transaction with its JSON columns parsed and its sealed tokens back in its details. */
  private txFromStored({ secrets_sealed, details, outcomes, ...row }: StoredTransaction) {
    const tx: TransactionRecord = {
      ...row,
      details: parseObject(details),
      outcomes: outcomes === null ? null : (JSON.parse(outcomes) as Outcomes),
    };
    if (secrets_sealed !== null)
      tx.details = {
        ...tx.details,
        ...parseObject(this.secrets.open(secrets_sealed, txContext(row.id))),
      };
    return tx;
  }

  /** Details as stored: the tokens taken out and sealed on their own. */
  private sealDetails(txId: string, details: PaymentMethodDetails) {
    const rest: Record<string, unknown> = { ...details };
    const sealed: Record<string, unknown> = {};
    for (const key of SEALED_DETAILS)
      if (rest[key] !== undefined) {
        sealed[key] = rest[key];
        delete rest[key];
      }
    return {
      details: JSON.stringify(rest),
      secrets_sealed:
        Object.keys(sealed).length === 0
          ? null
          : this.secrets.seal(JSON.stringify(sealed), txContext(txId)),
    };
  }

  private toView(row: { view: string } | undefined): OrderView | undefined {
    if (row === undefined) return undefined;
    const view = JSON.parse(row.view) as StoredView;
    // Completed in place: the parsed order is this call's own object.
    const order = view.order as OrderRecord;
    order.checkout_key = this.secrets.open(view.sealed_key, keyContext(order.id));
    return {
      order,
      lines: view.lines,
      // Only card transactions carry sealed tokens.
      transactions: view.transactions.map(({ secrets_sealed, ...tx }) =>
        secrets_sealed === null
          ? tx
          : {
              ...tx,
              details: {
                ...tx.details,
                ...parseObject(this.secrets.open(secrets_sealed, txContext(tx.id))),
              },
            },
      ),
      refundOrderIds: view.refunds,
    };
  }

  /** Inserts with positional parameters, one statement per table and column set. */
  private insertRow(table: string, row: object) {
    return this.sql.run(statementText('insert', table, columns(row)), params(row));
  }

  async get(id: string): Promise<OrderRecord | undefined> {
    const row = await this.sql.get<StoredOrder>('SELECT * FROM orders WHERE id = ?', [id]);
    return row && this.fromStored(row);
  }
  /**
   * The order, locked until the transaction ends where the store has row locks: the read that
   * starts a read-modify-write of an order, so two instances changing one order take turns.
   */
  async getForUpdate(id: string): Promise<OrderRecord | undefined> {
    const row = await this.sql.get<StoredOrder>(SQL_OF[this.sql.dialect].byIdForUpdate, [id]);
    return row && this.fromStored(row);
  }
  async getByCheckoutKey(key: string): Promise<OrderRecord | undefined> {
    const row = await this.sql.get<StoredOrder>('SELECT * FROM orders WHERE checkout_key = ?', [
      this.secrets.lookupHash(key),
    ]);
    return row && this.fromStored(row);
  }
  /** The order's view in one statement. */
  async view(id: string): Promise<OrderView | undefined> {
    return this.toView(
      await this.sql.get<{ view: string }>(SQL_OF[this.sql.dialect].viewById, [id]),
    );
  }
  async viewByCheckoutKey(key: string): Promise<OrderView | undefined> {
    return this.toView(
      await this.sql.get<{ view: string }>(SQL_OF[this.sql.dialect].viewByKey, [
        this.secrets.lookupHash(key),
      ]),
    );
  }
  async lines(orderId: string): Promise<OrderLineRecord[]> {
    const rows = await this.sql.all<OrderLineRow>(
      'SELECT * FROM order_lines WHERE order_id = ? ORDER BY position',
      [orderId],
    );
    return rows.map(lineOfRow);
  }
  async transactions(orderId: string): Promise<TransactionRecord[]> {
    const rows = await this.sql.all<StoredTransaction>(
      'SELECT * FROM transactions WHERE order_id = ? ORDER BY position',
      [orderId],
    );
    return rows.map((row) => this.txFromStored(row));
  }
  async transaction(id: string): Promise<TransactionRecord | undefined> {
    const row = await this.sql.get<StoredTransaction>('SELECT * FROM transactions WHERE id = ?', [
      id,
    ]);
    return row && this.txFromStored(row);
  }
  async dueForExpiry(nowMs: number): Promise<string[]> {
    return (await this.sql.all<{ id: string }>(DUE_FOR_EXPIRY, [nowMs])).map((r) => r.id);
  }
  async dueForCapture(nowMs: number): Promise<string[]> {
    return (await this.sql.all<{ id: string }>(DUE_FOR_CAPTURE, [nowMs])).map((r) => r.id);
  }
  insertOrder(order: OrderRecord) {
    const row = stringified(order, JSON_COLUMNS.orders);
    row['checkout_key'] = this.secrets.lookupHash(order.checkout_key);
    row['checkout_key_sealed'] = this.secrets.seal(order.checkout_key, keyContext(order.id));
    return this.insertRow('orders', row);
  }
  insertLine(line: OrderLineRecord) {
    return this.insertRow('order_lines', { ...line, data: JSON.stringify(line.data) });
  }
  insertTransaction(tx: TransactionRecord) {
    return this.insertRow('transactions', {
      ...tx,
      outcomes: tx.outcomes === null ? null : JSON.stringify(tx.outcomes),
      ...this.sealDetails(tx.id, tx.details),
    });
  }
  /** Applies a patch and bumps the version (the ETag) in the same statement. */
  updateOrder(id: string, patch: Partial<OrderRecord>) {
    if ('checkout_key' in patch) throw new Error('The capability key of an order never changes');
    const row = stringified(patch, JSON_COLUMNS.orders);
    return this.sql.run(statementText('update', 'orders', columns(row)), [...params(row), id]);
  }
  updateTransaction(id: string, patch: Partial<TransactionRecord>) {
    const { details: _details, ...rest } = stringified(patch, ['outcomes']);
    const row =
      patch.details === undefined ? rest : { ...rest, ...this.sealDetails(id, patch.details) };
    return this.sql.run(statementText('update', 'transactions', columns(row)), [
      ...params(row),
      id,
    ]);
  }
  updateLine(id: string, patch: Partial<OrderLineRecord>) {
    const row = stringified(patch, JSON_COLUMNS.order_lines);
    return this.sql.run(statementText('update', 'order_lines', columns(row)), [...params(row), id]);
  }
  recordStatus(
    orderId: string,
    projectId: string,
    from: OrderStatus | null,
    to: OrderStatus,
    at: string,
  ) {
    const values: SqlParams = [orderId, projectId, from, to, at];
    return this.sql.run(
      `INSERT INTO status_events (order_id, project_id, from_status, to_status, at)
     VALUES (?, ?, ?, ?, ?)`,
      values,
    );
  }
}
