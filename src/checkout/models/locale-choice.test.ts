import { describe, expect, it } from 'vitest';
import { chooseLocale, pickedLocaleStore } from './locale-choice.ts';

describe('chooseLocale', () => {
  it("lets the order's locale win over the browser", () => {
    expect(chooseLocale({ orderLocale: 'da-DK', browserLanguages: ['de-DE', 'en'] })).toBe('da-DK');
  });

  it("uses the browser's languages in order when the order has none", () => {
    expect(chooseLocale({ orderLocale: null, browserLanguages: ['pt-BR', 'sv', 'en'] })).toBe(
      'sv-SE',
    );
  });

  it('maps nb, nn and no to no-NO', () => {
    for (const tag of ['nb', 'nn', 'no', 'nb-NO', 'nn-NO'])
      expect(chooseLocale({ browserLanguages: [tag] })).toBe('no-NO');
  });

  it('maps nl to nl-NL, nl-BE to nl-BE and every French to fr-BE', () => {
    expect(chooseLocale({ browserLanguages: ['nl'] })).toBe('nl-NL');
    expect(chooseLocale({ browserLanguages: ['nl-be'] })).toBe('nl-BE');
    expect(chooseLocale({ browserLanguages: ['fr'] })).toBe('fr-BE');
    expect(chooseLocale({ browserLanguages: ['fr-FR'] })).toBe('fr-BE');
  });

  it('falls back to en-GB, also for en-US', () => {
    expect(chooseLocale({ browserLanguages: ['ja-JP'] })).toBe('en-GB');
    expect(chooseLocale({ browserLanguages: ['en-US'] })).toBe('en-GB');
    expect(chooseLocale({})).toBe('en-GB');
  });

  it('ignores an order locale that is not one of ours', () => {
    expect(chooseLocale({ orderLocale: 'xx-XX', browserLanguages: ['de'] })).toBe('de-DE');
  });

  it('keeps what the customer picked on the page for this order', () => {
    expect(chooseLocale({ picked: 'fr-BE', orderLocale: 'nl-BE' })).toBe('fr-BE');
    expect(chooseLocale({ picked: '<script>', orderLocale: 'nl-BE' })).toBe('nl-BE');
  });
});

describe('pickedLocaleStore', () => {
  it('remembers a choice per order and survives storage that throws', () => {
    const data = new Map<string, string>();
    const storage = {
      getItem: (k: string) => data.get(k) ?? null,
      setItem: (k: string, v: string) => void data.set(k, v),
    };
    const store = pickedLocaleStore(() => storage, 'ord_1');
    store.write('sv-SE');
    expect(store.read()).toBe('sv-SE');
    expect(pickedLocaleStore(() => storage, 'ord_2').read()).toBeNull();

    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(() => pickedLocaleStore(() => broken, 'ord_1').write('da-DK')).not.toThrow();
    expect(pickedLocaleStore(() => broken, 'ord_1').read()).toBeNull();
    const denied = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    expect(pickedLocaleStore(denied, 'ord_1').read()).toBeNull();
  });
});
