import { describe, expect, it } from 'vitest';
import { CARD_BRANDS, brandRules, detectBrand } from './brands.ts';
import type { BrandId } from './brands.ts';

const span = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);

describe('detectBrand', () => {
  it.each([
    ['4111111111111111', 'visa', []],
    ['4000000000000002', 'visa', []],
    ['5555555555554444', 'mastercard', []],
    ['2223003122003222', 'mastercard', []],
    ['378282246310005', 'amex', []],
    ['6759649826438453', 'maestro', []],
    ['6703444444444449', 'bancontact', []],
    ['4796580000000001', 'bancontact', ['visa']],
    ['5019717010103742', 'dankort', []],
    ['4571000000000001', 'dankort', ['visa']],
    ['4012888888881881', 'vpay', ['visa']],
  ] as const)('detects %s as %s', (pan, id, coBadges) => {
    expect(detectBrand(pan)).toMatchObject({ id, coBadges });
  });

  it('covers Mastercard 51–55 and the 2-series 2221–2720 exactly', () => {
    const ids = ['50', '51', '55', '56', '2220', '2221', '2720', '2721'].map(
      (p) => detectBrand(p).id,
    );
    expect(ids).toEqual([
      'maestro',
      'mastercard',
      'mastercard',
      'maestro',
      'unknown',
      'mastercard',
      'mastercard',
      'unknown',
    ]);
  });

  it('lets the most specific prefix win', () => {
    expect(detectBrand('457').id).toBe('visa');
    expect(detectBrand('4571').id).toBe('dankort');
    expect(detectBrand('670').id).toBe('maestro');
    expect(detectBrand('6703').id).toBe('bancontact');
    expect(detectBrand('4796').id).toBe('vpay');
    expect(detectBrand('479658').id).toBe('bancontact');
    expect(detectBrand('501').id).toBe('maestro');
    expect(detectBrand('5019').id).toBe('dankort');
  });

  it('counts a prefix only once it is fully typed', () => {
    for (const partial of ['', '2', '22', '222', '3'])
      expect(detectBrand(partial).id).toBe('unknown');
    expect(detectBrand('34').id).toBe('amex');
    expect(detectBrand('4').id).toBe('visa');
  });

  it('never claims Cartes Bancaires: it has no static BIN rule', () => {
    // Adyen's Visa/Cartes Bancaires test card; only a BIN lookup can tell.
    expect(detectBrand('4035501000000008')).toMatchObject({ id: 'visa', coBadges: [] });
  });

  it('gives unknown prefixes generic rules', () => {
    expect(detectBrand('9999')).toEqual({ ...brandRules('unknown'), coBadges: [] });
  });
});

describe('brandRules', () => {
  it.each([
    ['visa', [16, 18, 19], 3, 'required', [4, 8, 12, 16]],
    ['mastercard', [16], 3, 'required', [4, 8, 12, 16]],
    ['maestro', span(12, 19), 3, 'optional', [4, 8, 12, 16]],
    ['amex', [15], 4, 'required', [4, 10]],
    ['bancontact', span(16, 19), 0, 'hidden', [4, 8, 12, 16]],
    ['dankort', [16], 3, 'required', [4, 8, 12, 16]],
    ['vpay', span(13, 19), 3, 'required', [4, 8, 12, 16]],
    ['unknown', span(12, 19), 3, 'required', [4, 8, 12, 16]],
  ] as const)('%s: lengths %j, CVC %i (%s), gaps %j', (id, lengths, cvcLength, cvcPolicy, gaps) => {
    expect(brandRules(id)).toEqual({ id, lengths, cvcLength, cvcPolicy, gaps });
  });

  it('has rules for every brand, with ascending lengths', () => {
    for (const id of [...CARD_BRANDS, 'unknown'] satisfies BrandId[]) {
      const { lengths } = brandRules(id);
      expect(lengths.length).toBeGreaterThan(0);
      expect([...lengths].sort((a, b) => a - b)).toEqual(lengths);
    }
  });
});
