/**
 * The card frame and the hosted page with their strings inside. The frame: one HTML file per
 * locale, `dist/card-frame/<locale>.html`,
 * which is card-frame.html with that locale's served card.json (fallbacks merged in) as a JSON data
 * block in front of the boot script. The sandbox serves it for `/card-frame.html` when it knows the
 * locale (the loader's `?locale=`, else the browser's Accept-Language), so the frame's first screen
 * is one request instead of two in a row. card-frame.html itself, what a plain static host serves,
 * fetches its strings as before. The hosted page likewise: `dist/pay/<locale>.html` for an order link
 * with `?locale=`.
 *
 * A data block (`type="application/json"`) is never executed, so the frame's CSP needs no hash for it.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { STRINGS_ELEMENT_ID } from '../../src/shared/i18n/inline-strings.ts';
import { SUPPORTED_LOCALES } from '../../src/shared/locales.ts';
import { servedLocaleFiles } from './locales.ts';

/** `json` safe inside a `<script>` element: no `<` that could end it or open a comment. */
export const scriptSafeJson = (json: string) => json.replace(/</g, '\\u003c');

/** A page's HTML with `strings` (the served `ns` file of `locale`) before its first script. */
export function withStrings(html: string, locale: string, strings: string, ns = 'card'): string {
  const at = html.indexOf('<script');
  if (at < 0) throw new Error('no script to put the strings in front of');
  const block = `<script type="application/json" id="${STRINGS_ELEMENT_ID}" data-locale="${locale}" data-ns="${ns}">${scriptSafeJson(strings)}</script>`;
  return html.slice(0, at) + block + html.slice(at);
}

/**
 * Writes `<dir>/<locale>.html` for every locale: `page` with the locale's served `ns` strings
 * inside. Returns the files written.
 */
function writeVariants(root: string, dist: string, page: string, dir: string, ns: string) {
  const html = readFileSync(join(dist, page), 'utf8');
  const { files } = servedLocaleFiles(root);
  mkdirSync(join(dist, dir), { recursive: true });
  return SUPPORTED_LOCALES.map((locale) => {
    const strings = files.get(`${locale}/${ns}.json`);
    if (strings === undefined) throw new Error(`no served ${ns}.json for ${locale}`);
    const file = join(dir, `${locale}.html`);
    writeFileSync(join(dist, file), withStrings(html, locale, strings, ns));
    return file;
  });
}

/** Writes dist/card-frame/<locale>.html for every locale; returns the files written. */
export const writeFrameVariants = (root: string, dist: string) =>
  writeVariants(root, dist, 'card-frame.html', 'card-frame', 'card');

/**
 * Writes dist/pay/<locale>.html for every locale: the hosted page with its checkout.json inside,
 * served for an order link that names its locale (`/pay/<id>/?locale=de-DE`, as the service writes
 * order_url), so that the page's first screen waits for its code and the order view only.
 */
export const writePageVariants = (root: string, dist: string) =>
  writeVariants(root, dist, 'index.html', 'pay', 'checkout');
