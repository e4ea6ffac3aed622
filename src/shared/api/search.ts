/**
 * POST /search/orders. The interface calls the body "free-form criteria" and shows only
 * `merchant_order_id`; these are the criteria the service understands. Unknown keys are a 400.
 * @example
 * searchOrdersRequestSchema.parse({ merchant_order_id: 'SHOP-1' });
 */
import * as z from 'zod/mini';
import { currencySchema, textSchema } from './common.ts';
import { orderSchema } from './order.ts';

const statusCriterion = z.union([
  z.string().check(z.minLength(1), z.maxLength(50)),
  z.array(z.string().check(z.minLength(1), z.maxLength(50))).check(z.minLength(1), z.maxLength(20)),
]);

export const searchOrdersRequestSchema = z.strictObject({
  merchant_order_id: z.optional(textSchema(255)),
  status: z.optional(statusCriterion),
  currency: z.optional(currencySchema),
  payment_method: z.optional(textSchema(50)),
  amount_min: z.optional(z.int().check(z.minimum(0))),
  amount_max: z.optional(z.int().check(z.minimum(0))),
  created_since: z.optional(z.iso.datetime({ offset: true })),
  created_until: z.optional(z.iso.datetime({ offset: true })),
  description: z.optional(textSchema(1000)),
  limit: z.optional(z.int().check(z.minimum(1), z.maximum(1000))),
  offset: z.optional(z.int().check(z.minimum(0))),
});
export type SearchOrdersRequest = z.infer<typeof searchOrdersRequestSchema>;

/** `hits` counts every match; `orders` holds the page of them (`limit`, default 100). */
export const searchOrdersResultSchema = z.object({
  hits: z.int(),
  orders: z.array(orderSchema),
});
export type SearchOrdersResult = z.infer<typeof searchOrdersResultSchema>;
