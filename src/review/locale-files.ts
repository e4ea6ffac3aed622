/**
 * Every locale file, as the review page reads them to tell a reviewer which texts a locale lacks
 * (the page would show its fallback) and which keys no screen shows.
 */
import type { Messages } from '../shared/i18n/translate.ts';
import { lookup } from '../shared/i18n/translate.ts';
import { fallbackChain, SOURCE_LOCALE, type Locale } from '../shared/locales.ts';

export type Namespace = 'checkout' | 'card';
export const NAMESPACES: readonly Namespace[] = ['checkout', 'card'];

// As text: the pages load the same files as modules of their own (createI18n), and one module
// both bundled here and loaded lazily there would make the bundler warn about each.
const FILES = import.meta.glob<string>('./*/*.json', {
  base: '../../locales',
  eager: true,
  query: '?raw',
  import: 'default',
});
const parsed = new Map<string, Messages>();

/** `locale`'s own file of `ns` (nl-BE's holds only its differences from nl-NL). */
export function localeFile(locale: Locale, ns: Namespace): Messages {
  const path = `./${locale}/${ns}.json`;
  if (!parsed.has(path)) parsed.set(path, JSON.parse(FILES[path] ?? '{}') as Messages);
  return parsed.get(path) ?? {};
}

/**
 * True when the locale's own files have the text, without the en-GB fallback: nl-BE's or nl-NL's
 * for nl-BE, en-GB's only for en-GB itself. With `count`, the plural form the language needs.
 * @example
 * hasOwnText('nl-BE', 'checkout', 'chooser.legend'); // true: nl-NL has it
 */
export function hasOwnText(locale: Locale, ns: Namespace, key: string, count?: number): boolean {
  const chain = fallbackChain(locale).filter(
    (l) => l !== SOURCE_LOCALE || locale === SOURCE_LOCALE,
  );
  const keys =
    typeof count === 'number'
      ? [`${key}_${new Intl.PluralRules(locale).select(count)}`, key]
      : [key];
  return chain.some((l) => keys.some((k) => lookup(localeFile(l, ns), k) !== undefined));
}

const PLURAL = /_(zero|one|two|few|many|other)$/;

/** Every key of en-GB's `ns`, plural forms as their base key (`errors.summary`). */
export function sourceKeys(ns: Namespace): string[] {
  const keys = (messages: Messages, prefix: string): string[] =>
    Object.entries(messages).flatMap(([key, value]) =>
      typeof value === 'string' ? [prefix + key] : keys(value, `${prefix}${key}.`),
    );
  return [...new Set(keys(localeFile(SOURCE_LOCALE, ns), '').map((k) => k.replace(PLURAL, '')))];
}
