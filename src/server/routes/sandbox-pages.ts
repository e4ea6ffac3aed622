/**
 * The simulated acquirer's pages: the payment URL redirect, a bank page where the tester picks the
 * outcome of a redirect method, and a 3-D Secure challenge page for cards.
 */
import { Hono } from 'hono';
import type { Context } from 'hono';
import { formatMinor } from '../../shared/money.ts';
import { html, page, PAGE_CSP } from '../lib/html.ts';
import { badRequest, notFound } from '../lib/errors.ts';
import {
  BANK_OUTCOMES,
  CHALLENGE_OUTCOMES,
  type BankOutcome,
  type ChallengeOutcome,
} from '../services/payment-service.ts';
import type { Services } from '../services/index.ts';
import { methodKind } from '../services/payment-methods.ts';
import { issuerName } from '../services/ideal-issuers.ts';
import { orderUrl } from '../services/urls.ts';

const CSS = `body{font:16px/1.5 system-ui,sans-serif;margin:0;color:#1a1a1a;background:#f4f5f7}
main{max-width:28rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:12px}
.banner{margin:0;padding:.5rem 1rem;background:#ffe58f;text-align:center;font-weight:600}
h1{font-size:1.25rem}.amount{font-size:2rem;font-weight:700;margin:.5rem 0}
form{display:grid;gap:.75rem;margin-top:1.5rem}
button{font:inherit;padding:.75rem 1rem;border-radius:8px;border:1px solid #555;background:#fff;cursor:pointer}
button.primary{background:#0b57d0;color:#fff;border-color:#0b57d0}
button:focus-visible{outline:3px solid #0b57d0;outline-offset:2px}`;

const LABELS: Record<BankOutcome | ChallengeOutcome, string> = {
  paid: 'Pay (success)',
  cancelled: 'Cancel the payment',
  expired: 'Let the payment expire',
  failed: 'Fail the payment',
  authenticated: 'Authenticate (success)',
};

function send(c: Context, body: string, status: 200 | 404 = 200) {
  c.header('Content-Security-Policy', PAGE_CSP);
  c.header('Cache-Control', 'no-store');
  return c.html(body, status);
}

/** The form's `outcome`; a body that is not a readable form is a bad request, not a crash. */
async function outcomeOf(c: Context): Promise<string> {
  let body: Record<string, unknown>;
  try {
    body = await c.req.parseBody();
  } catch {
    throw badRequest('The form could not be read');
  }
  const value = body['outcome'];
  return typeof value === 'string' ? value : '';
}

const choice = (outcomes: readonly string[]) =>
  outcomes.map(
    (o, i) =>
      html`<button type="submit" name="outcome" value="${o}" class="${i === 0 ? 'primary' : ''}">
        ${LABELS[o as BankOutcome]}
      </button>`,
  );

/** A stored detail as text ('' when absent or not a string). */
const detail = (details: Record<string, unknown>, key: string) => {
  const value = details[key];
  return typeof value === 'string' ? value : '';
};

/** What a customer paying by themselves is told: the reference (and account) to pay with. */
const transferNote = (details: Record<string, unknown>) =>
  html`<p>
    The customer pays this amount by themselves with reference
    <strong>${detail(details, 'reference')}</strong>${
      detail(details, 'creditor_iban')
        ? html` to ${detail(details, 'creditor_account_holder_name')}, IBAN
          ${detail(details, 'creditor_iban')} (BIC ${detail(details, 'creditor_bic')})`
        : ''
    }.
    The order stays <em>processing</em> until then. Pick what happens:
  </p>`;

export function sandboxPages(services: Services) {
  const { payments, urls } = services;
  const app = new Hono({ strict: false });

  app.get('/sandbox/sandbox.css', (c) => {
    c.header('Content-Type', 'text/css; charset=utf-8');
    c.header('Cache-Control', 'public, max-age=3600');
    return c.body(CSS);
  });

  // The transaction's payment_url: cards continue on the hosted page, other methods at the "bank".
  app.get('/redirect/:tx/to/payment', async (c) => {
    const found = await payments.lookup(c.req.param('tx'));
    if (!found) throw notFound('Payment');
    const { tx, order } = found;
    // A card waiting for its 3-D Secure challenge (a stored card charged by the merchant) goes there.
    if (methodKind(tx.payment_method) === 'card' && tx.status === 'pending')
      return c.redirect(`/sandbox/3ds/${tx.id}/`, 303);
    if (methodKind(tx.payment_method) === 'card')
      return c.redirect(orderUrl(urls, order, { method: tx.payment_method }), 303);
    return c.redirect(`/sandbox/bank/${tx.id}/`, 303);
  });

  app.get('/sandbox/bank/:tx', async (c) => {
    const found = await payments.lookup(c.req.param('tx'));
    if (!found || methodKind(found.tx.payment_method) === 'card') throw notFound('Payment');
    const { tx, order } = found;
    const { details } = tx;
    const bank = issuerName(details['issuer_id']);
    return send(
      c,
      page(
        'Simulated bank',
        html`<h1>Simulated ${tx.payment_method} payment${bank ? ` at ${bank}` : ''}</h1>
          <p class="amount">${formatMinor(order.amount, order.currency, 'en-GB')}</p>
          <p>${order.description ?? ''}</p>
          ${methodKind(tx.payment_method) === 'bank-transfer' ? transferNote(details) : ''}
          <form method="post" action="/sandbox/bank/${tx.id}/">${choice(BANK_OUTCOMES)}</form>`,
      ),
    );
  });

  app.post('/sandbox/bank/:tx', async (c) => {
    const outcome = await outcomeOf(c);
    if (!(BANK_OUTCOMES as readonly string[]).includes(outcome))
      throw badRequest(`outcome must be one of ${BANK_OUTCOMES.join(', ')}`, 'outcome');
    return c.redirect(await payments.bankOutcome(c.req.param('tx'), outcome as BankOutcome), 303);
  });

  app.get('/sandbox/3ds/:tx', async (c) => {
    const found = await payments.lookup(c.req.param('tx'));
    if (!found) throw notFound('Payment');
    const { tx, order } = found;
    const { details } = tx;
    return send(
      c,
      page(
        '3-D Secure',
        html`<h1>Confirm your payment</h1>
          <p class="amount">${formatMinor(order.amount, order.currency, 'en-GB')}</p>
          <p>
            Card ending in ${details.truncated_pan ?? '????'}. A real bank would ask for a code or
            an app confirmation here.
          </p>
          <form method="post" action="/sandbox/3ds/${tx.id}/">${choice(CHALLENGE_OUTCOMES)}</form>`,
      ),
    );
  });

  app.post('/sandbox/3ds/:tx', async (c) => {
    const outcome = await outcomeOf(c);
    if (!(CHALLENGE_OUTCOMES as readonly string[]).includes(outcome))
      throw badRequest(`outcome must be one of ${CHALLENGE_OUTCOMES.join(', ')}`, 'outcome');
    return c.redirect(
      await payments.challengeOutcome(c.req.param('tx'), outcome as ChallengeOutcome),
      303,
    );
  });

  // Where a customer lands when the merchant gave no return_url.
  app.get('/sandbox/result/:key', async (c) => {
    const status = await services.checkout.status(c.req.param('key'));
    return send(
      c,
      page(
        'Payment result',
        html`<h1>Payment ${status}</h1>
          <p>The merchant gave no return address. You can close this page.</p>`,
      ),
    );
  });

  return app;
}
