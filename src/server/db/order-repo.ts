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
import {
  PAYABLE_ORDER_STATUSES,
  type Customer,
  type Locale,
  type OrderStatus,
  type Outcomes,
  type PaymentMethodDetails,
  type TransactionStatus,
} from '../../shared/api/index.ts';
import type { Db } from './open-db.ts';
import { SEALED_DETAILS } from './secrets.ts';

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

// Statements are built from a row's keys once per column set and kept (see `cached`).
const columns = (row: object) => Object.keys(row);
const updateSql = (table: string, patch: object) =>
  `UPDATE ${table} SET ${columns(patch)
    .map((c) => `${c} = @${c}`)
    .join(', ')} WHERE id = @id`;

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

/**
 * `json_object(...)` of the columns of a table (as it is now, less `skip`), JSON columns embedded
 * parsed.
 */
function jsonOfRow(
  db: Db,
  table: keyof typeof JSON_COLUMNS,
  alias: string,
  skip: readonly string[] = [],
): string {
  const names = db
    .prepare<[string], { name: string }>('SELECT name FROM pragma_table_info(?)')
    .all(table)
    .map((c) => c.name)
    .filter((name) => !skip.includes(name));
  const json = new Set<string>(JSON_COLUMNS[table]);
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
  order: Omit<OrderRecord, 'checkout_key'>;
  sealed_key: string;
  lines: OrderLineRecord[];
  transactions: (TransactionRecord & { secrets_sealed: string | null })[];
  refunds: string[];
};

export function orderRepo(db: Db) {
  const { secrets } = db;
  const keyContext = (orderId: string) => `orders.checkout_key:${orderId}`;
  const txContext = (txId: string) => `transactions.secrets:${txId}`;

  /** The order as the server sees it: JSON columns parsed, its capability key opened. */
  const fromStored = ({ checkout_key_sealed, ...row }: StoredOrder): OrderRecord =>
    orderOfRow({ ...row, checkout_key: secrets.open(checkout_key_sealed, keyContext(row.id)) });

  /** A transaction with its JSON columns parsed and its sealed tokens back in its details. */
  const txFromStored = ({ secrets_sealed, details, outcomes, ...row }: StoredTransaction) => {
    const tx: TransactionRecord = {
      ...row,
      details: parseObject(details),
      outcomes: outcomes === null ? null : (JSON.parse(outcomes) as Outcomes),
    };
    if (secrets_sealed !== null)
      tx.details = {
        ...tx.details,
        ...parseObject(secrets.open(secrets_sealed, txContext(row.id))),
      };
    return tx;
  };

  /** Details as stored: the tokens taken out and sealed on their own. */
  function sealDetails(txId: string, details: PaymentMethodDetails) {
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
          : secrets.seal(JSON.stringify(sealed), txContext(txId)),
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
  const dueForExpiry = db.prepare<[number], { id: string }>(
    `SELECT id FROM orders WHERE expires_at_ms IS NOT NULL AND expires_at_ms <= ?
     AND status IN (${sqlList(PAYABLE_ORDER_STATUSES)}) LIMIT 500`,
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
    // Completed in place: the parsed order is this call's own object.
    const order = view.order as OrderRecord;
    order.checkout_key = secrets.open(view.sealed_key, keyContext(order.id));
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

  function insertOrder(order: OrderRecord) {
    const row = stringified(order, JSON_COLUMNS.orders);
    row['checkout_key'] = secrets.lookupHash(order.checkout_key);
    row['checkout_key_sealed'] = secrets.seal(order.checkout_key, keyContext(order.id));
    return insertRow('orders', row);
  }

  function insertTransaction(tx: TransactionRecord) {
    return insertRow('transactions', {
      ...tx,
      outcomes: tx.outcomes === null ? null : JSON.stringify(tx.outcomes),
      ...sealDetails(tx.id, tx.details),
    });
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
    lines: (orderId: string) => lines.all(orderId).map(lineOfRow),
    transactions: (orderId: string) => txs.all(orderId).map(txFromStored),
    transaction: (id: string) => {
      const row = txById.get(id);
      return row && txFromStored(row);
    },
    dueForExpiry: (nowMs: number) => dueForExpiry.all(nowMs).map((r) => r.id),
    dueForCapture: (nowMs: number) => dueForCapture.all(nowMs).map((r) => r.id),
    insertOrder,
    insertLine: (line: OrderLineRecord) =>
      insertRow('order_lines', { ...line, data: JSON.stringify(line.data) }),
    insertTransaction,
    /** Applies a patch and bumps the version (the ETag) in the same statement. */
    updateOrder: (id: string, patch: Partial<OrderRecord>) => {
      if ('checkout_key' in patch) throw new Error('The capability key of an order never changes');
      const row = stringified(patch, JSON_COLUMNS.orders);
      return cached(
        `${updateSql('orders', row).replace(' WHERE', ', version = version + 1 WHERE')}`,
      ).run({ ...row, id });
    },
    updateTransaction: (id: string, patch: Partial<TransactionRecord>) => {
      const { details: _details, ...rest } = stringified(patch, ['outcomes']);
      const row =
        patch.details === undefined ? rest : { ...rest, ...sealDetails(id, patch.details) };
      return cached(updateSql('transactions', row)).run({ ...row, id });
    },
    updateLine: (id: string, patch: Partial<OrderLineRecord>) => {
      const row = stringified(patch, JSON_COLUMNS.order_lines);
      return cached(updateSql('order_lines', row)).run({ ...row, id });
    },
    recordStatus: (
      orderId: string,
      projectId: string,
      from: OrderStatus | null,
      to: OrderStatus,
      at: string,
    ) => insertEvent.run(orderId, projectId, from, to, at),
    /** Runs `fn` in a transaction (a savepoint inside another one); one commit for all of it. */
    atomically: <T>(fn: () => T): T => inTransaction(fn) as T,
  };
}
export type OrderRepo = ReturnType<typeof orderRepo>;
