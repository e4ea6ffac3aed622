/**
 * The body the service POSTs to a merchant's webhook URL. It carries no status: the receiver fetches
 * the order. `transaction_status_changed` fields are from ginger-api-facts §7.2.
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
