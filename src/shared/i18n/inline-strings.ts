/**
 * Strings the HTML carries: the sandbox serves the card frame per locale with its card.json inside,
 * as a JSON data block (scripts/build/frame-strings.ts), so the first screen needs no second
 * request. Taken once: a later change of locale fetches like any other.
 * @example
 * // <script type="application/json" id="xpay-strings" data-locale="de-DE" data-ns="card">{…}</script>
 * takeInlineStrings('de-DE', 'card'); // the messages; null for another locale or namespace
 */
import type { Locale } from '../locales.ts';
import type { Messages } from './translate.ts';

export const STRINGS_ELEMENT_ID = 'xpay-strings';

/** What is used of the element (shared code compiles for the server too, without the DOM). */
type DataBlock = {
  dataset: Record<string, string | undefined>;
  textContent: string | null;
  remove(): void;
};
type WithDocument = { document?: { getElementById(id: string): DataBlock | null } };

function element(locale: Locale, ns: string): DataBlock | null {
  const el = (globalThis as WithDocument).document?.getElementById(STRINGS_ELEMENT_ID) ?? null;
  return el?.dataset['locale'] === locale && el.dataset['ns'] === ns ? el : null;
}

/** Whether the HTML carries `locale`'s `ns` strings (the boot script then fetches nothing). */
export const hasInlineStrings = (locale: Locale, ns: string) => element(locale, ns) !== null;

/** `locale`'s `ns` strings from the HTML, once; null when it carries none (or unreadable ones). */
export function takeInlineStrings(locale: Locale, ns: string): Messages | null {
  const el = element(locale, ns);
  if (!el) return null;
  el.remove();
  try {
    const messages: unknown = JSON.parse(el.textContent ?? '');
    return messages && typeof messages === 'object' ? (messages as Messages) : null;
  } catch {
    return null;
  }
}
