/**
 * Bodies of refunds, captures and voids.
 *
 * The interface names two order-line selection forms for capture and void by order line: an object
 * `order_line` ({merchant_order_line_id | id, quantity}) in its field list, and an `order_lines`
 * array of {id, quantity} in its examples, which the SDKs follow. Both are accepted.
 * @example
 * captureByOrderLinesRequestSchema.parse({ order_lines: [{ id: 'ol_1', quantity: 1 }] });
 */
import * as z from 'zod/mini';
import { amountSchema, currencySchema, textSchema } from './common.ts';

/** One selected line: by the service's `id` or the merchant's `merchant_order_line_id`. */
export const orderLineSelectionSchema = z
  .strictObject({
    id: z.optional(z.string().check(z.minLength(1), z.maxLength(100))),
    merchant_order_line_id: z.optional(z.string().check(z.minLength(1), z.maxLength(100))),
    quantity: z.int().check(z.minimum(1), z.maximum(1_000_000)),
  })
  .check(
    z.refine((line) => line.id !== undefined || line.merchant_order_line_id !== undefined, {
      message: 'id or merchant_order_line_id is required',
      path: ['id'],
    }),
  );
export type OrderLineSelection = z.infer<typeof orderLineSelectionSchema>;

/** POST …/captures/amount and …/voids/amount. */
export const amountOperationRequestSchema = z.strictObject({
  description: z.optional(z.nullable(textSchema())),
  amount: amountSchema,
});
export type AmountOperationRequest = z.infer<typeof amountOperationRequestSchema>;

/** POST …/captures/orderlines and …/voids/orderlines: `order_lines` array or `order_line` object. */
export const orderLinesOperationRequestSchema = z
  .strictObject({
    description: z.optional(z.nullable(textSchema())),
    order_lines: z.optional(
      z.array(orderLineSelectionSchema).check(z.minLength(1), z.maxLength(500)),
    ),
    order_line: z.optional(orderLineSelectionSchema),
  })
  .check(
    z.refine((body) => (body.order_lines === undefined) !== (body.order_line === undefined), {
      message: 'exactly one of order_lines or order_line is required',
      path: ['order_lines'],
    }),
  );
export type OrderLinesOperationRequest = z.infer<typeof orderLinesOperationRequestSchema>;

/** The same bodies under the names the interface gives each endpoint. */
export const captureByAmountRequestSchema = amountOperationRequestSchema;
export const voidByAmountRequestSchema = amountOperationRequestSchema;
export const captureByOrderLinesRequestSchema = orderLinesOperationRequestSchema;
export const voidByOrderLinesRequestSchema = orderLinesOperationRequestSchema;

/**
 * An order line named in a refund. Plugins send the lines as they fetched them from the order (or
 * rebuilt them from the shop's basket), so every field of an order line is accepted; only `id` or
 * `merchant_order_line_id` and `quantity` are read, the rest (url, image_url, amount, …) is ignored.
 */
export const refundLineSchema = z
  .strictObject({
    id: z.optional(z.string().check(z.minLength(1), z.maxLength(100))),
    merchant_order_line_id: z.optional(z.string().check(z.minLength(1), z.maxLength(100))),
    quantity: z.int().check(z.minimum(1), z.maximum(1_000_000)),
    type: z.optional(z.unknown()),
    ean: z.optional(z.unknown()),
    name: z.optional(z.unknown()),
    url: z.optional(z.unknown()),
    image_url: z.optional(z.unknown()),
    currency: z.optional(z.unknown()),
    amount: z.optional(z.unknown()),
    discount_rate: z.optional(z.unknown()),
    vat_percentage: z.optional(z.unknown()),
  })
  .check(
    z.refine((line) => line.id !== undefined || line.merchant_order_line_id !== undefined, {
      message: 'id or merchant_order_line_id is required',
      path: ['id'],
    }),
  );
export type RefundLine = z.infer<typeof refundLineSchema>;

/**
 * POST /orders/{id}/refunds. Every field is optional: no `amount` refunds the named lines' total, or
 * with no lines everything still refundable (an empty body is a full refund). `currency`, which
 * some plugins add, must be the order's.
 */
export const refundRequestSchema = z.strictObject({
  amount: z.optional(amountSchema),
  currency: z.optional(currencySchema),
  description: z.optional(z.nullable(textSchema())),
  merchant_order_id: z.optional(z.nullable(textSchema(255))),
  order_lines: z.optional(z.array(refundLineSchema).check(z.maxLength(500))),
  extra: z.optional(z.record(z.string(), z.unknown())),
});
export type RefundRequest = z.infer<typeof refundRequestSchema>;
