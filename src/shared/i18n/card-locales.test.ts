/**
 * The card namespace (locales/<locale>/card.json) in all eight locales: parity with en-GB, the
 * local expiry convention, a message for every error code, and the frame's minimal translator
 * reading every key exactly as i18next does.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { CARD_ERROR_CODES } from '../card/errors.ts';
import { REQUEST_ERROR_CODES } from '../error-codes.ts';
import { fallbackChain, SUPPORTED_LOCALES, type Locale } from '../locales.ts';
import { createTranslator, type Messages } from './translate.ts';

const root = join(import.meta.dirname, '../../../locales');
const load = (locale: string): Messages =>
  JSON.parse(readFileSync(join(root, locale, 'card.json'), 'utf8')) as Messages;
const files = Object.fromEntries(SUPPORTED_LOCALES.map((l) => [l, load(l)])) as Record<
  Locale,
  Messages
>;

/** Every leaf key, dotted. */
const leafKeys = (messages: Messages, prefix = ''): string[] =>
  Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'string' ? [prefix + key] : leafKeys(value, `${prefix}${key}.`),
  );
const get = (messages: Messages, key: string) =>
  key.split('.').reduce<Messages | string | undefined>((node, part) => {
    return typeof node === 'object' ? node[part] : undefined;
  }, messages);
const variables = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]);

const source = files['en-GB'];
const sourceKeys = leafKeys(source);
const pluralBase = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');

describe('locales/*/card.json', () => {
  it('exists for exactly the supported locales', () => {
    const dirs = readdirSync(root).filter((d) => existsSync(join(root, d, 'card.json')));
    expect(dirs.sort()).toEqual([...SUPPORTED_LOCALES].sort());
  });

  it.each(SUPPORTED_LOCALES)('%s has no key that en-GB lacks', (locale) => {
    // Plural forms count by their base key: French adds `_many` (CLDR: 1 000 000 d'erreurs).
    const bases = sourceKeys.map(pluralBase);
    expect(leafKeys(files[locale]).filter((k) => !bases.includes(pluralBase(k)))).toEqual([]);
  });

  it.each(SUPPORTED_LOCALES.filter((l) => l !== 'nl-BE' && l !== 'en-GB'))(
    '%s translates every en-GB key',
    (locale) => {
      const own = leafKeys(files[locale]);
      expect(sourceKeys.filter((k) => !own.includes(k))).toEqual([]);
    },
  );

  it('nl-BE holds only its differences from nl-NL', () => {
    const same = leafKeys(files['nl-BE']).filter(
      (k) => get(files['nl-BE'], k) === get(files['nl-NL'], k),
    );
    expect(leafKeys(files['nl-BE']).length).toBeGreaterThan(0);
    expect(same).toEqual([]);
  });

  it.each(SUPPORTED_LOCALES)('%s uses the same {{variables}} as en-GB', (locale) => {
    for (const key of leafKeys(files[locale])) {
      const text = get(files[locale], key) as string;
      const en = (get(source, key) ?? get(source, `${pluralBase(key)}_other`)) as string;
      expect(variables(text).sort(), `${locale} ${key}`).toEqual(variables(en).sort());
    }
  });

  it.each([
    ['en-GB', 'MM/YY'],
    ['de-DE', 'MM/JJ'],
    ['nl-NL', 'MM/JJ'],
    ['nl-BE', 'MM/JJ'],
    ['fr-BE', 'MM/AA'],
    ['sv-SE', 'MM/ÅÅ'],
    ['no-NO', 'MM/ÅÅ'],
    ['da-DK', 'MM/ÅÅ'],
  ] as const)('%s writes the expiry hint and its error in the local convention %s', (l, hint) => {
    const t = createTranslator(
      l,
      fallbackChain(l).map((c) => files[c]),
    );
    expect(t('fields.expiry.hint')).toBe(hint);
    expect(t('errors.card.expiry.invalid')).toContain(hint);
  });

  it('en-GB has a field-prefixed message for every validation code', () => {
    const labels = {
      number: 'Card number: ',
      expiry: 'Expiry date: ',
      cvc: 'Security code: ',
    } as const;
    for (const code of CARD_ERROR_CODES) {
      const text = get(source, `errors.${code}`);
      const field = code.split('.')[1] as keyof typeof labels;
      expect(text, code).toMatch(new RegExp(`^${labels[field]}`));
    }
  });

  it('en-GB has a message for every request error code the frame shows as itself', () => {
    // `not-found` and `rejected` are shown as `errors.contract` (frame-controller.ts).
    for (const code of REQUEST_ERROR_CODES.filter((c) => c !== 'not-found' && c !== 'rejected'))
      expect(typeof get(source, `errors.${code}`), code).toBe('string');
  });
});

describe('createTranslator (card frame) reads card.json as i18next does', () => {
  const pluralBases = [...new Set(sourceKeys.map(pluralBase))];
  const values = { amount: '€ 24,95', brand: 'Visa', length: 3 };

  it.each(SUPPORTED_LOCALES)('for every key in %s', async (locale) => {
    const chain = fallbackChain(locale);
    const i18n = i18next.createInstance();
    await i18n.init({
      lng: locale,
      fallbackLng: chain.slice(1),
      ns: ['card'],
      defaultNS: 'card',
      resources: Object.fromEntries(chain.map((l) => [l, { card: files[l] }])),
      interpolation: { escapeValue: false },
      initAsync: false,
    });
    const ours = createTranslator(
      locale,
      chain.map((l) => files[l]),
    );
    for (const key of pluralBases) {
      const plural = key !== sourceKeys.find((k) => k === key);
      const counts = plural ? [0, 1, 2, 5, 21, 1_000_000] : [undefined];
      for (const count of counts) {
        const options = count === undefined ? values : { ...values, count };
        expect(ours(key, options), `${locale} ${key} ${count}`).toBe(i18n.t(key, options));
      }
    }
  });
});
