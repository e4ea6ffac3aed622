import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import type { Messages } from '../shared/i18n/translate.ts';
import { fallbackChain, SUPPORTED_LOCALES, type Locale } from '../shared/locales.ts';
import { createI18n, filesFor } from './i18n.ts';
import { sourceFiles } from './source-files.ts';

describe('filesFor', () => {
  it('loads only the active locale, plus nl-NL under the nl-BE deltas', () => {
    expect(filesFor('de-DE')).toEqual(['de-DE']);
    expect(filesFor('nl-BE')).toEqual(['nl-BE', 'nl-NL']);
    expect(filesFor('en-GB')).toEqual(['en-GB']);
  });

  it('loads the locale alone when its files are complete (served by the build)', () => {
    expect(filesFor('nl-BE', true)).toEqual(['nl-BE']);
  });
});

describe('createI18n', () => {
  it('reads nl-BE differences first and nl-NL for the rest', async () => {
    const i18n = createI18n(sourceFiles);
    await i18n.activate('nl-BE');
    expect(i18n.t('methods.creditCard')).toBe('Bankkaart of kredietkaart');
    expect(i18n.t('chooser.legend')).toBe('Kies hoe je wilt betalen');
  });

  it('chooses plural forms by the language rules', async () => {
    const i18n = createI18n(sourceFiles);
    await i18n.activate('sv-SE');
    expect(i18n.t('summary.items', { count: 1 })).toBe('1 vara');
    expect(i18n.t('summary.items', { count: 3 })).toBe('3 varor');
    await i18n.activate('fr-BE');
    expect(i18n.t('summary.items', { count: 0 })).toBe('0 article');
  });

  it('switches language at run time', async () => {
    const i18n = createI18n(sourceFiles);
    await i18n.activate('da-DK');
    expect(i18n.t('failed.tryAgain')).toBe('Prøv igen');
    await i18n.activate('de-DE');
    expect(i18n.t('failed.tryAgain')).toBe('Erneut versuchen');
  });

  it('leaves merchant text as it is: Preact renders it as text, never as HTML', async () => {
    const i18n = createI18n(sourceFiles);
    await i18n.activate('en-GB');
    expect(i18n.t('summary.heading', { merchant: 'AT&T <b>Shop</b>' })).toBe(
      'Payment to AT&T <b>Shop</b>',
    );
  });

  it('never answers from texts translated before the language or the loaded texts changed', async () => {
    const i18n = createI18n(sourceFiles);
    // Asked before anything is loaded: i18next answers the key itself.
    expect(i18n.t('failed.tryAgain')).toBe('failed.tryAgain');
    await i18n.activate('da-DK');
    expect(i18n.t('failed.tryAgain')).toBe('Prøv igen');
    expect(i18n.t('summary.items', { count: 1 })).toBe('1 vare');
    expect(i18n.t('summary.items', { count: 2 })).toBe('2 varer');
    await i18n.activate('de-DE');
    expect(i18n.t('failed.tryAgain')).toBe('Erneut versuchen');
    expect(i18n.t('summary.items', { count: 2 })).toBe('2 Artikel');
    expect(i18n.cardT('title')).toBe('title');
    await i18n.addNamespace('card', {
      '../../locales/de-DE/card.json': () => Promise.resolve({ title: 'Kartendaten' }),
    });
    expect(i18n.cardT('title')).toBe('Kartendaten');
  });

  it('loads a namespace registered later for the active locale', async () => {
    const i18n = createI18n(sourceFiles);
    await i18n.activate('en-GB');
    await i18n.addNamespace('card', {
      '../../locales/en-GB/card.json': () => Promise.resolve({ title: 'Card details' }),
    });
    expect(i18n.cardT('title')).toBe('Card details');
  });
});

describe('createI18n, a namespace registered while a locale loads', () => {
  it('loads it for that locale once the locale is active', async () => {
    const i18n = createI18n(sourceFiles);
    const activation = i18n.activate('sv-SE');
    await i18n.addNamespace('card', {
      '../../locales/sv-SE/card.json': () => Promise.resolve({ title: 'Kortuppgifter' }),
    });
    await activation;
    expect(i18n.cardT('title')).toBe('Kortuppgifter');
  });
});

describe('createI18n, handing over to i18next', () => {
  it('translates the same with every file loaded before and after i18next arrived', async () => {
    const i18n = createI18n(sourceFiles);
    await i18n.activate('nl-BE');
    const before = [i18n.t('methods.creditCard'), i18n.t('summary.items', { count: 2 })];
    expect(before).toEqual(['Bankkaart of kredietkaart', '2 artikelen']);
    await i18n.loadI18next();
    expect([i18n.t('methods.creditCard'), i18n.t('summary.items', { count: 2 })]).toEqual(before);
    // Files loaded afterwards reach i18next too: a namespace, another language.
    await i18n.addNamespace('card', {
      '../../locales/nl-BE/card.json': () => Promise.resolve({ title: 'Kaartgegevens' }),
    });
    expect(i18n.cardT('title')).toBe('Kaartgegevens');
    await i18n.activate('sv-SE');
    expect(i18n.t('summary.items', { count: 1 })).toBe('1 vara');
    expect(i18n.t('failed.tryAgain')).toBe('Försök igen');
  });

  it('loads i18next once however often it is asked', async () => {
    const i18n = createI18n(sourceFiles);
    const first = i18n.loadI18next();
    expect(i18n.loadI18next()).toBe(first);
    await first;
    await i18n.activate('da-DK');
    expect(i18n.t('failed.tryAgain')).toBe('Prøv igen');
  });
});

describe('createI18n reads checkout.json as i18next does', () => {
  const leafKeys = (messages: Messages, prefix = ''): string[] =>
    Object.entries(messages).flatMap(([key, value]) =>
      typeof value === 'string' ? [prefix + key] : leafKeys(value, `${prefix}${key}.`),
    );
  const pluralBase = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');

  it.each(
    SUPPORTED_LOCALES.flatMap((locale) => [
      [locale, 'the first screen (minimal translator)'],
      [locale, 'after i18next has loaded'],
    ]),
  )('for every key in %s, %s', async (locale, when) => {
    const load = (l: Locale) =>
      sourceFiles.files.checkout[`../../locales/${l}/checkout.json`]?.() ?? Promise.resolve({});
    const chain = fallbackChain(locale);
    const files = await Promise.all(chain.map(load));
    const keys = leafKeys(files[files.length - 1] ?? {});
    const i18n = i18next.createInstance();
    await i18n.init({
      lng: locale,
      fallbackLng: chain.slice(1),
      defaultNS: 'checkout',
      resources: Object.fromEntries(chain.map((l, i) => [l, { checkout: files[i] ?? {} }])),
      interpolation: { escapeValue: false },
      initAsync: false,
    });
    const ours = createI18n(sourceFiles);
    if (when.startsWith('after')) await ours.loadI18next();
    await ours.activate('en-GB');
    await ours.activate(locale);
    const values = { merchant: 'AT&T <b>Shop</b>', amount: '€ 24,95', method: 'iDEAL', count: 0 };
    for (const key of new Set(keys.map(pluralBase))) {
      const plural = !keys.includes(key);
      for (const count of plural ? [0, 1, 2, 5, 21, 1_000_000] : [undefined]) {
        const options = count === undefined ? values : { ...values, count };
        expect(ours.t(key, options), `${locale} ${key} ${count}`).toBe(i18n.t(key, options));
      }
    }
  });
});
