/**
 * The hosted page's first script, inlined into index.html's head by the build (allowed by its hash
 * in the page's CSP): from the URL alone it starts the two requests the first screen waits for, the
 * order view and the likely locale's strings, so they arrive while the framework code downloads.
 * main.tsx takes both responses (src/shared/early.ts) and, if the order names another locale,
 * fetches that one. In a frame it does nothing: the page refuses to render there (main.tsx).
 */
import { startEarly } from '../shared/early.ts';
import { servedStringsUrl } from '../shared/i18n/served.ts';
import { API_INIT } from '../shared/public-api.ts';
import { readConfig } from './config.ts';
import { orderViewUrl } from './endpoints.ts';
import { likelyLocale } from './models/locale-choice.ts';

if (window.top === window.self) {
  const config = readConfig(location.href, apiOriginMeta());
  const locale = likelyLocale(config);
  startEarly([
    [servedStringsUrl(locale, 'checkout')],
    ...(config.key ? [[orderViewUrl(config.apiBase, config.key), API_INIT] as const] : []),
  ]);
  // While the code downloads, the main thread is idle: load the locale's date and number formats
  // now. Building the first Intl formatter of a locale is the costliest step of the first render
  // (the deadline); the browser keeps what it loaded for the page's own formatters.
  setTimeout(() => {
    try {
      new Intl.DateTimeFormat(locale, { timeStyle: 'short' }).format(0);
      new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(0);
    } catch {
      // An old browser: the page formats without the head start.
    }
  }, 0);
}

function apiOriginMeta() {
  return document.querySelector('meta[name="xpay-api-origin"]')?.getAttribute('content');
}
