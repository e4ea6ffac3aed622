/**
 * Transactions: one per payment attempt or payment method of an order.
 * @example
 * transactionRequestSchema.parse({ payment_method: 'credit-card', payment_method_details: { setup_token: true } });
 */
import * as z from 'zod/mini';
import { amountSchema, currencySchema, durationSchema, idSchema, textSchema } from './common.ts';

/**
 * Transaction statuses (the interface's and those real clients meet). Parsed as open strings
 * because the real service may add more; this list is what the sandbox produces and what code branches on.
 */
export const TRANSACTION_STATUSES = [
  'new',
  'pending',
  'processing',
  'error',
  'completed',
  'cancelled',
  'expired',
  'accepted',
  'captured',
  'declined',
] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

/** Capture modes a merchant may ask for (interface: `delayed` needs `expiration_period`). */
export const CAPTURE_MODES = ['manual', 'delayed'] as const;
export type CaptureMode = (typeof CAPTURE_MODES)[number];
export const captureModeSchema = z.enum(CAPTURE_MODES);

/** One-click / recurring markers, as the plugins send them. */
export const ONE_CLICK_TYPES = ['first', 'one-click'] as const;
export const RECURRING_TYPES = ['first', 'recurring'] as const;

export const fraudPreventionOutcomeSchema = z.object({
  status: z.optional(z.string()),
  score: z.optional(z.int()),
  reason: z.optional(z.string()),
  error_description: z.optional(z.string()),
});

export const processingOutcomeSchema = z.object({
  status: z.optional(z.string()),
  response_code: z.optional(z.string()),
  response_code_description: z.optional(z.string()),
  merchant_advice_code: z.optional(z.string()),
  error_description: z.optional(z.string()),
});

export const outcomesSchema = z.object({
  fraud_prevention: z.optional(fraudPreventionOutcomeSchema),
  processing: z.optional(processingOutcomeSchema),
});

/**
 * `payment_method_details` as the service returns it. Method-specific extras (iDEAL consumer data,
 * bank-transfer references) pass through, so the shape is loose.
 */
export const paymentMethodDetailsSchema = z.looseObject({
  datetime_local: z.optional(z.string()),
  attempt_3dsecure: z.optional(z.boolean()),
  require_3dsecure: z.optional(z.boolean()),
  setup_token: z.optional(z.string()),
  vault_token: z.optional(z.string()),
  cvc: z.optional(z.string()),
  one_click_type: z.optional(z.string()),
  recurring_type: z.optional(z.string()),
  schedule_type: z.optional(z.string()),
  truncated_pan: z.optional(z.string()),
  card_expiry: z.optional(z.string()),
  cardholder_name: z.optional(z.string()),
  response_code: z.optional(z.string()),
  first_authorised_transaction_id: z.optional(z.string()),
  issuer_id: z.optional(z.string()),
  reference: z.optional(z.string()),
});
export type PaymentMethodDetails = z.infer<typeof paymentMethodDetailsSchema>;

/**
 * `payment_method_details` as a merchant sends it at order creation. `setup_token: true` asks for a
 * setup token string in the response; `vault_token` charges a stored card.
 */
export const paymentMethodDetailsRequestSchema = z.strictObject({
  setup_token: z.optional(z.boolean()),
  vault_token: z.optional(z.string().check(z.minLength(1), z.maxLength(200))),
  cvc: z.optional(z.string().check(z.regex(/^\d{3,4}$/, 'three or four digits'))),
  one_click_type: z.optional(z.enum(ONE_CLICK_TYPES)),
  recurring_type: z.optional(z.enum(RECURRING_TYPES)),
  schedule_type: z.optional(textSchema(50)),
  attempt_3dsecure: z.optional(z.boolean()),
  require_3dsecure: z.optional(z.boolean()),
  issuer_id: z.optional(textSchema(50)),
  cardholder_name: z.optional(textSchema(200)),
  datetime_local: z.optional(textSchema(50)),
  verified_terms_of_service: z.optional(z.boolean()),
  dynamic_descriptor: z.optional(textSchema(100)),
  use_customer_name_as_cardholder_name: z.optional(z.boolean()),
});
export type PaymentMethodDetailsRequest = z.infer<typeof paymentMethodDetailsRequestSchema>;

/** A transaction entry in a create-order request: at least `payment_method`. */
export const transactionRequestSchema = z.strictObject({
  payment_method: z.string().check(z.minLength(1), z.maxLength(50)),
  payment_method_details: z.optional(paymentMethodDetailsRequestSchema),
  capture_mode: z.optional(captureModeSchema),
  expiration_period: z.optional(durationSchema),
  description: z.optional(z.nullable(textSchema())),
  amount: z.optional(amountSchema),
  currency: z.optional(currencySchema),
});
export type TransactionRequest = z.infer<typeof transactionRequestSchema>;

/** A transaction as the service returns it. */
export const transactionSchema = z.object({
  id: idSchema,
  order_id: z.optional(z.string()),
  project_id: z.optional(z.string()),
  merchant_id: z.optional(z.nullable(z.string())),
  created: z.optional(z.string()),
  modified: z.optional(z.nullable(z.string())),
  completed: z.optional(z.nullable(z.string())),
  expiration_period: z.optional(z.nullable(z.string())),
  currency: z.optional(z.string()),
  amount: z.optional(z.int()),
  balance: z.optional(z.string()),
  description: z.optional(z.nullable(z.string())),
  product_type: z.optional(z.string()),
  credit_debit: z.optional(z.string()),
  channel: z.optional(z.string()),
  outcomes: z.optional(z.nullable(outcomesSchema)),
  payment_method: z.string(),
  payment_method_brand: z.optional(z.nullable(z.string())),
  payment_method_details: z.optional(paymentMethodDetailsSchema),
  payment_url: z.optional(z.nullable(z.string())),
  status: z.string(),
  is_capturable: z.optional(z.boolean()),
  /** An authorisation captured in full (read by the PHP plugin SDK; not in the interface's table). */
  is_fully_captured: z.optional(z.boolean()),
  capture_mode: z.optional(z.nullable(z.string())),
  transaction_type: z.optional(z.string()),
  reason: z.optional(z.nullable(z.string())),
  customer_message: z.optional(z.nullable(z.string())),
  msc_currency: z.optional(z.nullable(z.string())),
  icf_currency: z.optional(z.nullable(z.string())),
  icp_currency: z.optional(z.nullable(z.string())),
  msc_amount: z.optional(z.nullable(z.int())),
  icf_amount: z.optional(z.nullable(z.int())),
  icp_amount: z.optional(z.nullable(z.int())),
  msc_calculation_type: z.optional(z.nullable(z.string())),
  payout_batch_id: z.optional(z.nullable(z.string())),
});
export type Transaction = z.infer<typeof transactionSchema>;
