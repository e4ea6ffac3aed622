/** Maps the repos' records to the contract's shapes. */
import type {
  AmountDetails,
  Order,
  OrderLine,
  OrderLineDetail,
  Transaction,
} from '../../shared/api/index.ts';
import { checkoutUrl, type CheckoutLink } from '../../shared/checkout-url.ts';
import type {
  OrderLineRecord,
  OrderLineRow,
  OrderRow,
  OrderView,
  TransactionRecord,
  TransactionRow,
} from '../db/order-repo.ts';

export type Urls = { publicUrl: string; checkoutUrl: string };

/** The hosted page's URL for an order (`order_url`), with `step` or `method` when given. */
export function orderUrl(
  urls: Urls,
  row: Pick<OrderRow, 'id' | 'checkout_key'> & { locale?: string | null },
  query: Pick<CheckoutLink, 'step' | 'method'> = {},
) {
  return checkoutUrl(urls.checkoutUrl, {
    ...query,
    id: row.id,
    key: row.checkout_key,
    locale: row.locale ?? null,
  });
}

export const paymentUrl = (urls: Urls, transactionId: string) =>
  `${urls.publicUrl}/redirect/${transactionId}/to/payment/`;

export function toOrderLine(row: OrderLineRecord): OrderLine {
  return {
    ...row.data,
    id: row.id,
    name: row.name,
    amount: row.amount,
    quantity: row.quantity,
    ...(row.merchant_order_line_id === null
      ? {}
      : { merchant_order_line_id: row.merchant_order_line_id }),
  };
}

type Amounts = Pick<
  TransactionRow,
  'transaction_type' | 'status' | 'amount' | 'captured_amount' | 'voided_amount'
>;

/** An authorisation still open for capture: authorised, not fully captured or voided. */
export const capturableAmount = (tx: Amounts) =>
  tx.transaction_type === 'authorization' && tx.status === 'completed'
    ? Math.max(0, tx.amount - tx.captured_amount - tx.voided_amount)
    : 0;

/**
 * Read-only transaction fields of the interface the sandbox has no value for (fees and payouts):
 * present, as null, so code that reads them finds the key.
 */
const UNKNOWN_TRANSACTION_FIELDS = {
  msc_currency: null,
  msc_amount: null,
  msc_calculation_type: null,
  icf_currency: null,
  icf_amount: null,
  icp_currency: null,
  icp_amount: null,
  payout_batch_id: null,
} as const;

export function toTransaction(
  urls: Urls,
  row: TransactionRecord,
  merchantId: string | null = null,
): Transaction {
  const authorised = row.transaction_type === 'authorization' && row.status === 'completed';
  return {
    id: row.id,
    order_id: row.order_id,
    project_id: row.project_id,
    merchant_id: merchantId,
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
    payment_method_details: row.details,
    payment_url: paymentUrl(urls, row.id),
    status: row.status,
    is_capturable: capturableAmount(row) > 0,
    // What the PHP plugin SDK reads before it refunds: an authorisation captured in full.
    is_fully_captured: authorised && row.captured_amount > 0 && capturableAmount(row) === 0,
    capture_mode: row.capture_mode,
    ...(row.transaction_type ? { transaction_type: row.transaction_type } : {}),
    reason: row.reason,
    customer_message: row.customer_message,
    outcomes: row.outcomes ?? null,
    ...UNKNOWN_TRANSACTION_FIELDS,
  };
}

export function amountDetails(
  order: Pick<OrderRow, 'refunded_amount'>,
  txs: readonly Amounts[],
): AmountDetails {
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

export function orderLineDetails(lines: readonly Omit<OrderLineRow, 'data'>[]): OrderLineDetail[] {
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

/** A stored field the contract types as a string, if it is one. */
const stringField = (fields: Readonly<Record<string, unknown>>, key: string) => {
  const value = fields[key];
  return typeof value === 'string' ? value : undefined;
};

export type OrderExtras = { amountDetails?: boolean; orderLineDetails?: boolean };

/** The order as the interface shows it, from its view (one statement: OrderRepo.view). */
export function toOrder(urls: Urls, view: OrderView, extras: OrderExtras = {}): Order {
  const { order: row, lines, transactions: txs } = view;
  return {
    ...row.fields,
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
    flags: row.flags,
    // Left out when unset: the PHP plugin SDK validates any locale it is given (null fails).
    ...(row.locale === null ? {} : { locale: row.locale }),
    ...(row.payment_methods ? { payment_methods: row.payment_methods } : {}),
    transactions: txs.map((tx) => toTransaction(urls, tx, row.merchant_id)),
    return_url: row.return_url,
    failure_url: row.failure_url,
    webhook_url: row.webhook_url,
    ...(lines.length ? { order_lines: lines.map(toOrderLine) } : {}),
    refund_of_order_id: row.refund_of_order_id,
    refund_orders: view.refundOrderIds,
    refunded_amount: row.refunded_amount,
    // Chargebacks, reversals and related orders never happen in the sandbox: the keys are there.
    chargeback_of_order_id: null,
    chargeback_orders: [],
    reversal_of_order_id: null,
    reversal_orders: [],
    related_order_id: null,
    related_orders: [],
    related_payment_link_id: row.related_payment_link_id,
    merchant_bulk_id: stringField(row.fields, 'merchant_bulk_id') ?? null,
    merchant_name: stringField(row.fields, 'merchant_name') ?? null,
    merchant_iban: stringField(row.fields, 'merchant_iban') ?? null,
    merchant_bic: stringField(row.fields, 'merchant_bic') ?? null,
    ...(extras.amountDetails ? { amount_details: amountDetails(row, txs) } : {}),
    ...(extras.orderLineDetails ? { order_line_details: orderLineDetails(lines) } : {}),
  };
}

/** Whether a method's transactions authorise first (the registry's rule). */
export { authorisesFirst } from '../../shared/payment-methods.ts';
