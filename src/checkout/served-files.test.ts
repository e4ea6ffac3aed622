/**
 * The build serves each locale's strings with its fallbacks merged in (one file per locale and
 * namespace, src/shared/i18n/merge-chain.ts). Merged, every key must read exactly as the page and
 * the frame read it from locales/ with their fallback chains, plural forms included.
 */
import { describe, expect, it } from 'vitest';
import { mergeChain } from '../shared/i18n/merge-chain.ts';
import { createTranslator, type Messages } from '../shared/i18n/translate.ts';
import { fallbackChain, SUPPORTED_LOCALES, type Locale } from '../shared/locales.ts';
import { createI18n, type Namespace, type StringFiles } from './i18n.ts';
import { sourceFiles } from './source-files.ts';

const SOURCE = import.meta.glob<Messages>('../../locales/*/*.json', {
  import: 'default',
  eager: true,
});
const file = (locale: Locale, ns: Namespace) => SOURCE[`../../locales/${locale}/${ns}.json`] ?? {};
const merged = (locale: Locale, ns: Namespace) =>
  mergeChain(fallbackChain(locale).map((l) => file(l, ns)));

const servedLike: StringFiles = {
  complete: true,
  files: {
    checkout: Object.fromEntries(
      SUPPORTED_LOCALES.map((l) => [
        `/${l}/checkout.json`,
        () => Promise.resolve(merged(l, 'checkout')),
      ]),
    ),
    card: Object.fromEntries(
      SUPPORTED_LOCALES.map((l) => [`/${l}/card.json`, () => Promise.resolve(merged(l, 'card'))]),
    ),
  },
};

/** Every key of en-GB's file, plural forms as their base key. */
function keys(messages: Messages, prefix = ''): { key: string; plural: boolean }[] {
  const found = new Map<string, boolean>();
  for (const [name, value] of Object.entries(messages)) {
    if (typeof value !== 'string') {
      for (const k of keys(value, `${prefix}${name}.`)) found.set(k.key, k.plural);
      continue;
    }
    const base = name.replace(/_(zero|one|two|few|many|other)$/, '');
    found.set(`${prefix}${base}`, base !== name || found.get(`${prefix}${base}`) === true);
  }
  return [...found].map(([key, plural]) => ({ key, plural }));
}
const COUNTS = [0, 1, 2, 5, 21, 1_000_000];

describe('served strings (fallbacks merged at build time)', () => {
  it.each(SUPPORTED_LOCALES)('read like locales/ on the hosted page: %s', async (locale) => {
    const [source, served, english] = [
      createI18n(sourceFiles),
      createI18n(servedLike),
      createI18n(sourceFiles),
    ];
    for (const i18n of [source, served]) {
      await i18n.activate(locale);
      await i18n.addNamespace('card');
    }
    await english.activate('en-GB');
    await english.addNamespace('card');
    for (const ns of ['checkout', 'card'] as const) {
      const t = (i18n: typeof source) => (ns === 'card' ? i18n.cardT : i18n.t);
      for (const { key, plural } of keys(file('en-GB', ns)))
        for (const options of plural ? COUNTS.map((count) => ({ count })) : [undefined]) {
          const expected = t(source)(key, options);
          // A text the locale lacks: the files alone show the key; merged, the page shows English.
          const wanted = expected === key ? t(english)(key, options) : expected;
          expect(t(served)(key, options), `${locale} ${ns}:${key}`).toBe(wanted);
        }
    }
  });

  it.each(SUPPORTED_LOCALES)('read like locales/ in the card frame: %s', (locale) => {
    const chain = createTranslator(
      locale,
      fallbackChain(locale).map((l) => file(l, 'card')),
    );
    const one = createTranslator(locale, [merged(locale, 'card')]);
    for (const { key, plural } of keys(file('en-GB', 'card')))
      for (const options of plural ? COUNTS.map((count) => ({ count })) : [undefined])
        expect(one(key, options), `${locale} ${key}`).toBe(chain(key, options));
  });

  it('takes a plural group whole from the first file that has any of its forms', () => {
    expect(
      mergeChain([
        { a: { n_one: 'één', n_other: 'meer' } },
        { a: { n_one: 'one', n_many: 'many', n_other: 'other', m: 'm' } },
      ]),
    ).toEqual({ a: { n_one: 'één', n_other: 'meer', m: 'm' } });
  });
});
