/**
 * The hosted checkout's only side effects: read the page's URL and deploy-time API origin, build the
 * models once, render, then load the order and its language.
 */
import { effect } from '@preact/signals-core';
import { render } from 'preact';
import { chooseLocale, pickedLocaleStore } from './models/locale-choice.ts';
import { CheckoutModel } from './models/checkout-model.ts';
import { LocaleModel } from './models/locale-model.ts';
import { createApiClient } from './api-client.ts';
import { App } from './app.tsx';
import { readConfig } from './config.ts';
import { createI18n } from './i18n.ts';
import { LazyCardPanel, StatusScreens } from './lazy-parts.tsx';
import { isCardMethod } from './models/methods.ts';
import './styles.css';

const config = readConfig(
  location.href,
  document.querySelector('meta[name="xpay-api-origin"]')?.getAttribute('content'),
);
const api = createApiClient({ apiBase: config.apiBase });
const i18n = createI18n();
const locale = new LocaleModel(i18n);
const checkout = new CheckoutModel({
  api,
  config,
  // The card form's code is its own chunk, loaded with the card entry.
  payCard: (setupToken, card) =>
    import('./pay-card.ts').then((m) => m.payCard(config.apiBase, setupToken, card)),
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

const root = document.getElementById('app');
if (root) render(<App checkout={checkout} locale={locale} t={i18n.t} cardT={i18n.cardT} />, root);

void checkout.load().then(() => {
  const order = checkout.order.peek();
  const card = checkout.methods.peek().some(isCardMethod);
  // Fetch what the first screen needs in parallel with its language.
  if (card)
    void LazyCardPanel.preload()
      .then((panel) => locale.require('card', panel.files))
      .catch(() => undefined);
  void StatusScreens.preload().catch(() => undefined);
  const store = pickedLocaleStore(() => sessionStorage, config.orderId ?? '');
  const first = chooseLocale({
    picked: store.read(),
    orderLocale: order?.locale ?? null,
    browserLanguages: navigator.languages,
  });
  return locale.start(first, store);
});
