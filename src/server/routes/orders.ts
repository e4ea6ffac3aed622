/** /orders: create, list, get (with ETag and fields[]), update, cancel. */
import { Hono } from 'hono';
import {
  createOrderRequestSchema,
  listOrdersQuerySchema,
  ORDER_EXTRA_FIELDS,
  updateOrderRequestSchema,
} from '../../shared/api/index.ts';
import type { AuthVars } from '../lib/auth.ts';
import { badRequest } from '../lib/errors.ts';
import { jsonBody, parseOrThrow } from '../lib/validate.ts';
import type { Services } from '../services/index.ts';
import { DEFAULT_SEARCH_LIMIT } from '../services/search-service.ts';
import { etagOf } from './etag.ts';
import { jsonArrayStream } from './json-stream.ts';

export function ordersRoutes(services: Services) {
  const { orders } = services;
  const app = new Hono<AuthVars>({ strict: false });

  // By date range. Without limit/offset the whole range, streamed chunk by chunk (never cut off,
  // never all in memory); with either, one page and its range's total in X-Total-Count.
  app.get('/', async (c) => {
    const query = parseOrThrow(listOrdersQuerySchema, c.req.query());
    const { created_since: since, created_until: until } = query;
    if (query.limit !== undefined || query.offset !== undefined) {
      const page = await services.search.listPage(
        c.var.project,
        since,
        until,
        query.limit ?? DEFAULT_SEARCH_LIMIT,
        query.offset ?? 0,
      );
      c.header('X-Total-Count', String(page.total));
      return c.json(page.orders);
    }
    const chunks = services.search.listAll(c.var.project, since, until);
    return c.body(jsonArrayStream(chunks), 200, {
      'Content-Type': 'application/json; charset=UTF-8',
    });
  });

  app.post('/', async (c) =>
    c.json(
      await services.placement.place(c.var.project, await jsonBody(c, createOrderRequestSchema)),
    ),
  );

  app.get('/:id', async (c) => {
    const requested = c.req.queries('fields[]') ?? c.req.queries('fields') ?? [];
    for (const field of requested)
      if (!(ORDER_EXTRA_FIELDS as readonly string[]).includes(field))
        throw badRequest(`fields[] must be one of ${ORDER_EXTRA_FIELDS.join(', ')}`, 'fields[]');
    const view = await orders.ownedView(c.var.project, c.req.param('id'));
    c.header('ETag', etagOf(view.order));
    return c.json(
      orders.present(view, {
        amountDetails: requested.includes('amount_details'),
        orderLineDetails: requested.includes('order_line_details'),
      }),
    );
  });

  app.put('/:id', async (c) => {
    const req = await jsonBody(c, updateOrderRequestSchema);
    const row = await orders.update(c.var.project, c.req.param('id'), req);
    c.header('ETag', etagOf(row));
    return c.json(await orders.view(row));
  });

  app.delete('/:id', async (c) => {
    const row = await orders.cancel(c.var.project, c.req.param('id'));
    c.header('ETag', etagOf(row));
    return c.json(await orders.view(row));
  });

  return app;
}
