/** /webhooks: the project's webhook deliveries (a sandbox extension), by order and status. */
import { Hono } from 'hono';
import { webhookDeliveryQuerySchema } from '../../shared/api/index.ts';
import type { AuthVars } from '../lib/auth.ts';
import { parseOrThrow } from '../lib/validate.ts';
import type { Services } from '../services/index.ts';

export function webhookRoutes(services: Services) {
  const app = new Hono<AuthVars>({ strict: false });
  app.get('/', async (c) =>
    c.json(
      await services.webhooks.deliveries(
        c.var.project,
        parseOrThrow(webhookDeliveryQuerySchema, c.req.query()),
      ),
    ),
  );
  return app;
}
