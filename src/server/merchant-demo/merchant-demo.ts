/**
 * The demo merchant shop (`npm start`, on MERCHANT_PORT): a second origin that integrates the
 * card widget exactly as the README's merchant quickstart says. Its server creates the order
 * with the demo API key (through the sandbox's HTTP API) and hands the setup token to its page;
 * the page loads widget.js from the checkout origin. Card data never reaches this origin.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Hono } from 'hono';
import type { Context } from 'hono';
import { orderSchema } from '../../shared/api/index.ts';
import type { CreateOrderRequest, Order } from '../../shared/api/index.ts';
import { isLocale } from '../../shared/locales.ts';
import { productPage, resultPage, errorPage } from './pages.ts';

export type MerchantDemoDeps = {
  /** The sandbox's HTTP API: `api('/v1/orders/', init)`. */
  api: (path: string, init?: RequestInit) => Promise<Response>;
  apiKey: string;
  /** Where widget.js and the card frame are served (the checkout origin). */
  checkoutUrl: string;
  /** This shop's own base URL, for return_url and failure_url. */
  shopUrl: string;
};

/** The one product of the demo shop. */
const DEMO_PRODUCT = { name: 'Merino wool beanie', amount: 2495, currency: 'EUR' };

const asset = (name: string) => readFileSync(join(import.meta.dirname, 'public', name), 'utf8');
const ORDER_ID = /^[\w-]{1,100}$/;

/** Strict CSP: scripts and frames only from this shop and the checkout origin. */
function shopCsp(checkoutOrigin: string) {
  return [
    "default-src 'none'",
    `script-src 'self' ${checkoutOrigin}`,
    `frame-src ${checkoutOrigin}`,
    "style-src 'self'",
    "img-src 'self' data:",
    "connect-src 'self'",
    "form-action 'self'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export function merchantDemo(deps: MerchantDemoDeps) {
  const app = new Hono({ strict: false });
  const checkoutOrigin = new URL(deps.checkoutUrl).origin;
  const authorization = `Basic ${Buffer.from(`${deps.apiKey}:`).toString('base64')}`;
  const files = { 'shop.js': asset('shop.js'), 'shop.css': asset('shop.css') };

  const callApi = async (method: string, path: string, body?: unknown): Promise<Order | null> => {
    const res = await deps.api(path, {
      method,
      headers: { authorization, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const parsed = orderSchema.safeParse(await res.json());
    return res.ok && parsed.success ? parsed.data : null;
  };

  const send = (c: Context, body: string, status: 200 | 404 | 502 = 200) => {
    c.header('Content-Security-Policy', shopCsp(checkoutOrigin));
    c.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Cache-Control', 'no-store');
    return c.html(body, status);
  };

  app.get('/shop.js', (c) => {
    c.header('Content-Type', 'text/javascript; charset=utf-8');
    c.header('X-Content-Type-Options', 'nosniff');
    return c.body(files['shop.js']);
  });
  app.get('/shop.css', (c) => {
    c.header('Content-Type', 'text/css; charset=utf-8');
    c.header('X-Content-Type-Options', 'nosniff');
    return c.body(files['shop.css']);
  });

  // The checkout page: a fresh order per visit, paid by card in the embedded widget.
  app.get('/', async (c) => {
    const wanted = c.req.query('locale');
    const locale = isLocale(wanted) ? wanted : 'en-GB';
    const request: CreateOrderRequest = {
      currency: DEMO_PRODUCT.currency,
      amount: DEMO_PRODUCT.amount,
      description: DEMO_PRODUCT.name,
      merchant_order_id: `demo-${Date.now().toString(36)}`,
      locale,
      return_url: `${deps.shopUrl}/result`,
      failure_url: `${deps.shopUrl}/result`,
      transactions: [
        { payment_method: 'credit-card', payment_method_details: { setup_token: true } },
      ],
    };
    const order = await callApi('POST', '/v1/orders/', request);
    const setupToken = order?.transactions?.[0]?.payment_method_details?.setup_token;
    if (!order || !setupToken)
      return send(c, errorPage('The shop could not start a payment.'), 502);
    return send(c, productPage({ order, setupToken, locale, checkoutUrl: deps.checkoutUrl }));
  });

  // Plan B when the card form cannot load: the same amount on the hosted checkout page.
  app.get('/pay-hosted', async (c) => {
    const order = await callApi('POST', '/v1/orders/', {
      currency: DEMO_PRODUCT.currency,
      amount: DEMO_PRODUCT.amount,
      description: DEMO_PRODUCT.name,
      return_url: `${deps.shopUrl}/result`,
      failure_url: `${deps.shopUrl}/result`,
    } satisfies CreateOrderRequest);
    if (!order?.order_url) return send(c, errorPage('The shop could not start a payment.'), 502);
    return c.redirect(order.order_url, 303);
  });

  // return_url and failure_url: the status comes from the API, never from the query string.
  app.get('/result', async (c) => {
    const id = c.req.query('order_id') ?? '';
    const order = ORDER_ID.test(id) ? await callApi('GET', `/v1/orders/${id}/`) : null;
    if (!order || order.project_id !== c.req.query('project_id'))
      return send(c, errorPage('We could not find that order.'), 404);
    return send(c, resultPage(order));
  });

  return app;
}
