/** /paymentlinks (merchant API) and /search/orders and /webhooks (delivery log). */
import { Hono } from 'hono';
import {
  createPaymentLinkRequestSchema,
  searchOrdersRequestSchema,
  webhookDeliveryQuerySchema,
  type WebhookDelivery,
} from '../../shared/api/index.ts';
import type { AuthVars } from '../lib/auth.ts';
import { emptyArrayAsObject, jsonBody, optionalJsonBody, parseOrThrow } from '../lib/validate.ts';
import type { Services } from '../services/index.ts';

export function paymentLinkRoutes(services: Services) {
  const app = new Hono<AuthVars>({ strict: false });
  app.post('/', async (c) =>
    c.json(
      services.links.create(c.var.project, await jsonBody(c, createPaymentLinkRequestSchema)),
      201,
    ),
  );
  app.get('/:id', (c) => c.json(services.links.get(c.var.project, c.req.param('id'))));
  return app;
}

export function searchRoutes(services: Services) {
  const app = new Hono<AuthVars>({ strict: false });
  // No body, `{}` and `[]` (ginger-php's empty array) all mean "every order".
  app.post('/orders', async (c) =>
    c.json(
      services.search.search(
        c.var.project,
        await optionalJsonBody(c, emptyArrayAsObject(searchOrdersRequestSchema)),
      ),
    ),
  );
  return app;
}

export function webhookRoutes(services: Services) {
  const app = new Hono<AuthVars>({ strict: false });
  app.get('/', (c) => {
    const query = parseOrThrow(webhookDeliveryQuerySchema, c.req.query());
    const rows = services.outbox.list(
      c.var.project.id,
      query.order_id ?? null,
      query.status ?? null,
    );
    return c.json(
      rows.map((row): WebhookDelivery => ({
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
        event: JSON.parse(row.body) as WebhookDelivery['event'],
      })),
    );
  });
  return app;
}
