/**
 * Endpoints without an API key: POST /tokens/ (the interface's), and the browser parts' public
 * endpoints, scoped by the checkout capability key or the setup token.
 */
import { Hono } from 'hono';
import {
  cardPaymentRequestSchema,
  cardSessionRequestSchema,
  checkoutPaymentRequestSchema,
  tokenRequestSchema,
} from '../../shared/api/index.ts';
import { jsonBody } from '../lib/validate.ts';
import type { Services } from '../services/index.ts';

export function tokensRoutes(services: Services) {
  const app = new Hono({ strict: false });
  app.post('/', async (c) =>
    c.json(services.cards.tokenize(await jsonBody(c, tokenRequestSchema))),
  );
  return app;
}

export function publicRoutes(services: Services) {
  const app = new Hono({ strict: false });
  app.get('/checkout/:key', (c) => c.json(services.checkout.view(c.req.param('key'))));
  app.post('/checkout/:key/transactions', async (c) =>
    c.json(
      services.checkout.start(c.req.param('key'), await jsonBody(c, checkoutPaymentRequestSchema)),
    ),
  );
  app.post('/card/session', async (c) =>
    c.json(services.cards.session((await jsonBody(c, cardSessionRequestSchema)).setup_token)),
  );
  app.post('/card/payments', async (c) =>
    c.json(services.cards.pay(await jsonBody(c, cardPaymentRequestSchema))),
  );
  return app;
}
