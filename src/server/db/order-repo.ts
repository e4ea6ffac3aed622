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
 */
import type { Locale, OrderStatus, Transaction } from '../../shared/api/index.ts';
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

/** Keys of payment_method_details that are secrets the API shows again: stored sealed. */
export const SEALED_DETAILS = ['setup_token', 'vault_token'] as const;

/** An order with its JSON columns parsed. */
export type OrderRecord = Omit<
  OrderRow,
  'status' | 'locale' | 'flags' | 'payment_methods' | 'fields'
> & {
  status: OrderStatus;
  locale: Locale | null;
  flags: string[];
  payment_methods: string[] | null;
  /** The stored writable fields: customer, client, extra, merchant_*. */
  fields: Record<string, unknown> & { merchant_name?: string | null };
};
export type OrderLineRecord = Omit<OrderLineRow, 'data'> & {
  /** The line's other fields (type, url, vat_percentage, …). */
  data: Record<string, unknown> & { type?: string };
};
export type TransactionRecord = Omit<TransactionRow, 'details' | 'outcomes'> & {
  details: NonNullable<Transaction['payment_method_details']>;
  outcomes: NonNullable<Transaction['outcomes']> | null;
};
/** An order as its views need it: lines and transactions by position, refund orders by age. */
export type OrderView = {
  order: OrderRecord;
  lines: OrderLineRecord[];
  transactions: TransactionRecord[];
  refundOrderIds: string[];
};

/** The row as stored: the capability key as keyed hash and sealed value. */
type StoredOrder = OrderRow & { checkout_key_sealed: string };
type StoredTransaction = TransactionRow & { secrets_sealed: string | null };

// Statements are built from a row's keys once per column set and kept (see `cached`).
const columns = (row: object) => Object.keys(row);
const updateSql = (table: string, patch: object) =>
  `UPDATE ${table} SET ${columns(patch)
    .map((c) => `${c} = @${c}`)
    .join(', ')} WHERE id = @id`;

const parseObject = (json: string): Record<string, unknown> =>
  JSON.parse(json) as Record<string, unknown>;

/** The record of an order row (JSON columns parsed; statuses and locales are the service's own). */
export function orderRecord(row: OrderRow): OrderRecord {
  return {
    ...row,
    status: row.status as OrderStatus,
    locale: row.locale as Locale | null,
    flags: JSON.parse(row.flags) as string[],
    payment_methods:
      row.payment_methods === null ? null : (JSON.parse(row.payment_methods) as string[]),
    fields: parseObject(row.fields),
  };
}

export const lineRecord = (row: OrderLineRow): OrderLineRecord => ({
  ...row,
  data: parseObject(row.data),
});

export const transactionRecord = (row: TransactionRow): TransactionRecord => ({
  ...row,
  details: parseObject(row.details),
  outcomes:
    row.outcomes === null
      ? null
      : (JSON.parse(row.outcomes) as NonNullable<Transaction['outcomes']>),
});

/** Columns stored as JSON text, per table: the view embeds them parsed. */
const JSON_COLUMNS: Record<string, readonly string[]> = {
  orders: ['flags', 'payment_methods', 'fields'],
  order_lines: ['data'],
  transactions: ['details', 'outcomes'],
};

/**
 * `json_object(...)` of the columns of a table (as it is now, less `skip`), JSON columns embedded
 * parsed.
 */
function jsonOfRow(db: Db, table: string, alias: string, skip: readonly string[] = []): string {
  const names = db
    .prepare<[string], { name: string }>('SELECT name FROM pragma_table_info(?)')
    .all(table)
    .map((c) => c.name)
    .filter((name) => !skip.includes(name));
  const json = new Set(JSON_COLUMNS[table]);
  return `json_object(${names
    .map((n) => `'${n}', ${json.has(n) ? `json(${alias}.${n})` : `${alias}.${n}`}`)
    .join(', ')})`;
}

/**
 * The view of one order as a single JSON text: the order (its capability key apart, sealed), its
 * lines, transactions and refund order ids. One statement and one JSON.parse, cheaper than reading
 * four result sets row by row. The subqueries' ORDER BY holds in the aggregate: SQLite never
 * flattens an ordered subquery into an aggregate query.
 */
function viewSql(db: Db, where: string): string {
  return `SELECT json_object(
    'order', ${jsonOfRow(db, 'orders', 'o', ['checkout_key', 'checkout_key_sealed'])},
    'sealed_key', o.checkout_key_sealed,
    'lines', (SELECT json_group_array(${jsonOfRow(db, 'order_lines', 'l')})
      FROM (SELECT * FROM order_lines WHERE order_id = o.id ORDER BY position) l),
    'transactions', (SELECT json_group_array(${jsonOfRow(db, 'transactions', 't')})
      FROM (SELECT * FROM transactions WHERE order_id = o.id ORDER BY position) t),
    'refunds', (SELECT json_group_array(r.id)
      FROM (SELECT id FROM orders WHERE refund_of_order_id = o.id ORDER BY created_ms, id) r)
  ) FROM orders o WHERE ${where}`;
}

/** The view as the statement returns it: the capability key and the tokens still sealed. */
type StoredView = {
  order: Omit<OrderRecord, 'checkout_key'> & { checkout_key?: string };
  sealed_key: string;
  lines: OrderLineRecord[];
  transactions: (TransactionRecord & { secrets_sealed: string | null })[];
  refunds: string[];
};

export function orderRepo(db: Db) {
  const { secrets } = db;
  const keyContext = (orderId: string) => `orders.checkout_key:${orderId}`;
  const txContext = (txId: string) => `transactions.secrets:${txId}`;

  /** The order as the server sees it: its capability key opened. */
  const fromStored = ({ checkout_key_sealed, ...row }: StoredOrder): OrderRow => ({
    ...row,
    checkout_key: secrets.open(checkout_key_sealed, keyContext(row.id)),
  });

  /** A transaction with its sealed tokens back in its details. */
  const txFromStored = ({ secrets_sealed, ...row }: StoredTransaction): TransactionRow =>
    secrets_sealed === null
      ? row
      : {
          ...row,
          details: JSON.stringify({
            ...parseObject(row.details),
            ...parseObject(secrets.open(secrets_sealed, txContext(row.id))),
          }),
        };

  /** Details as stored: the tokens taken out and sealed on their own. */
  function sealDetails(txId: string, details: string) {
    if (!details.includes('_token')) return { details, secrets_sealed: null };
    const rest = parseObject(details);
    const sealed: Record<string, unknown> = {};
    for (const key of SEALED_DETAILS)
      if (rest[key] !== undefined) {
        sealed[key] = rest[key];
        delete rest[key];
      }
    return Object.keys(sealed).length === 0
      ? { details, secrets_sealed: null }
      : {
          details: JSON.stringify(rest),
          secrets_sealed: secrets.seal(JSON.stringify(sealed), txContext(txId)),
        };
  }

  const byId = db.prepare<[string], StoredOrder>('SELECT * FROM orders WHERE id = ?');
  const byKey = db.prepare<[string], StoredOrder>('SELECT * FROM orders WHERE checkout_key = ?');
  const viewById = db.prepare<[string], string>(viewSql(db, 'o.id = ?')).pluck();
  const viewByKey = db.prepare<[string], string>(viewSql(db, 'o.checkout_key = ?')).pluck();
  const lines = db.prepare<[string], OrderLineRow>(
    'SELECT * FROM order_lines WHERE order_id = ? ORDER BY position',
  );
  const txs = db.prepare<[string], StoredTransaction>(
    'SELECT * FROM transactions WHERE order_id = ? ORDER BY position',
  );
  const txById = db.prepare<[string], StoredTransaction>('SELECT * FROM transactions WHERE id = ?');
  const byCreated = db.prepare<[string, number, number], StoredOrder>(
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
  const inserts = new Map<string, ReturnType<Db['prepare']>>();
  const inTransaction = db.transaction((fn: () => unknown) => fn());

  function toView(json: string | undefined): OrderView | undefined {
    if (json === undefined) return undefined;
    const view = JSON.parse(json) as StoredView;
    const order = view.order;
    order.checkout_key = secrets.open(view.sealed_key, keyContext(order.id));
    return {
      order: order as OrderRecord,
      lines: view.lines,
      // Only card transactions carry sealed tokens.
      transactions: view.transactions.map(({ secrets_sealed, ...tx }) =>
        secrets_sealed === null
          ? tx
          : {
              ...tx,
              details: {
                ...tx.details,
                ...parseObject(secrets.open(secrets_sealed, txContext(tx.id))),
              },
            },
      ),
      refundOrderIds: view.refunds,
    };
  }

  /** Inserts with positional parameters, one prepared statement per table and column set. */
  function insertRow(table: string, row: object) {
    const names = columns(row);
    const shape = `${table}(${names.join(',')})`;
    let stmt = inserts.get(shape);
    if (!stmt) {
      stmt = db.prepare(
        `INSERT INTO ${table} (${names.join(', ')}) VALUES (${names.map(() => '?').join(', ')})`,
      );
      inserts.set(shape, stmt);
    }
    return stmt.run(Object.values(row));
  }

  function insertOrder(row: OrderRow) {
    const stored: StoredOrder = {
      ...row,
      checkout_key: secrets.lookupHash(row.checkout_key),
      checkout_key_sealed: secrets.seal(row.checkout_key, keyContext(row.id)),
    };
    return insertRow('orders', stored);
  }

  function insertTransaction(row: TransactionRow) {
    return insertRow('transactions', { ...row, ...sealDetails(row.id, row.details) });
  }

  return {
    get: (id: string) => {
      const row = byId.get(id);
      return row && fromStored(row);
    },
    getByCheckoutKey: (key: string) => {
      const row = byKey.get(secrets.lookupHash(key));
      return row && fromStored(row);
    },
    /** The order's view in one statement. */
    view: (id: string) => toView(viewById.get(id)),
    viewByCheckoutKey: (key: string) => toView(viewByKey.get(secrets.lookupHash(key))),
    lines: (orderId: string) => lines.all(orderId),
    transactions: (orderId: string) => txs.all(orderId).map(txFromStored),
    transaction: (id: string) => {
      const row = txById.get(id);
      return row && txFromStored(row);
    },
    listByCreated: (projectId: string, sinceMs: number, untilMs: number) =>
      byCreated.all(projectId, sinceMs, untilMs).map(fromStored),
    dueForExpiry: (nowMs: number) => dueForExpiry.all(nowMs).map((r) => r.id),
    dueForCapture: (nowMs: number) => dueForCapture.all(nowMs).map((r) => r.id),
    refundOrderIds: (orderId: string) => refundIds.all(orderId).map((r) => r.id),
    insertOrder,
    insertLine: (row: OrderLineRow) => insertRow('order_lines', row),
    insertTransaction,
    /** Applies a patch and bumps the version (the ETag) in the same statement. */
    updateOrder: (id: string, patch: Partial<OrderRow>) => {
      if ('checkout_key' in patch) throw new Error('The capability key of an order never changes');
      return cached(
        `${updateSql('orders', patch).replace(' WHERE', ', version = version + 1 WHERE')}`,
      ).run({ ...patch, id });
    },
    updateTransaction: (id: string, patch: Partial<TransactionRow>) => {
      const stored =
        patch.details === undefined ? patch : { ...patch, ...sealDetails(id, patch.details) };
      return cached(updateSql('transactions', stored)).run({ ...stored, id });
    },
    updateLine: (id: string, patch: Partial<OrderLineRow>) =>
      cached(updateSql('order_lines', patch)).run({ ...patch, id }),
    recordStatus: (
      orderId: string,
      projectId: string,
      from: string | null,
      to: string,
      at: string,
    ) => insertEvent.run(orderId, projectId, from, to, at),
    /** Runs `fn` in a transaction (a savepoint inside another one); one commit for all of it. */
    atomically: <T>(fn: () => T): T => inTransaction(fn) as T,
  };
}
export type OrderRepo = ReturnType<typeof orderRepo>;
