import { describe, expect, it } from 'vitest';
import { CARD_ERROR_CODES } from './errors.ts';
import type { CardErrorCode } from './errors.ts';
import { validateCard } from './validate.ts';
import type { CardInput } from './validate.ts';

const now = new Date('2026-06-15T12:00:00Z');
const check = (input: Partial<CardInput>) =>
  validateCard({ pan: '4111111111111111', expiry: '12/30', cvc: '737', now, ...input });

describe('validateCard', () => {
  it.each([
    ['4111111111111111', '737', 'visa'],
    ['4000000000000002', '737', 'visa'],
    ['5555555555554444', '737', 'mastercard'],
    ['2223003122003222', '737', 'mastercard'],
    ['378282246310005', '7373', 'amex'],
    ['6759649826438453', '', 'maestro'],
    ['6759649826438453', '737', 'maestro'],
    ['6703444444444449', '', 'bancontact'],
    ['5019717010103742', '737', 'dankort'],
    ['4571000000000001', '737', 'dankort'],
  ])('accepts %s with CVC %j as %s', (pan, cvc, id) => {
    const result = check({ pan, cvc });
    expect(result).toMatchObject({ complete: true, errors: {} });
    expect(result.brand.id).toBe(id);
  });

  it('accepts a number typed or pasted with separators', () => {
    expect(check({ pan: '4111 1111-1111.1111' }).complete).toBe(true);
  });

  it.each([
    ['', 'card.number.empty'],
    ['4111', 'card.number.incomplete'],
    ['41111111111111111', 'card.number.incomplete'],
    ['4111111111111112', 'card.number.invalid'],
    ['4111abcd11111111', 'card.number.invalid'],
    ['41111111111111111111', 'card.number.invalid'],
    ['0000', 'card.number.incomplete'],
    ['0'.repeat(16), 'card.number.unsupported'],
    ['9', 'card.number.incomplete'],
  ])('reports pan %j as %s', (pan, code) => {
    expect(check({ pan })).toMatchObject({ complete: false, errors: { pan: code } });
  });

  it('refuses brands the merchant does not accept, as soon as they show', () => {
    const accept = ['visa'] as const;
    expect(check({ pan: '5555', accept }).errors.pan).toBe('card.number.unsupported');
    expect(check({ pan: '5555555555554444', accept }).errors.pan).toBe('card.number.unsupported');
  });

  it('accepts a co-badged card when either network is accepted', () => {
    const pan = '4571000000000001';
    expect(check({ pan, accept: ['visa'] }).complete).toBe(true);
    expect(check({ pan, accept: ['dankort'] }).complete).toBe(true);
    expect(check({ pan, accept: ['mastercard'] }).errors.pan).toBe('card.number.unsupported');
  });

  it('accepts unknown networks only when told to', () => {
    expect(check({ pan: '9'.repeat(15) + '5', accept: ['unknown'] }).complete).toBe(true);
  });

  it.each([
    ['', 'card.expiry.empty'],
    ['00/30', 'card.expiry.invalid'],
    ['13/30', 'card.expiry.invalid'],
    ['12/3', 'card.expiry.invalid'],
    ['05/26', 'card.expiry.past'],
    ['01/2047', 'card.expiry.tooFar'],
  ])('reports expiry %j as %s', (expiry, code) => {
    expect(check({ expiry })).toMatchObject({ complete: false, errors: { expiry: code } });
  });

  it('accepts this month and autofill shapes', () => {
    for (const expiry of ['06/26', '6/26', '0626', '06 / 2026', '12/2046']) {
      expect(check({ expiry }).errors).toEqual({});
    }
  });

  it.each([
    ['4111111111111111', '', 'card.cvc.empty'],
    ['4111111111111111', '73', 'card.cvc.incomplete'],
    ['4111111111111111', '7373', 'card.cvc.invalid'],
    ['4111111111111111', '73a', 'card.cvc.invalid'],
    ['378282246310005', '737', 'card.cvc.incomplete'],
    ['378282246310005', '', 'card.cvc.empty'],
    ['6759649826438453', '73', 'card.cvc.incomplete'],
    ['', '', 'card.cvc.empty'],
  ])('reports pan %s with CVC %j as %s', (pan, cvc, code) => {
    expect(check({ pan, cvc }).errors.cvc).toBe(code);
  });

  it('ignores any CVC on a Bancontact card, which has none', () => {
    expect(check({ pan: '6703444444444449', cvc: '12' }).errors).toEqual({});
  });

  it('reports every field at once', () => {
    expect(check({ pan: '', expiry: '', cvc: '' }).errors).toEqual({
      pan: 'card.number.empty',
      expiry: 'card.expiry.empty',
      cvc: 'card.cvc.empty',
    });
  });

  it('can return every code in CARD_ERROR_CODES, and only those', () => {
    const inputs: Partial<CardInput>[] = [
      { pan: '', expiry: '', cvc: '' },
      { pan: '4111', expiry: '13/30', cvc: '73' },
      { pan: '4111111111111112', expiry: '05/26', cvc: '7373' },
      { pan: '5555', expiry: '01/2047', accept: ['visa'] },
    ];
    const seen = new Set<CardErrorCode>();
    for (const input of inputs) {
      const { errors } = check(input);
      for (const code of [errors.pan, errors.expiry, errors.cvc]) if (code) seen.add(code);
    }
    expect([...seen].sort()).toEqual([...CARD_ERROR_CODES].sort());
  });
});
