/**
 * Orders: the resource, its two creation shapes, update, and the extra data behind `fields[]`.
 * @example
 * createOrderRequestSchema.parse({ currency: 'EUR', amount: 995, return_url: 'https://shop.example/done' });
 */
import * as z from 'zod/mini';
import {
  amountSchema,
  balanceSchema,
  currencySchema,
  durationSchema,
  httpUrlSchema,
  idSchema,
  localeSchema,
  textSchema,
} from './common.ts';
import {
  clientSchema,
  customerSchema,
  orderLineRequestSchema,
  orderLineSchema,
} from './order-parts.ts';
import { captureModeSchema, transactionRequestSchema, transactionSchema } from './transaction.ts';

// Kept in their own module (no zod) for the browser parts; part of the contract here.
export * from './order-statuses.ts';

/** Values of the `fields[]` query on GET /orders/{id}. */
export const ORDER_EXTRA_FIELDS = ['amount_details', 'order_line_details'] as const;

/** `fields[]=amount_details`: the financial breakdown. */
export const amountDetailsSchema = z.object({
  captured: balanceSchema,
  capturable: balanceSchema,
  refunded: balanceSchema,
  refundable: balanceSchema,
  voided: balanceSchema,
  voidable: balanceSchema,
});
export type AmountDetails = z.infer<typeof amountDetailsSchema>;

/** `fields[]=order_line_details`: per-line capture and refund state (names are ours; see README). */
export const orderLineDetailSchema = z.object({
  id: z.string(),
  merchant_order_line_id: z.optional(z.string()),
  name: z.string(),
  quantity: z.int(),
  amount: z.int(),
  captured_quantity: z.int(),
  capturable_quantity: z.int(),
  voided_quantity: z.int(),
  refunded_quantity: z.int(),
  refundable_quantity: z.int(),
});
export type OrderLineDetail = z.infer<typeof orderLineDetailSchema>;

const nullableText = (max?: number) => z.optional(z.nullable(textSchema(max)));
const nullableUrl = z.optional(z.nullable(httpUrlSchema));

/** The fields a merchant may write on an order. */
const writableOrderFields = {
  currency: currencySchema,
  amount: amountSchema,
  description: nullableText(1000),
  merchant_order_id: nullableText(255),
  merchant_bulk_id: nullableText(255),
  merchant_name: nullableText(255),
  merchant_iban: nullableText(34),
  merchant_bic: nullableText(11),
  return_url: nullableUrl,
  failure_url: nullableUrl,
  webhook_url: nullableUrl,
  locale: z.optional(z.nullable(localeSchema)),
  payment_methods: z.optional(
    z.array(z.string().check(z.minLength(1), z.maxLength(50))).check(z.maxLength(50)),
  ),
  capture_mode: z.optional(z.nullable(captureModeSchema)),
  expiration_period: z.optional(z.nullable(durationSchema)),
  order_lines: z.optional(z.array(orderLineRequestSchema).check(z.maxLength(500))),
  customer: z.optional(customerSchema),
  client: z.optional(clientSchema),
  extra: z.optional(z.record(z.string(), z.unknown())),
};

/**
 * POST /orders. Without `transactions` the response carries `order_url`; with them, each
 * transaction carries its `payment_url`.
 */
export const createOrderRequestSchema = z.strictObject({
  ...writableOrderFields,
  transactions: z.optional(
    z.array(transactionRequestSchema).check(z.minLength(1), z.maxLength(20)),
  ),
});
export type CreateOrderRequest = z.infer<typeof createOrderRequestSchema>;

/** The orders an order is linked to (refunds, chargebacks, reversals, a payment link): read-only. */
const relatedOrderFields = {
  refund_of_order_id: z.optional(z.nullable(z.string())),
  refund_orders: z.optional(z.array(z.string())),
  refunded_amount: z.optional(z.int()),
  chargeback_of_order_id: z.optional(z.nullable(z.string())),
  chargeback_orders: z.optional(z.array(z.string())),
  reversal_of_order_id: z.optional(z.nullable(z.string())),
  reversal_orders: z.optional(z.array(z.string())),
  related_order_id: z.optional(z.nullable(z.string())),
  related_orders: z.optional(z.array(z.string())),
  related_payment_link_id: z.optional(z.nullable(z.string())),
};

/** The order resource as the service returns it. */
export const orderSchema = z.object({
  id: idSchema,
  project_id: z.string(),
  merchant_id: z.string(),
  order_url: z.optional(z.string()),
  ...relatedOrderFields,
  merchant_order_id: z.optional(z.nullable(z.string())),
  merchant_bulk_id: z.optional(z.nullable(z.string())),
  merchant_name: z.optional(z.nullable(z.string())),
  merchant_iban: z.optional(z.nullable(z.string())),
  merchant_bic: z.optional(z.nullable(z.string())),
  created: z.string(),
  modified: z.nullable(z.string()),
  completed: z.optional(z.nullable(z.string())),
  expiration_period: z.optional(z.nullable(z.string())),
  capture_mode: z.optional(z.nullable(z.string())),
  currency: z.string(),
  amount: z.int(),
  description: z.optional(z.nullable(z.string())),
  status: z.string(),
  flags: z.array(z.string()),
  locale: z.optional(z.nullable(z.string())),
  payment_methods: z.optional(z.array(z.string())),
  transactions: z.array(transactionSchema),
  return_url: z.optional(z.nullable(z.string())),
  failure_url: z.optional(z.nullable(z.string())),
  webhook_url: z.optional(z.nullable(z.string())),
  order_lines: z.optional(z.array(orderLineSchema)),
  customer: z.optional(z.looseObject({})),
  client: z.optional(z.looseObject({})),
  extra: z.optional(z.record(z.string(), z.unknown())),
  amount_details: z.optional(amountDetailsSchema),
  order_line_details: z.optional(z.array(orderLineDetailSchema)),
});
export type Order = z.infer<typeof orderSchema>;

/**
 * PUT /orders/{id}. A body with only `description` is accepted; so is a whole order as fetched
 * (plugins PUT back what they GET): read-only fields are accepted and ignored.
 */
export const updateOrderRequestSchema = z.strictObject({
  ...z.partial(z.object(writableOrderFields)).shape,
  id: z.optional(z.string()),
  project_id: z.optional(z.string()),
  merchant_id: z.optional(z.string()),
  order_url: z.optional(z.string()),
  created: z.optional(z.string()),
  modified: z.optional(z.nullable(z.string())),
  completed: z.optional(z.nullable(z.string())),
  status: z.optional(z.string()),
  flags: z.optional(z.array(z.string())),
  transactions: z.optional(z.array(z.unknown())),
  ...relatedOrderFields,
  last_transaction_added: z.optional(z.nullable(z.string())),
  amount_details: z.optional(z.unknown()),
  order_line_details: z.optional(z.unknown()),
});
export type UpdateOrderRequest = z.infer<typeof updateOrderRequestSchema>;

/** A whole number in a query string (`?limit=50`), checked as an integer in [min, max]. */
const queryInt = (min: number, max: number) =>
  z.pipe(
    z.pipe(
      z.string().check(z.regex(/^\d{1,9}$/, 'a whole number')),
      z.transform((value) => Number(value)),
    ),
    z.int().check(z.minimum(min), z.maximum(max)),
  );

/**
 * GET /orders: both bounds are required date-times (a `+` in an offset is written `%2B` in a URL).
 * Without `limit` and `offset` the whole range is answered; with either, one page of `limit`
 * (default 100, at most 1000) after `offset` orders, as search pages.
 */
export const listOrdersQuerySchema = z.object({
  created_since: z.iso.datetime({ offset: true }),
  created_until: z.iso.datetime({ offset: true }),
  limit: z.optional(queryInt(1, 1000)),
  offset: z.optional(queryInt(0, 1_000_000_000)),
});
export type ListOrdersQuery = z.infer<typeof listOrdersQuerySchema>;
export const orderListSchema = z.array(orderSchema);
