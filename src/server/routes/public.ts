/**
 * Endpoints without an API key: POST /tokens/ (the interface's), and the browser parts' public
 * endpoints, scoped by the checkout capability key or the setup token.
 */
import { getConnInfo } from '@hono/node-server/conninfo';
import { Hono, type Context } from 'hono';
import {
  cardPaymentRequestSchema,
  cardSessionRequestSchema,
  checkoutPaymentRequestSchema,
  tokenRequestSchema,
} from '../../shared/api/index.ts';
import { clientAddress, type TrustedProxy } from '../lib/client-address.ts';
import type { Clock } from '../lib/clock.ts';
import { ServiceError } from '../lib/errors.ts';
import { clientKey, type ClientLimiter, type RateLimit } from '../lib/rate-limit.ts';
import { jsonBody } from '../lib/validate.ts';
import type { Services } from '../services/index.ts';

/** Card-testing protection per client: tokenizations one address may try in a window. */
export const DEFAULT_CLIENT_LIMIT: RateLimit = { limit: 60, windowMs: 10 * 60_000 };

export function tokensRoutes(
  services: Services,
  options: { limiter: ClientLimiter; trustedProxy: TrustedProxy; clock: Clock },
) {
  const app = new Hono({ strict: false });
  app.post('/', async (c) => {
    const verdict = await options.limiter.hit(
      client(c, options.trustedProxy),
      options.clock.now().getTime(),
    );
    if (!verdict.allowed) {
      c.header('Retry-After', String(Math.ceil(verdict.retryAfterMs / 1000)));
      throw new ServiceError(
        429,
        'TooManyRequests',
        'Too many card attempts from this device. Try again later.',
      ).withCode('card.tooManyAttempts');
    }
    return c.json(await services.cards.tokenize(await jsonBody(c, tokenRequestSchema)));
  });
  return app;
}

/**
 * The client as the socket saw it, or behind trusted proxies as the outermost one saw it
 * (lib/client-address.ts): its IPv4 address or IPv6 /64; 'unknown' without a socket.
 */
function client(c: Context, trusted: TrustedProxy): string {
  let socket: string | undefined;
  try {
    socket = getConnInfo(c).remote.address;
  } catch {
    return 'unknown';
  }
  return clientKey(clientAddress(socket, c.req.header('x-forwarded-for'), trusted));
}

export function publicRoutes(services: Services) {
  const app = new Hono({ strict: false });
  app.get('/checkout/:key', async (c) => c.json(await services.checkout.view(c.req.param('key'))));
  app.post('/checkout/:key/transactions', async (c) =>
    c.json(
      await services.checkout.start(
        c.req.param('key'),
        await jsonBody(c, checkoutPaymentRequestSchema),
      ),
    ),
  );
  app.post('/card/session', async (c) =>
    c.json(await services.cards.session((await jsonBody(c, cardSessionRequestSchema)).setup_token)),
  );
  app.post('/card/payments', async (c) =>
    c.json(await services.cards.pay(await jsonBody(c, cardPaymentRequestSchema))),
  );
  return app;
}
