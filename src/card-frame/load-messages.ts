/**
 * The card namespace for one locale and its fallbacks, fetched lazily: Vite makes one small chunk
 * per locale file, and only the active locale's chain is requested (nl-BE → nl-NL → en-GB). The
 * merchant's overrides (`mount(…, { messages })`, already checked) go in front of them.
 * @example
 * const files = await loadMessages('nl-BE');
 * translatorFor('nl-BE', files)('fields.cvc.label'); // 'Veiligheidscode'
 */
import type { MessageOverrides } from '../shared/i18n/overrides.ts';
import { createTranslator } from '../shared/i18n/translate.ts';
import type { Messages, Translate } from '../shared/i18n/translate.ts';
import { fallbackChain } from '../shared/locales.ts';
import type { Locale } from '../shared/locales.ts';

// URLs of the built JSON files, not their contents: only the active chain is fetched. (A lazy
// `import()` would do too, but makes Vite add its ~0.6 KB gzip preload helper to the frame.)
const FILES = import.meta.glob<string>('./*/card.json', {
  base: '../../locales',
  query: '?url&no-inline',
  import: 'default',
  eager: true,
});

async function load(locale: Locale): Promise<Messages> {
  const url = FILES[`./${locale}/card.json`];
  const response = url ? await fetch(url) : null;
  return response?.ok ? ((await response.json()) as Messages) : {};
}

/** `locale`'s card.json files along its fallback chain; the last one is always en-GB's. */
export const loadMessages = (locale: Locale): Promise<Messages[]> =>
  Promise.all(fallbackChain(locale).map(load));

/**
 * A translator over `files` (from {@link loadMessages}), the merchant's overrides for exactly this
 * locale first (an nl-NL override does not change nl-BE: each locale is overridden on its own).
 */
export function translatorFor(
  locale: Locale,
  files: readonly Messages[],
  overrides: MessageOverrides = {},
): Translate {
  return createTranslator(locale, [overrides[locale] ?? {}, ...files]);
}
