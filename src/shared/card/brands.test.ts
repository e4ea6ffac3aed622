import { describe, expect, it } from 'vitest';
import { CARD_BRANDS, brandRules, detectBrand, fullLength } from './brands.ts';
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
  ] as const)('detects %s as %s', (pan, id, coBadges) => {
    expect(detectBrand(pan)).toMatchObject({ id, coBadges });
  });

  // One test per row of the prefix table, at both ends of each range.
  describe('the prefix table, range by range', () => {
    it('Visa: every number starting with 4 that no other row claims', () => {
      const visas = [
        '4111111111111111', // the classic test card
        '4716000000000000', // an ordinary Visa credit range once mistaken for V PAY
        '4462000000000000', // UK Visa Debit
        '4012888888881881',
        '4035501000000008', // Visa/Cartes Bancaires: only a BIN lookup tells
        '4871049999999910', // Visa/Bancontact: only a BIN lookup tells
        '401000',
        '408000',
        '413000',
        '434000',
        '455000',
        '479000',
        '487000',
        '4',
        '4570',
        '4572',
        '479657',
        '479659',
        '493697',
        '493699',
      ];
      for (const pan of visas) expect(detectBrand(pan), pan).toMatchObject({ id: 'visa' });
      for (const pan of visas) expect(detectBrand(pan).coBadges, pan).toEqual([]);
    });

    it('Mastercard: 51–55 and 2221–2720, nothing beside', () => {
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

    it('Amex: 34 and 37 only', () => {
      expect(['33', '34', '35', '36', '37', '38'].map((p) => detectBrand(p).id)).toEqual([
        'unknown',
        'amex',
        'unknown',
        'unknown',
        'amex',
        'unknown',
      ]);
    });

    it('Maestro: 493698, the 50 block, 56–59 and the 6 catch-all', () => {
      for (const pan of ['493698', '500000', '5099', '56', '59', '6', '6304', '6759', '6999'])
        expect(detectBrand(pan).id, pan).toBe('maestro');
      expect(detectBrand('60').id).toBe('maestro');
    });

    it('Dankort: 5019, and Visa/Dankort 4571 co-badged with Visa', () => {
      expect(detectBrand('5019')).toMatchObject({ id: 'dankort', coBadges: [] });
      expect(detectBrand('5018').id).toBe('maestro');
      expect(detectBrand('5020').id).toBe('maestro');
      expect(detectBrand('4571')).toMatchObject({ id: 'dankort', coBadges: ['visa'] });
    });

    it('Bancontact: 6703 and 606005, and 479658 co-badged with Visa', () => {
      expect(detectBrand('6703')).toMatchObject({ id: 'bancontact', coBadges: [] });
      expect(detectBrand('6702').id).toBe('maestro');
      expect(detectBrand('6704').id).toBe('maestro');
      expect(detectBrand('606005')).toMatchObject({ id: 'bancontact', coBadges: [] });
      expect(detectBrand('606004').id).toBe('maestro');
      expect(detectBrand('479658')).toMatchObject({ id: 'bancontact', coBadges: ['visa'] });
    });
  });

  it('never claims V PAY or Cartes Bancaires: neither has a published range of its own', () => {
    for (let prefix = 400; prefix < 500; prefix++)
      expect(['visa', 'dankort', 'bancontact', 'maestro']).toContain(
        detectBrand(`${prefix}000000000000`).id,
      );
    expect(detectBrand('4035501000000008')).toMatchObject({ id: 'visa', coBadges: [] });
  });

  it('lets the most specific prefix win', () => {
    expect(detectBrand('457').id).toBe('visa');
    expect(detectBrand('4571').id).toBe('dankort');
    expect(detectBrand('670').id).toBe('maestro');
    expect(detectBrand('6703').id).toBe('bancontact');
    expect(detectBrand('4796').id).toBe('visa');
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

describe('fullLength', () => {
  it.each([
    ['visa', 16],
    ['mastercard', 16],
    ['amex', 15],
    ['dankort', 16],
    ['maestro', 19],
    ['bancontact', 19],
    ['unknown', 19],
  ] as const)('%s numbers are whole at %i digits', (id, length) => {
    expect(fullLength(brandRules(id))).toBe(length);
  });
});
