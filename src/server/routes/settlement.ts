/** /orders/{id}/refunds and /orders/{id}/transactions/{transaction_id}/(captures|voids)/…. */
import { Hono, type Context } from 'hono';
import {
  amountOperationRequestSchema,
  orderLinesOperationRequestSchema,
  refundRequestSchema,
} from '../../shared/api/index.ts';
import type { AuthVars } from '../lib/auth.ts';
import { emptyArrayAsObject, jsonBody, optionalJsonBody } from '../lib/validate.ts';
import type { Services } from '../services/index.ts';
import { etagOf, ifMatch } from './etag.ts';

export function settlementRoutes(services: Services) {
  const { settlement, orders } = services;
  const app = new Hono<AuthVars>({ strict: false });

  /** The updated order with its new ETag. */
  const answer = async (c: Context, pending: ReturnType<typeof settlement.refund>) => {
    const row = await pending;
    c.header('ETag', etagOf(row));
    return c.json(await orders.view(row));
  };
  /** Project, order id, transaction id and the If-Match precondition of a settlement request. */
  const target = (c: Context<AuthVars>) =>
    [
      c.var.project,
      c.req.param('id') ?? '',
      c.req.param('tx') ?? '',
      ifMatch(c.req.header('if-match')),
    ] as const;

  // No body (what ginger-python sends for an empty dict) or `[]` (ginger-php's empty array) is a
  // full refund.
  app.post('/:id/refunds', async (c) =>
    answer(
      c,
      settlement.refund(
        c.var.project,
        c.req.param('id'),
        await optionalJsonBody(c, emptyArrayAsObject(refundRequestSchema)),
      ),
    ),
  );

  for (const kind of ['capture', 'void'] as const) {
    const base = `/:id/transactions/:tx/${kind === 'capture' ? 'captures' : 'voids'}`;
    app.post(`${base}/amount`, async (c) => {
      const [project, id, tx, holds] = target(c);
      const req = await jsonBody(c, amountOperationRequestSchema);
      return answer(c, settlement.byAmount(kind, project, id, tx, req, holds));
    });
    app.post(`${base}/orderlines`, async (c) => {
      const [project, id, tx, holds] = target(c);
      const req = await jsonBody(c, orderLinesOperationRequestSchema);
      return answer(c, settlement.byOrderLines(kind, project, id, tx, req, holds));
    });
  }

  // The SDKs' full capture: POST …/captures/ with no body.
  app.post('/:id/transactions/:tx/captures', (c) => answer(c, settlement.captureAll(...target(c))));

  return app;
}
