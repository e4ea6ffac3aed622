/**
 * Locale parity for the `checkout` namespace: every locale of SUPPORTED_LOCALES has its file, every
 * en-GB key resolves along the locale's fallback chain, no locale has keys en-GB lacks, the
 * placeholders match, and every plural category the language uses has its form.
 */
import { describe, expect, it } from 'vitest';
import type { Messages } from '../shared/i18n/translate.ts';
import { fallbackChain, SOURCE_LOCALE, SUPPORTED_LOCALES } from '../shared/locales.ts';

const files = import.meta.glob<Messages>('../../locales/*/checkout.json', {
  eager: true,
  import: 'default',
});
const byLocale = new Map(
  Object.entries(files).map(([path, messages]) => [path.split('/').at(-2) ?? '', messages]),
);

function flatten(messages: Messages, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(messages)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
const source = flatten(byLocale.get(SOURCE_LOCALE) ?? {});
const pluralBase = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');

describe('locales/<locale>/checkout.json', () => {
  it('exists for exactly the supported locales', () => {
    expect([...byLocale.keys()].sort()).toEqual([...SUPPORTED_LOCALES].sort());
  });

  for (const locale of SUPPORTED_LOCALES) {
    describe(locale, () => {
      const own = flatten(byLocale.get(locale) ?? {});
      const chain = fallbackChain(locale)
        .filter((l) => l !== SOURCE_LOCALE || locale === SOURCE_LOCALE)
        .map((l) => flatten(byLocale.get(l) ?? {}));
      const resolve = (key: string) => chain.find((m) => m.has(key))?.get(key);

      it('resolves every en-GB key along its fallback chain, without falling back to English', () => {
        const missing = [...source.keys()].filter(
          (key) => !key.match(/_(one|other)$/) && resolve(key) === undefined,
        );
        expect(missing).toEqual([]);
      });

      it('has no key that en-GB lacks', () => {
        const extra = [...own.keys()].filter(
          (key) => !source.has(key) && !source.has(`${pluralBase(key)}_other`),
        );
        expect(extra).toEqual([]);
      });

      it('keeps the placeholders of every message', () => {
        for (const [key, text] of own) {
          const english = source.get(key) ?? source.get(`${pluralBase(key)}_other`) ?? '';
          expect(placeholders(text), `${locale} ${key}`).toEqual(placeholders(english));
        }
      });

      it('has every plural form the language needs', () => {
        const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
        const plurals = new Set(
          [...source.keys()].filter((k) => k.endsWith('_other')).map(pluralBase),
        );
        for (const base of plurals)
          for (const category of categories)
            expect(resolve(`${base}_${category}`), `${locale} ${base}_${category}`).toBeDefined();
      });

      it('has no empty message', () => {
        for (const [key, text] of own) expect(text.trim(), `${locale} ${key}`).not.toBe('');
      });
    });
  }
});
