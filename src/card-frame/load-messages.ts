/**
 * The card namespace for one locale and its fallbacks, fetched lazily: Vite makes one small chunk
 * per locale file, and only the active locale's chain is requested (nl-BE → nl-NL → en-GB).
 * @example
 * const t = await loadTranslator('nl-BE');
 * t('fields.cvc.label'); // 'Veiligheidscode'
 */
import { createTranslator } from '../shared/i18n/translate.ts';
import type { Messages, Translate } from '../shared/i18n/translate.ts';
import { fallbackChain } from '../shared/locales.ts';
import type { Locale } from '../shared/locales.ts';

// URLs of the built JSON files, not their contents: only the active chain is fetched. (A lazy
// `import()` would do too, but makes Vite add its ~0.6 KB gzip preload helper to the frame.)
const FILES = import.meta.glob<string>('../../locales/*/card.json', {
  query: '?url&no-inline',
  import: 'default',
  eager: true,
});

async function load(locale: Locale): Promise<Messages> {
  const url = FILES[`../../locales/${locale}/card.json`];
  const response = url ? await fetch(url) : null;
  return response?.ok ? ((await response.json()) as Messages) : {};
}

export async function loadTranslator(locale: Locale): Promise<Translate> {
  return createTranslator(locale, await Promise.all(fallbackChain(locale).map(load)));
}
