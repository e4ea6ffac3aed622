/** /search/orders: the project's orders by criteria, newest first. */
import { Hono } from 'hono';
import { searchOrdersRequestSchema } from '../../shared/api/index.ts';
import type { AuthVars } from '../lib/auth.ts';
import { emptyArrayAsObject, optionalJsonBody } from '../lib/validate.ts';
import type { Services } from '../services/index.ts';

export function searchRoutes(services: Services) {
  const app = new Hono<AuthVars>({ strict: false });
  // No body, `{}` and `[]` (ginger-php's empty array) all mean "every order".
  app.post('/orders', async (c) =>
    c.json(
      await services.search.search(
        c.var.project,
        await optionalJsonBody(c, emptyArrayAsObject(searchOrdersRequestSchema)),
      ),
    ),
  );
  return app;
}
