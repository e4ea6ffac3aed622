import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fallbackChain, isLocale, SUPPORTED_LOCALES } from './locales.ts';
import {
  authorisesFirst,
  CAPTURABLE_METHODS,
  CAPTURED_ON_SHIPPING,
  isCardMethod,
  METHOD_CURRENCIES,
  METHOD_KIND,
  METHOD_KINDS,
  PAYMENT_METHODS,
  methodKind,
  methodTextKey,
} from './payment-methods.ts';

const root = new URL('../../', import.meta.url);

/** A key's text along a locale's files (its fallback chain: nl-BE reads nl-NL, then en-GB). */
function text(locale: string, key: string): unknown {
  const chain = isLocale(locale) ? fallbackChain(locale) : [locale];
  for (const l of chain) {
    const file = new URL(`locales/${l}/checkout.json`, root);
    const json = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    const found = key.split('.').reduce<unknown>((node, part) => {
      return node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
    }, json);
    if (found !== undefined) return found;
  }
  return undefined;
}

describe('payment-method registry', () => {
  it('has every fact for every method, and nothing for unknown ones', () => {
    const ids = [...PAYMENT_METHODS].sort();
    expect(Object.keys(METHOD_KIND).sort()).toEqual(ids);
    expect(Object.keys(METHOD_CURRENCIES).sort()).toEqual(ids);
    expect(new Set(PAYMENT_METHODS).size).toBe(PAYMENT_METHODS.length);
    for (const id of PAYMENT_METHODS) {
      expect(METHOD_KINDS).toContain(METHOD_KIND[id]);
      expect(METHOD_CURRENCIES[id].length, id).toBeGreaterThan(0);
      for (const c of METHOD_CURRENCIES[id]) expect(c, id).toMatch(/^[A-Z]{3}$/);
    }
    for (const id of CAPTURABLE_METHODS) expect(PAYMENT_METHODS).toContain(id);
  });

  it('has a name for every method in every locale', () => {
    for (const locale of SUPPORTED_LOCALES)
      for (const id of PAYMENT_METHODS) {
        const name = text(locale, methodTextKey(id));
        expect(typeof name === 'string' && name.length > 0, `${locale} ${methodTextKey(id)}`).toBe(
          true,
        );
      }
  });

  it('knows the card-form methods as exactly the methods of kind card', () => {
    for (const id of PAYMENT_METHODS) expect(isCardMethod(id), id).toBe(METHOD_KIND[id] === 'card');
    expect(isCardMethod('not-a-method')).toBe(false);
  });

  it('authorises BNPL methods captured on shipping always, others only under a capture mode', () => {
    expect(authorisesFirst('afterpay', null)).toBe(true);
    expect(authorisesFirst('klarna-direct-debit', null)).toBe(true);
    expect(authorisesFirst('credit-card', null)).toBe(false);
    expect(authorisesFirst('credit-card', 'manual')).toBe(true);
    expect(authorisesFirst('amex', 'delayed')).toBe(true);
    expect(authorisesFirst('ideal', 'manual')).toBe(false);
    for (const id of CAPTURED_ON_SHIPPING) expect(CAPTURABLE_METHODS.has(id)).toBe(true);
  });

  it('treats only cards as entered on our form', () => {
    expect(methodKind('credit-card')).toBe('card');
    expect(methodKind('ideal')).toBe('bank-redirect');
    expect(methodKind('apple-pay')).toBe('wallet');
    expect(methodKind('klarna-pay-later')).toBe('bnpl');
    expect(methodKind('bank-transfer')).toBe('bank-transfer');
    expect(methodKind('not-a-method')).toBe('bank-redirect');
  });
});
