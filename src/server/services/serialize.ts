/** Maps stored rows to the contract's shapes. */
import type {
  AmountDetails,
  Order,
  OrderLine,
  OrderLineDetail,
  Transaction,
} from '../../shared/api/index.ts';
import type { OrderLineRow, OrderRow, TransactionRow } from '../db/order-repo.ts';
import { CAPTURABLE_METHODS } from './payment-methods.ts';

export type Urls = { publicUrl: string; checkoutUrl: string };

/**
 * The hosted page's URL for an order: its id in the path, the capability key in the fragment (never
 * sent to a server), and the order's locale as `?locale=`, so the page fetches the right strings
 * with its first request (a hint: the order view has the last word). `query` adds `step` or
 * `method`. The page reads URLs without the locale too (those written before it was added).
 */
export function orderUrl(
  urls: Urls,
  row: Pick<OrderRow, 'id' | 'checkout_key'> & { locale?: string | null },
  query: Record<string, string> = {},
) {
  const search = new URLSearchParams({ ...query, ...(row.locale ? { locale: row.locale } : {}) });
  return `${urls.checkoutUrl}/pay/${row.id}/${search.size ? `?${search.toString()}` : ''}#${row.checkout_key}`;
}

export const paymentUrl = (urls: Urls, transactionId: string) =>
  `${urls.publicUrl}/redirect/${transactionId}/to/payment/`;

const parse = <T>(json: string | null, fallback: T): T =>
  json === null ? fallback : (JSON.parse(json) as T);

export function toOrderLine(row: OrderLineRow): OrderLine {
  return {
    ...parse<Partial<OrderLine>>(row.data, {}),
    id: row.id,
    name: row.name,
    amount: row.amount,
    quantity: row.quantity,
    ...(row.merchant_order_line_id === null
      ? {}
      : { merchant_order_line_id: row.merchant_order_line_id }),
  };
}

/** An authorisation still open for capture: authorised, not fully captured or voided. */
export const capturableAmount = (tx: TransactionRow) =>
  tx.transaction_type === 'authorization' && tx.status === 'completed'
    ? Math.max(0, tx.amount - tx.captured_amount - tx.voided_amount)
    : 0;

export function toTransaction(urls: Urls, row: TransactionRow): Transaction {
  const details = parse<Record<string, unknown>>(row.details, {});
  return {
    id: row.id,
    order_id: row.order_id,
    project_id: row.project_id,
    created: row.created,
    modified: row.modified,
    completed: row.completed,
    expiration_period: row.expiration_period,
    currency: row.currency,
    amount: row.amount,
    balance: 'test',
    description: row.description,
    product_type: 'ecom',
    credit_debit: 'credit',
    channel: 'ecom',
    payment_method: row.payment_method,
    payment_method_brand: row.payment_method_brand,
    payment_method_details: details,
    payment_url: paymentUrl(urls, row.id),
    status: row.status,
    is_capturable: capturableAmount(row) > 0,
    capture_mode: row.capture_mode,
    ...(row.transaction_type ? { transaction_type: row.transaction_type } : {}),
    reason: row.reason,
    customer_message: row.customer_message,
    ...(row.outcomes ? { outcomes: parse(row.outcomes, {}) } : {}),
  };
}

export function amountDetails(order: OrderRow, txs: TransactionRow[]): AmountDetails {
  let captured = 0;
  let capturable = 0;
  let voided = 0;
  for (const tx of txs) {
    if (tx.status !== 'completed') continue;
    const isAuth = tx.transaction_type === 'authorization';
    captured += isAuth ? tx.captured_amount : tx.amount;
    capturable += capturableAmount(tx);
    voided += tx.voided_amount;
  }
  return {
    captured,
    capturable,
    refunded: order.refunded_amount,
    refundable: Math.max(0, captured - order.refunded_amount),
    voided,
    voidable: capturable,
  };
}

export function orderLineDetails(lines: OrderLineRow[]): OrderLineDetail[] {
  return lines.map((line) => {
    const open = line.quantity - line.captured_quantity - line.voided_quantity;
    return {
      id: line.id,
      ...(line.merchant_order_line_id === null
        ? {}
        : { merchant_order_line_id: line.merchant_order_line_id }),
      name: line.name,
      quantity: line.quantity,
      amount: line.amount,
      captured_quantity: line.captured_quantity,
      capturable_quantity: Math.max(0, open),
      voided_quantity: line.voided_quantity,
      refunded_quantity: line.refunded_quantity,
      refundable_quantity: Math.max(0, line.captured_quantity - line.refunded_quantity),
    };
  });
}

export type OrderExtras = { amountDetails?: boolean; orderLineDetails?: boolean };

export function toOrder(
  urls: Urls,
  row: OrderRow,
  lines: OrderLineRow[],
  txs: TransactionRow[],
  extras: OrderExtras = {},
  refundOrders: string[] = [],
): Order {
  const fields = parse<Record<string, unknown>>(row.fields, {});
  const flags = parse<string[]>(row.flags, []);
  return {
    ...fields,
    id: row.id,
    project_id: row.project_id,
    merchant_id: row.merchant_id,
    ...(row.has_order_url ? { order_url: orderUrl(urls, row) } : {}),
    merchant_order_id: row.merchant_order_id,
    created: row.created,
    modified: row.modified,
    completed: row.completed,
    expiration_period: row.expiration_period,
    capture_mode: row.capture_mode,
    currency: row.currency,
    amount: row.amount,
    description: row.description,
    status: row.status,
    flags,
    locale: row.locale,
    ...(row.payment_methods ? { payment_methods: parse<string[]>(row.payment_methods, []) } : {}),
    transactions: txs.map((tx) => toTransaction(urls, tx)),
    return_url: row.return_url,
    failure_url: row.failure_url,
    webhook_url: row.webhook_url,
    ...(lines.length ? { order_lines: lines.map(toOrderLine) } : {}),
    refund_of_order_id: row.refund_of_order_id,
    refund_orders: refundOrders,
    refunded_amount: row.refunded_amount,
    related_payment_link_id: row.related_payment_link_id,
    ...(extras.amountDetails ? { amount_details: amountDetails(row, txs) } : {}),
    ...(extras.orderLineDetails ? { order_line_details: orderLineDetails(lines) } : {}),
  };
}

/** Whether a method's transactions authorise first (manual/delayed capture applies). */
export const authorisesFirst = (method: string, captureMode: string | null) =>
  captureMode !== null && CAPTURABLE_METHODS.has(method);
