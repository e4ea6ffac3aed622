/** /paymentlinks: create a payment link (201) and read it back. */
import { Hono } from 'hono';
import { createPaymentLinkRequestSchema } from '../../shared/api/index.ts';
import type { AuthVars } from '../lib/auth.ts';
import { jsonBody } from '../lib/validate.ts';
import type { Services } from '../services/index.ts';

export function paymentLinkRoutes(services: Services) {
  const app = new Hono<AuthVars>({ strict: false });
  app.post('/', async (c) =>
    c.json(
      await services.links.create(c.var.project, await jsonBody(c, createPaymentLinkRequestSchema)),
      201,
    ),
  );
  app.get('/:id', async (c) => c.json(await services.links.get(c.var.project, c.req.param('id'))));
  return app;
}
