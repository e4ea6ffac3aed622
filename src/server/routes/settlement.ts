/** /orders/{id}/refunds and /orders/{id}/transactions/{transaction_id}/(captures|voids)/…. */
import { Hono } from 'hono';
import {
  amountOperationRequestSchema,
  orderLinesOperationRequestSchema,
  refundRequestSchema,
} from '../../shared/api/index.ts';
import type { AuthVars } from '../lib/auth.ts';
import { jsonBody } from '../lib/validate.ts';
import type { Services } from '../services/index.ts';
import { etagOf } from '../services/settlement-service.ts';

export function settlementRoutes(services: Services) {
  const { settlement, orders } = services;
  const app = new Hono<AuthVars>({ strict: false });

  app.post('/:id/refunds', async (c) => {
    const req = await jsonBody(c, refundRequestSchema);
    const row = settlement.refund(c.var.project, c.req.param('id'), req);
    c.header('ETag', etagOf(row));
    return c.json(orders.view(row));
  });

  for (const kind of ['capture', 'void'] as const) {
    const base = `/:id/transactions/:tx/${kind === 'capture' ? 'captures' : 'voids'}`;
    app.post(`${base}/amount`, async (c) => {
      const req = await jsonBody(c, amountOperationRequestSchema);
      const row = settlement.byAmount(
        kind,
        c.var.project,
        c.req.param('id') ?? '',
        c.req.param('tx') ?? '',
        req,
        c.req.header('if-match'),
      );
      c.header('ETag', etagOf(row));
      return c.json(orders.view(row));
    });
    app.post(`${base}/orderlines`, async (c) => {
      const req = await jsonBody(c, orderLinesOperationRequestSchema);
      const row = settlement.byOrderLines(
        kind,
        c.var.project,
        c.req.param('id') ?? '',
        c.req.param('tx') ?? '',
        req,
        c.req.header('if-match'),
      );
      c.header('ETag', etagOf(row));
      return c.json(orders.view(row));
    });
  }

  // The SDKs' full capture: POST …/captures/ with no body (ginger-api-facts §4.2).
  app.post('/:id/transactions/:tx/captures', (c) => {
    const row = settlement.captureAll(
      c.var.project,
      c.req.param('id'),
      c.req.param('tx'),
      c.req.header('if-match'),
    );
    c.header('ETag', etagOf(row));
    return c.json(orders.view(row));
  });

  return app;
}
