/** The demo shop's server-rendered pages: escaped text, no inline script or style (strict CSP). */
import type { Order } from '../../shared/api/index.ts';
import { LOCALES, type Locale } from '../../shared/locales.ts';
import { formatMinor } from '../../shared/money.ts';
import { html, type Raw } from '../lib/html.ts';

const shell = (title: string, body: Raw) =>
  html`<!doctype html>
    <html lang="en-GB">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${title} · Nordlys Goods</title>
        <link rel="icon" href="data:," />
        <link rel="stylesheet" href="/shop.css" />
      </head>
      <body>
        <header class="top">
          <a class="brand" href="/">Nordlys Goods</a>
          <span class="demo">Demo shop</span>
        </header>
        ${body}
        <footer class="foot">
          <p>
            A demo merchant on its own origin. The card form is a frame served by the checkout; card
            details never reach this shop.
          </p>
        </footer>
      </body>
    </html>`.value;

export function productPage(input: {
  order: Order;
  setupToken: string;
  locale: Locale;
  checkoutUrl: string;
}) {
  const { order, setupToken, locale, checkoutUrl } = input;
  const total = formatMinor(order.amount, order.currency, 'en-GB');
  const languages = Object.entries(LOCALES).map(
    ([code, { name }]) =>
      html`<li>
        <a
          href="/?locale=${code}"
          lang="${code}"
          ${code === locale ? html`aria-current="true"` : ''}
          >${name}</a
        >
      </li>`,
  );
  return shell(
    'Checkout',
    html`<main class="checkout">
        <section class="summary" aria-labelledby="summary-title">
          <h1 id="summary-title">Checkout</h1>
          <div class="item">
            <div class="thumb" aria-hidden="true"></div>
            <div>
              <p class="item-name">${order.description ?? ''}</p>
              <p class="muted">Charcoal · One size · Qty 1</p>
            </div>
            <p class="price">${total}</p>
          </div>
          <dl class="totals">
            <div>
              <dt>Subtotal</dt>
              <dd>${total}</dd>
            </div>
            <div>
              <dt>Shipping</dt>
              <dd>Free</dd>
            </div>
            <div class="grand">
              <dt>Total</dt>
              <dd>${total}</dd>
            </div>
          </dl>
          <p class="muted small">Order reference ${order.merchant_order_id ?? order.id}</p>
        </section>
        <section class="payment" aria-labelledby="payment-title">
          <h2 id="payment-title">Pay by card</h2>
          <div id="card" data-setup-token="${setupToken}" data-locale="${locale}"></div>
          <p id="card-fallback" class="fallback" hidden>
            The card form could not load.
            <a href="/pay-hosted">Pay on our secure payment page instead</a>.
          </p>
          <p class="muted small hint">
            Sandbox: use test card 4111&nbsp;1111&nbsp;1111&nbsp;1111 with any future expiry date
            and any CVC.
          </p>
        </section>
        <nav class="languages" aria-label="Language of the card form">
          <ul>
            ${languages}
          </ul>
        </nav>
      </main>
      <script src="${checkoutUrl}/widget.js"></script>
      <script src="/shop.js"></script>`,
  );
}

const OUTCOMES: Record<string, [string, string]> = {
  completed: ['Thank you! Your payment was successful.', 'Your beanie is on its way.'],
  processing: ['Your payment is being processed.', 'We will email you as soon as it is confirmed.'],
};

export function resultPage(order: Order) {
  const [title, text] = OUTCOMES[order.status] ?? [
    'Your payment was not completed.',
    'No money was taken. You can try again.',
  ];
  const ok = order.status === 'completed';
  return shell(
    ok ? 'Order confirmed' : 'Payment not completed',
    html`<main class="result">
      <section class="panel" aria-labelledby="result-title">
        <p class="${ok ? 'badge ok' : 'badge'}">Order ${order.status}</p>
        <h1 id="result-title">${title}</h1>
        <p>${text}</p>
        <dl class="totals">
          <div>
            <dt>Order</dt>
            <dd>${order.merchant_order_id ?? order.id}</dd>
          </div>
          <div class="grand">
            <dt>Amount</dt>
            <dd>${formatMinor(order.amount, order.currency, 'en-GB')}</dd>
          </div>
        </dl>
        <p><a class="button" href="/">${ok ? 'Back to the shop' : 'Try again'}</a></p>
      </section>
    </main>`,
  );
}

export function errorPage(message: string) {
  return shell(
    'Something went wrong',
    html`<main class="result">
      <section class="panel">
        <h1>Something went wrong</h1>
        <p>${message}</p>
        <p><a class="button" href="/">Back to the shop</a></p>
      </section>
    </main>`,
  );
}
