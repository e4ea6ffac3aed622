/**
 * The hosted page's first script, inlined into index.html's head by the build (allowed by its hash
 * in the page's CSP): from the URL alone it starts the two requests the first screen waits for, the
 * order view and the likely locale's strings (unless the HTML carries them: the sandbox serves the
 * page per locale for a link with `?locale=`), so they arrive while the framework code downloads.
 * main.tsx takes both responses (src/shared/early.ts) and, if the order names another locale,
 * fetches that one. The page formats its first screen without Intl (src/shared/locale-format.ts):
 * building a browser's first Intl formatter costs more than the rest of this script. In a frame it
 * does nothing: the page refuses to render there (main.tsx).
 */
import { startEarly } from '../shared/early.ts';
import { hasInlineStrings } from '../shared/i18n/inline-strings.ts';
import { servedStringsUrl } from '../shared/i18n/served.ts';
import { API_INIT } from '../shared/public-api.ts';
import { readConfig } from './config.ts';
import { orderViewUrl } from './endpoints.ts';
import { likelyLocale } from './models/locale-choice.ts';

if (window.top === window.self) {
  const config = readConfig(location.href, apiOriginMeta());
  // The order view first: of the two, the first screen waits longer for it.
  if (config.key) startEarly([[orderViewUrl(config.apiBase, config.key), API_INIT]]);
  const locale = likelyLocale(config);
  if (!hasInlineStrings(locale, 'checkout')) startEarly([[servedStringsUrl(locale, 'checkout')]]);
}

function apiOriginMeta() {
  return document.querySelector('meta[name="xpay-api-origin"]')?.getAttribute('content');
}
