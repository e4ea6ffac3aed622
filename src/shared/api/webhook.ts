/**
 * The body the service POSTs to a merchant's webhook URL. It carries no status: the receiver fetches
 * the order. `transaction_status_changed` fields are those real clients read.
 * @example
 * webhookEventSchema.parse({ event: 'status_changed', order_id: 'o_1', project_id: 'p_1' });
 */
import * as z from 'zod/mini';

export const WEBHOOK_EVENTS = ['status_changed', 'transaction_status_changed'] as const;

export const webhookEventSchema = z.object({
  event: z.string(),
  order_id: z.string(),
  project_id: z.string(),
  merchant_id: z.optional(z.string()),
  transaction_id: z.optional(z.string()),
  transaction_status: z.optional(z.string()),
});
export type WebhookEvent = z.infer<typeof webhookEventSchema>;

/** Delivery states of the webhook outbox. */
export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;

/**
 * GET /webhooks (a sandbox extension): the project's deliveries, so a merchant can see which
 * notifications failed after all attempts.
 */
export const webhookDeliverySchema = z.object({
  id: z.int(),
  order_id: z.string(),
  url: z.string(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.int(),
  last_status: z.nullable(z.int()),
  last_error: z.nullable(z.string()),
  created: z.string(),
  delivered: z.nullable(z.string()),
  next_attempt: z.nullable(z.string()),
  event: webhookEventSchema,
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;
export const webhookDeliveryListSchema = z.array(webhookDeliverySchema);

export const webhookDeliveryQuerySchema = z.strictObject({
  order_id: z.optional(z.string().check(z.maxLength(100))),
  status: z.optional(z.enum(WEBHOOK_DELIVERY_STATUSES)),
});
