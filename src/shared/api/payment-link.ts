/**
 * Payment links: a reusable URL that allows up to 25 payment attempts until one succeeds or it expires.
 * @example
 * createPaymentLinkRequestSchema.parse({ merchant_order_id: 'INV-7', amount: 4200, currency: 'EUR' });
 */
import * as z from 'zod/mini';
import {
  amountSchema,
  currencySchema,
  durationSchema,
  httpUrlSchema,
  localeSchema,
  textSchema,
} from './common.ts';
import { customerSchema } from './order-parts.ts';

/** Payment-link statuses (interface: new, completed; real links also report processing, all_unsuccessful). */
export const PAYMENT_LINK_STATUSES = [
  'new',
  'processing',
  'completed',
  'expired',
  'all_unsuccessful',
] as const;
export type PaymentLinkStatus = (typeof PAYMENT_LINK_STATUSES)[number];
/** Attempts a link allows (interface: Limits). */
export const PAYMENT_LINK_MAX_ATTEMPTS = 25;

export const createPaymentLinkRequestSchema = z.strictObject({
  merchant_order_id: textSchema(255).check(z.minLength(1)),
  amount: amountSchema,
  currency: currencySchema,
  description: z.optional(z.nullable(textSchema())),
  expiration_period: z.optional(z.nullable(durationSchema)),
  payment_methods: z.optional(z.array(z.string().check(z.minLength(1), z.maxLength(50)))),
  customer: z.optional(customerSchema),
  return_url: z.optional(z.nullable(httpUrlSchema)),
  failure_url: z.optional(z.nullable(httpUrlSchema)),
  webhook_url: z.optional(z.nullable(httpUrlSchema)),
  locale: z.optional(z.nullable(localeSchema)),
});
export type CreatePaymentLinkRequest = z.infer<typeof createPaymentLinkRequestSchema>;

export const paymentLinkSchema = z.object({
  id: z.string(),
  merchant_order_id: z.string(),
  description: z.nullable(z.string()),
  amount: z.int(),
  currency: z.string(),
  expiration_period: z.nullable(z.string()),
  payment_url: z.nullable(z.string()),
  payment_methods: z.optional(z.array(z.string())),
  created: z.string(),
  modified: z.optional(z.nullable(z.string())),
  completed: z.optional(z.nullable(z.string())),
  completed_order_id: z.optional(z.nullable(z.string())),
  status: z.string(),
  reason: z.string(),
  orders: z.record(z.string(), z.array(z.string())),
  customer: z.optional(z.looseObject({})),
});
export type PaymentLink = z.infer<typeof paymentLinkSchema>;
