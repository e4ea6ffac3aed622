/**
 * Public endpoints for the browser parts. No API key: the hosted page is scoped by the capability
 * key carried in `order_url`'s fragment, the card frame by the order's setup token. They expose only
 * what a customer may see: never customer details, `extra`, `webhook_url` or merchant bank data.
 * @example
 * checkoutOrderSchema.parse(await (await fetch(`${api}/v1/checkout/${key}`)).json());
 */
import * as z from 'zod/mini';
import { localeSchema, textSchema } from './common.ts';

export const checkoutOrderLineSchema = z.object({
  name: z.string(),
  quantity: z.int(),
  amount: z.int(),
  type: z.optional(z.string()),
});

/**
 * Why an attempt failed, from the catalogue in `src/shared/error-codes.ts` (`card.declined`,
 * `card.declined.insufficient_funds`, `card.3ds.failed`, …); null while it has not failed. The
 * browser localises the code; `customer_message` is the service's English text, for logs.
 * Optional for answers of services that predate it.
 */
const reasonCodeSchema = z.optional(z.nullable(z.string()));

/** The last payment attempt, so the page can say why a card was declined. */
export const checkoutAttemptSchema = z.object({
  id: z.string(),
  payment_method: z.string(),
  status: z.string(),
  customer_message: z.nullable(z.string()),
  reason_code: reasonCodeSchema,
});

/** GET /v1/checkout/{key}: the order as the customer sees it. */
export const checkoutOrderSchema = z.object({
  id: z.string(),
  project_id: z.string(),
  amount: z.int(),
  currency: z.string(),
  description: z.nullable(z.string()),
  status: z.string(),
  locale: z.nullable(localeSchema),
  is_test: z.boolean(),
  expires_at: z.nullable(z.string()),
  merchant_name: z.nullable(z.string()),
  order_lines: z.array(checkoutOrderLineSchema),
  /**
   * Methods offered: allowed by the order and supporting its currency, one per app, in display
   * order for the customer's market (the service orders them; the market itself is not sent).
   */
  payment_methods: z.array(z.string()),
  /**
   * Offered methods the customer's market knows by another name: `name` is a `marketNames` key
   * (Vipps MobilePay is "vipps" for Norwegians). Pairs, not a record: smaller in the page's bundle.
   */
  method_names: z.optional(z.array(z.object({ method: z.string(), name: z.string() }))),
  return_url: z.nullable(z.string()),
  failure_url: z.nullable(z.string()),
  last_attempt: z.nullable(checkoutAttemptSchema),
});
export type CheckoutOrder = z.infer<typeof checkoutOrderSchema>;

/**
 * POST /v1/checkout/{key}/transactions: start a payment attempt with one method. The request
 * schemas are marked pure down to each check, so browser bundles (which only parse answers) drop them.
 */
export const checkoutPaymentRequestSchema = /* @__PURE__ */ z.strictObject({
  payment_method: /* @__PURE__ */ z
    .string()
    .check(/* @__PURE__ */ z.minLength(1), /* @__PURE__ */ z.maxLength(50)),
  issuer_id: z.optional(textSchema(50)),
});
export type CheckoutPaymentRequest = z.infer<typeof checkoutPaymentRequestSchema>;

/** Redirect methods answer a `payment_url`; cards answer a `setup_token` for POST /v1/tokens/. */
export const checkoutPaymentSchema = z.object({
  transaction_id: z.string(),
  payment_method: z.string(),
  status: z.string(),
  payment_url: z.nullable(z.string()),
  setup_token: z.nullable(z.string()),
});
export type CheckoutPayment = z.infer<typeof checkoutPaymentSchema>;

/** POST /v1/card/session: what the card frame may know about its order. */
export const cardSessionRequestSchema = /* @__PURE__ */ z.strictObject({
  setup_token: /* @__PURE__ */ z
    .string()
    .check(/* @__PURE__ */ z.minLength(1), /* @__PURE__ */ z.maxLength(200)),
});
export const cardSessionSchema = z.object({
  order_id: z.string(),
  project_id: z.string(),
  amount: z.int(),
  currency: z.string(),
  status: z.string(),
  locale: z.nullable(localeSchema),
  is_test: z.boolean(),
  /** Where the customer goes now, by the interface's rule, once the order is final; else null. */
  redirect_url: z.nullable(z.string()),
});
export type CardSession = z.infer<typeof cardSessionSchema>;

/** POST /v1/card/payments: pay the setup token's order with the vault token just received. */
export const cardPaymentRequestSchema = /* @__PURE__ */ z.strictObject({
  setup_token: /* @__PURE__ */ z
    .string()
    .check(/* @__PURE__ */ z.minLength(1), /* @__PURE__ */ z.maxLength(200)),
  vault_token: /* @__PURE__ */ z
    .string()
    .check(/* @__PURE__ */ z.minLength(1), /* @__PURE__ */ z.maxLength(200)),
});
export type CardPaymentRequest = z.infer<typeof cardPaymentRequestSchema>;

export const cardPaymentResultSchema = z.object({
  order_id: z.string(),
  project_id: z.string(),
  order_status: z.string(),
  transaction_status: z.string(),
  /** Set when the card needs a 3-D Secure challenge: navigate the top window there. */
  challenge_url: z.nullable(z.string()),
  /** Set when the order is decided: the merchant URL by the interface's rule. */
  redirect_url: z.nullable(z.string()),
  customer_message: z.nullable(z.string()),
  /** Why the card was declined (see `checkoutAttemptSchema`); null unless it was. */
  reason_code: reasonCodeSchema,
});
export type CardPaymentResult = z.infer<typeof cardPaymentResultSchema>;
