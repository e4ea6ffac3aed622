/** The webhook delivery log (GET /webhooks): what the outbox sent, or will send, to a project. */
import type { WebhookDelivery, WebhookDeliveryStatus } from '../../shared/api/index.ts';
import type { Project } from '../db/project-repo.ts';
import type { Repos } from '../db/repos.ts';

export type DeliveryFilter = {
  order_id?: string | undefined;
  status?: WebhookDeliveryStatus | undefined;
};

export function webhookService(deps: { repos: Repos }) {
  return {
    /** The project's deliveries, newest first (at most 500), by order and status if asked. */
    async deliveries(project: Project, filter: DeliveryFilter): Promise<WebhookDelivery[]> {
      const rows = await deps.repos.outbox.list(
        project.id,
        filter.order_id ?? null,
        filter.status ?? null,
      );
      return rows.map((row) => ({
        id: row.id,
        order_id: row.order_id,
        url: row.url,
        status: row.status,
        attempts: row.attempts,
        last_status: row.last_status,
        last_error: row.last_error,
        created: row.created,
        delivered: row.delivered,
        next_attempt: row.status === 'pending' ? new Date(row.next_attempt_ms).toISOString() : null,
        event: row.event,
      }));
    },
  };
}
export type WebhookService = ReturnType<typeof webhookService>;
