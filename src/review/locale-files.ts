/**
 * Every locale file as the review page reads it, with the reviewer's edits on top: the screens are
 * built from these texts, the report tells from them which texts a locale lacks, and a changed file
 * is downloaded from here, written as the repository writes it (two-space JSON, en-GB's key order).
 * @example
 * setText('de-DE', 'card', 'payNow', 'Zahlungspflichtig bestellen');
 * changedKeys('de-DE', 'card'); // ['payNow']
 * fileText('de-DE', 'card');    // the whole file, ready to save as locales/de-DE/card.json
 */
import { signal } from '@preact/signals';
import type { Messages } from '../shared/i18n/translate.ts';
import { lookup } from '../shared/i18n/translate.ts';
import { fallbackChain, SOURCE_LOCALE, SUPPORTED_LOCALES, type Locale } from '../shared/locales.ts';

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
const original = new Map<string, Messages>();
const edited = new Map<string, Messages>();
const path = (locale: Locale, ns: Namespace) => `${locale}/${ns}.json`;

/** Bumped on every edit: components that show files or changes read it to follow them. */
export const editsVersion = signal(0);

/** `locale`'s file of `ns` as it is in the repository. */
function originalFile(locale: Locale, ns: Namespace): Messages {
  const id = path(locale, ns);
  if (!original.has(id)) original.set(id, JSON.parse(FILES[`./${id}`] ?? '{}') as Messages);
  return original.get(id) ?? {};
}

/** `locale`'s own file of `ns` with the reviewer's edits (nl-BE's holds only its differences). */
export const localeFile = (locale: Locale, ns: Namespace): Messages =>
  edited.get(path(locale, ns)) ?? originalFile(locale, ns);

const PLURAL = /_(zero|one|two|few|many|other)$/;

/** The locales whose files a locale's texts come from: its own, then nl-NL for nl-BE (not en-GB). */
const ownChain = (locale: Locale) =>
  fallbackChain(locale).filter((l) => l !== SOURCE_LOCALE || locale === SOURCE_LOCALE);

/** The key a translator reads for `key`: its plural form for `count` (`summary.items_other`). */
export const formKey = (locale: Locale, key: string, count?: number) =>
  typeof count === 'number' && !PLURAL.test(key)
    ? `${key}_${new Intl.PluralRules(locale).select(count)}`
    : key;

/**
 * The text `locale` shows for a key and the file it comes from (nl-BE's, or nl-NL's for nl-BE), or
 * null when none of the locale's own files has it (customers would read the English fallback).
 */
export function resolveText(
  locale: Locale,
  ns: Namespace,
  key: string,
): { text: string; from: Locale } | null {
  for (const l of ownChain(locale)) {
    const text = lookup(localeFile(l, ns), key);
    if (text !== undefined) return { text, from: l };
  }
  return null;
}

/**
 * True when the locale's own files have the text, without the en-GB fallback: nl-BE's or nl-NL's
 * for nl-BE, en-GB's only for en-GB itself. With `count`, the plural form the language needs.
 * @example
 * hasOwnText('nl-BE', 'checkout', 'chooser.legend'); // true: nl-NL has it
 */
export function hasOwnText(locale: Locale, ns: Namespace, key: string, count?: number): boolean {
  return [formKey(locale, key, count), key].some((k) => resolveText(locale, ns, k) !== null);
}

/** Every leaf key of some messages, dotted. */
export const leafKeys = (messages: Messages, prefix = ''): string[] =>
  Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'string' ? [prefix + key] : leafKeys(value, `${prefix}${key}.`),
  );

/** Every key of en-GB's `ns`, plural forms as their base key (`errors.summary`). */
export function sourceKeys(ns: Namespace): string[] {
  return [...new Set(leafKeys(localeFile(SOURCE_LOCALE, ns)).map((k) => k.replace(PLURAL, '')))];
}

/** Plural categories as CLDR lists them (Intl gives them in no fixed order). */
const CLDR_ORDER = ['zero', 'one', 'two', 'few', 'many', 'other'];

/** Every key `locale` must have in `ns`: en-GB's, with the plural forms of its own language. */
export function localeKeys(locale: Locale, ns: Namespace): string[] {
  const categories = [...new Intl.PluralRules(locale).resolvedOptions().pluralCategories].sort(
    (a, b) => CLDR_ORDER.indexOf(a) - CLDR_ORDER.indexOf(b),
  );
  return leafKeys(localeFile(SOURCE_LOCALE, ns)).flatMap((key) =>
    PLURAL.test(key)
      ? key.endsWith('_other')
        ? categories.map((c) => key.replace(PLURAL, `_${c}`))
        : []
      : [key],
  );
}

/** The English text a key is translated from (a plural form English lacks: its `_other`). */
export const englishText = (ns: Namespace, key: string) =>
  lookup(localeFile(SOURCE_LOCALE, ns), key) ??
  lookup(localeFile(SOURCE_LOCALE, ns), key.replace(PLURAL, '_other'));

/**
 * `locale`'s messages with `key` set to `text` (or removed, for null), nested, keys in en-GB's order
 * (a locale's plural forms in CLDR's order: one, many, other).
 */
function withText(locale: Locale, ns: Namespace, key: string, text: string | null): Messages {
  const messages = localeFile(locale, ns);
  const flat = new Map(leafKeys(messages).map((k) => [k, lookup(messages, k) ?? '']));
  if (text === null) flat.delete(key);
  else flat.set(key, text);
  const ranks = localeKeys(locale, ns);
  const keys = [...flat.keys()].sort((a, b) => rank(ranks, a) - rank(ranks, b));
  const out: Record<string, unknown> = {};
  for (const k of keys) {
    const parts = k.split('.');
    let node = out;
    for (const part of parts.slice(0, -1)) node = (node[part] ??= {}) as Record<string, unknown>;
    node[parts.at(-1) ?? k] = flat.get(k);
  }
  return out as Messages;
}
const rank = (ranks: string[], key: string) => {
  const i = ranks.indexOf(key);
  return i === -1 ? ranks.length : i;
};

/**
 * Sets `locale`'s own text of `key` (a plural form as `key_other`). In a locale with a parent (nl-BE),
 * a text the same as the parent's is removed instead: it holds only its differences. `null` removes
 * the text.
 */
export function setText(locale: Locale, ns: Namespace, key: string, text: string | null) {
  const parent = fallbackChain(locale)[1];
  const inherited =
    parent !== undefined &&
    parent !== SOURCE_LOCALE &&
    text !== null &&
    lookup(localeFile(parent, ns), key) === text;
  edited.set(path(locale, ns), withText(locale, ns, key, inherited ? null : text));
  editsVersion.value++;
}

/** Puts back the repository's text of `key` (or the whole file, without a key). */
export function revert(locale: Locale, ns: Namespace, key?: string) {
  if (key === undefined) edited.delete(path(locale, ns));
  else setText(locale, ns, key, lookup(originalFile(locale, ns), key) ?? null);
  if (key === undefined) editsVersion.value++;
}

/** The keys whose text differs from the repository's in `locale`'s own file. */
export function changedKeys(locale: Locale, ns: Namespace): string[] {
  const now = localeFile(locale, ns);
  const before = originalFile(locale, ns);
  const keys = new Set([...leafKeys(now), ...leafKeys(before)]);
  return [...keys].filter((k) => lookup(now, k) !== lookup(before, k));
}

/** Every file with a change: `[locale, ns]` pairs. */
export const changedFiles = (): [Locale, Namespace][] =>
  SUPPORTED_LOCALES.flatMap((l) =>
    NAMESPACES.filter((ns) => changedKeys(l, ns).length > 0).map((ns): [Locale, Namespace] => [
      l,
      ns,
    ]),
  );

/** The file as it would be saved: two-space JSON with a final newline, as the repository has it. */
export const fileText = (locale: Locale, ns: Namespace) =>
  `${JSON.stringify(localeFile(locale, ns), null, 2)}\n`;
