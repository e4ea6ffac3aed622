import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SUPPORTED_LOCALES } from './locales.ts';
import {
  MARKETS,
  METHOD_CURRENCIES,
  METHOD_MARKETS,
  PAYMENT_METHODS,
  SAME_APP,
  marketOf,
  orderForMarket,
  type PaymentMethod,
} from './payment-methods.ts';

/** What a project with the registry's defaults offers an order in `currency`, in registry order. */
const offeredIn = (currency: string) =>
  PAYMENT_METHODS.filter((m) => METHOD_CURRENCIES[m].includes(currency));
const pageFor = (currency: string, market: Parameters<typeof orderForMarket>[1]) =>
  orderForMarket(offeredIn(currency), market);

describe('market rules', () => {
  it('name only registry methods, each once, and cover every market', () => {
    expect(Object.keys(METHOD_MARKETS).sort()).toEqual([...MARKETS].sort());
    for (const market of MARKETS) {
      const { first, names = {} } = METHOD_MARKETS[market];
      expect(new Set(first).size, market).toBe(first.length);
      for (const m of [...first, ...Object.keys(names)])
        expect(PAYMENT_METHODS, `${market}: ${m}`).toContain(m);
    }
    for (const group of SAME_APP) for (const m of group) expect(PAYMENT_METHODS).toContain(m);
  });

  it('have every local name in every locale', () => {
    const names = new Set(MARKETS.flatMap((m) => Object.values(METHOD_MARKETS[m].names ?? {})));
    for (const locale of SUPPORTED_LOCALES) {
      const chain = locale === 'nl-BE' ? ['nl-BE', 'nl-NL'] : [locale];
      for (const name of names) {
        const text = chain
          .map(
            (l) =>
              (
                JSON.parse(
                  readFileSync(
                    new URL(`../../locales/${l}/checkout.json`, import.meta.url),
                    'utf8',
                  ),
                ) as { marketNames?: Record<string, string> }
              ).marketNames?.[name],
          )
          .find(Boolean);
        expect(text, `${locale} marketNames.${name}`).toMatch(/\S/);
      }
    }
  });
});

describe('orderForMarket, per market', () => {
  it('Belgium: Bancontact first, then Payconiq and cards', () => {
    const { methods } = pageFor('EUR', 'BE');
    expect(methods.slice(0, 3)).toEqual(['bancontact', 'payconiq', 'credit-card']);
    expect(methods.indexOf('ideal')).toBeGreaterThan(methods.indexOf('bancontact'));
  });

  it('the Netherlands: iDEAL first', () => {
    expect(pageFor('EUR', 'NL').methods.slice(0, 2)).toEqual(['ideal', 'credit-card']);
  });

  it('Germany: PayPal and Klarna before cards', () => {
    const { methods } = pageFor('EUR', 'DE');
    expect(methods.slice(0, 3)).toEqual(['paypal', 'klarna-pay-later', 'klarna-pay-now']);
    expect(methods.indexOf('credit-card')).toBe(3);
  });

  it('the United Kingdom: cards and wallets first', () => {
    expect(pageFor('GBP', 'GB').methods.slice(0, 3)).toEqual([
      'credit-card',
      'apple-pay',
      'google-pay',
    ]);
  });

  it('Denmark: cards (Dankort) and MobilePay, one MobilePay only', () => {
    const { methods, names } = pageFor('DKK', 'DK');
    expect(methods.slice(0, 2)).toEqual(['credit-card', 'mobilepay']);
    expect(methods).not.toContain('vipps-mobilepay');
    expect(names).toEqual({});
  });

  it('Norway: Vipps first, named "Vipps", one Vipps only', () => {
    const { methods, names } = pageFor('NOK', 'NO');
    expect(methods[0]).toBe('vipps-mobilepay');
    expect(methods).not.toContain('mobilepay');
    expect(names).toEqual({ 'vipps-mobilepay': 'vipps' });
  });

  it('Sweden: Swish first where the currency allows, Klarna where it allows', () => {
    expect(pageFor('SEK', 'SE').methods.slice(0, 2)).toEqual(['swish', 'credit-card']);
    // Klarna takes EUR only by default; Swish only SEK: an EUR order in Sweden starts with Klarna.
    expect(pageFor('EUR', 'SE').methods.slice(0, 3)).toEqual([
      'klarna-pay-now',
      'klarna-pay-later',
      'credit-card',
    ]);
  });

  it('Finland: MobilePay first, under its own name', () => {
    const { methods, names } = pageFor('EUR', 'FI');
    expect(methods.slice(0, 2)).toEqual(['mobilepay', 'credit-card']);
    expect(methods).not.toContain('vipps-mobilepay');
    expect(names).toEqual({});
  });

  it('no market: the order given, one id per app (Vipps MobilePay)', () => {
    const { methods, names } = pageFor('EUR', null);
    const expected = offeredIn('EUR').filter((m: PaymentMethod) => m !== 'mobilepay');
    expect(methods).toEqual(expected);
    expect(names).toEqual({});
  });

  it('keeps only what was offered, without duplicates, and the names of what is shown', () => {
    expect(orderForMarket(['credit-card', 'credit-card', 'ideal'], 'BE')).toEqual({
      methods: ['credit-card', 'ideal'],
      names: {},
    });
    expect(orderForMarket(['mobilepay'], 'NO')).toEqual({ methods: ['mobilepay'], names: {} });
    expect(orderForMarket(['unknown-method', 'ideal'], 'NL').methods).toEqual([
      'ideal',
      'unknown-method',
    ]);
  });
});

describe('marketOf', () => {
  it('takes the country first, in any case; a country without a rule has none', () => {
    expect(marketOf({ country: 'be', locale: 'nl-NL', currency: 'SEK' })).toBe('BE');
    expect(marketOf({ country: 'FR', locale: 'fr-BE', currency: 'EUR' })).toBeNull();
  });

  it('else the locale, else a one-market currency', () => {
    expect(marketOf({ locale: 'fr-BE', currency: 'EUR' })).toBe('BE');
    expect(marketOf({ locale: 'no-NO', currency: 'EUR' })).toBe('NO');
    expect(marketOf({ locale: null, currency: 'DKK' })).toBe('DK');
    expect(marketOf({ locale: null, currency: 'SEK' })).toBe('SE');
    expect(marketOf({ locale: null, currency: 'EUR' })).toBeNull();
    expect(marketOf({})).toBeNull();
  });
});
