import { describe, expect, it } from 'vitest';
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
