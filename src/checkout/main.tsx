/**
 * The hosted checkout's only side effects: read the page's URL and deploy-time API origin, build the
 * models once, load the order and its language (both usually under way already: boot.ts started
 * them with the HTML), render, then fetch what the screens after the first need.
 *
 * Inside a frame the page renders nothing: its CSP (frame-ancestors 'none') already keeps other
 * sites from framing it, and this is the second line of defence against clickjacking for a host
 * that serves the page without that header.
 */
import { effect } from '@preact/signals';
import { render } from 'preact';
import { chooseLocale, likelyLocale, pickedLocaleStore } from './models/locale-choice.ts';
import { CheckoutModel } from './models/checkout-model.ts';
import { LocaleModel } from './models/locale-model.ts';
import { createApiClient } from './api-client.ts';
import { App } from './app.tsx';
import { readConfig } from './config.ts';
import { createI18n, type I18n } from './i18n.ts';
import { loadLogos } from './components/method-logo.tsx';
import { LazyCardPanel, StatusScreens } from './lazy-parts.tsx';
import { isCardMethod } from '../shared/payment-methods.ts';
import { servedFiles } from './served-files.ts';
import { earlyFetch } from '../shared/early.ts';
import { whenIdle } from '../shared/when-idle.ts';
import './styles.css';

function start(root: HTMLElement) {
  const config = readConfig(
    location.href,
    document.querySelector('meta[name="xpay-api-origin"]')?.getAttribute('content'),
  );
  const api = createApiClient({ apiBase: config.apiBase, fetch: earlyFetch });
  const i18n = createI18n(servedFiles());
  const locale = new LocaleModel(i18n);
  const checkout = new CheckoutModel({
    api,
    config,
    // The card form's code is its own chunk, loaded with the card entry.
    payCard: (setupToken, card) =>
      import('../shared/card-form/pay-with-card.ts').then((m) =>
        m.payWithCard({
          apiBase: config.apiBase,
          setupToken,
          pan: card.pan,
          expiryDate: card.expiryDate,
        }),
      ),
    navigate: (url) => location.assign(url),
  });

  effect(() => {
    const active = locale.locale.value;
    const order = checkout.order.value;
    if (!active) return;
    document.documentElement.lang = active;
    document.title = order?.merchant_name
      ? i18n.t('page.title', { merchant: order.merchant_name })
      : i18n.t('page.titleNoMerchant');
  });

  render(<App checkout={checkout} locale={locale} t={i18n.t} cardT={i18n.cardT} />, root);

  // The likely locale's strings load with the order (the boot script asked for the same file).
  void i18n.preload(likelyLocale(config)).catch(() => undefined);
  void checkout.load().then(async () => {
    const order = checkout.order.peek();
    const store = pickedLocaleStore(() => sessionStorage, config.orderId ?? '');
    const first = chooseLocale({
      picked: store.read(),
      orderLocale: order?.locale ?? config.locale,
      browserLanguages: navigator.languages,
    });
    await locale.start(first, store);
    // The first screen is up: once the browser is idle after drawing it, the logos, i18next and
    // what the next screens need (the card form when card is offered).
    whenIdle(() => preloadLater(i18n, locale, checkout));
  });
}

function preloadLater(i18n: I18n, locale: LocaleModel, checkout: CheckoutModel) {
  void loadLogos();
  void i18n.loadI18next().catch(() => undefined);
  if (checkout.methods.peek().some(isCardMethod))
    void LazyCardPanel.preload()
      .then(() => locale.require('card'))
      .catch(() => undefined);
  void StatusScreens.preload().catch(() => undefined);
}

const root = document.getElementById('app');
if (root && window.top !== window.self)
  root.textContent = 'This payment page cannot be shown inside another website.';
else if (root) start(root);
