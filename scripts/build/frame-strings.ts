/**
 * The card frame with its strings inside: one HTML file per locale, `dist/card-frame/<locale>.html`,
 * which is card-frame.html with that locale's served card.json (fallbacks merged in) as a JSON data
 * block in front of the boot script. The sandbox serves it for `/card-frame.html` when it knows the
 * locale (the loader's `?locale=`, else the browser's Accept-Language), so the frame's first screen
 * is one request instead of two in a row. card-frame.html itself, what a plain static host serves,
 * fetches its strings as before.
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

/** The frame's HTML with `strings` (the served card.json text of `locale`) before its first script. */
export function withStrings(html: string, locale: string, strings: string): string {
  const at = html.indexOf('<script');
  if (at < 0) throw new Error('card-frame.html: no script to put the strings in front of');
  const block = `<script type="application/json" id="${STRINGS_ELEMENT_ID}" data-locale="${locale}" data-ns="card">${scriptSafeJson(strings)}</script>`;
  return html.slice(0, at) + block + html.slice(at);
}

/** Writes dist/card-frame/<locale>.html for every locale; returns the files written. */
export function writeFrameVariants(root: string, dist: string): string[] {
  const html = readFileSync(join(dist, 'card-frame.html'), 'utf8');
  const { files } = servedLocaleFiles(root);
  mkdirSync(join(dist, 'card-frame'), { recursive: true });
  return SUPPORTED_LOCALES.map((locale) => {
    const strings = files.get(`${locale}/card.json`);
    if (strings === undefined) throw new Error(`no served card.json for ${locale}`);
    const file = join('card-frame', `${locale}.html`);
    writeFileSync(join(dist, file), withStrings(html, locale, strings));
    return file;
  });
}
