/**
 * The hosted page's first script, inlined into index.html's head by the build (allowed by its hash
 * in the page's CSP): from the URL alone it starts the two requests the first screen waits for, the
 * order view and the likely locale's strings, so they arrive while the framework code downloads.
 * main.tsx takes both responses (src/shared/early.ts) and, if the order names another locale,
 * fetches that one. In a frame it does nothing: the page refuses to render there (main.tsx).
 */
import { startEarly } from '../shared/early.ts';
import { servedStringsUrl } from '../shared/i18n/served.ts';
import { readConfig } from './config.ts';
import { API_INIT, orderViewUrl } from './endpoints.ts';
import { likelyLocale } from './models/locale-choice.ts';

if (window.top === window.self) {
  const config = readConfig(location.href, apiOriginMeta());
  startEarly([
    [servedStringsUrl(likelyLocale(config), 'checkout')],
    ...(config.key ? [[orderViewUrl(config.apiBase, config.key), API_INIT] as const] : []),
  ]);
}

function apiOriginMeta() {
  return document.querySelector('meta[name="xpay-api-origin"]')?.getAttribute('content');
}
