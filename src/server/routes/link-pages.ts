/** A payment link's payment_url: each visit continues to a fresh hosted-checkout order. */
import { Hono } from 'hono';
import { html, page, PAGE_CSP } from '../lib/html.ts';
import type { Services } from '../services/index.ts';

const TEXT = {
  completed: ['Already paid', 'This payment link has been paid. Thank you.'],
  expired: ['Link expired', 'This payment link has expired. Ask the merchant for a new one.'],
  all_unsuccessful: [
    'No attempts left',
    'This payment link allows no more attempts. Ask the merchant for a new one.',
  ],
} as const;

export function paymentLinkPages(services: Services) {
  const app = new Hono({ strict: false });
  app.get('/paymentlinks/:id', async (c) => {
    const visit = await services.links.visit(c.req.param('id'));
    if ('go' in visit) return c.redirect(visit.go, 303);
    const [title, text] = TEXT[visit.show];
    c.header('Content-Security-Policy', PAGE_CSP);
    c.header('Cache-Control', 'no-store');
    return c.html(
      page(
        title,
        html`<h1>${title}</h1>
          <p>${text}</p>`,
      ).replace('This page simulates a bank.', ''),
      200,
    );
  });
  return app;
}
