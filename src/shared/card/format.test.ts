import { describe, expect, it } from 'vitest';
import { caretAfterFormat, formatPan, maxPanLength, normalizeDigits } from './format.ts';

describe('normalizeDigits', () => {
  it('strips spaces, dashes and dots from pasted numbers', () => {
    expect(normalizeDigits(' 4111 1111-1111.1111 ')).toBe('4111111111111111');
    expect(normalizeDigits('4111\u00a01111\u20131111\t1111\n')).toBe('4111111111111111');
  });

  it('keeps other characters so callers can refuse them', () => {
    expect(normalizeDigits('4111 abcd')).toBe('4111abcd');
    expect(normalizeDigits('4111/1111')).toBe('4111/1111');
  });
});

describe('formatPan', () => {
  it('groups Amex 4-6-5', () => {
    expect(formatPan('378282246310005', 'amex')).toBe('3782 822463 10005');
    expect(formatPan('37828', 'amex')).toBe('3782 8');
  });

  it('groups 16 digits 4-4-4-4', () => {
    expect(formatPan('5555555555554444', 'mastercard')).toBe('5555 5555 5555 4444');
  });

  it('groups 19 digits 4-4-4-4-3', () => {
    expect(formatPan('6703000000000000003', 'bancontact')).toBe('6703 0000 0000 0000 003');
    expect(formatPan('6759649826438453123', 'maestro')).toBe('6759 6498 2643 8453 123');
  });

  it('adds no trailing space and leaves empty input empty', () => {
    expect(formatPan('4111', 'visa')).toBe('4111');
    expect(formatPan('', 'visa')).toBe('');
  });
});

describe('maxPanLength', () => {
  it.each([
    ['visa', 19],
    ['mastercard', 16],
    ['amex', 15],
    ['maestro', 19],
    ['bancontact', 19],
    ['dankort', 16],
    ['unknown', 19],
  ] as const)('%s: %i', (brand, length) => {
    expect(maxPanLength(brand)).toBe(length);
  });
});

describe('caretAfterFormat', () => {
  const visa = (raw: string) => formatPan(normalizeDigits(raw), 'visa');

  it('moves past a new gap when typing at the end', () => {
    expect(caretAfterFormat('41111', 5, visa('41111'))).toBe(6);
    expect(caretAfterFormat('4111', 4, visa('4111'))).toBe(4);
  });

  it('stays after the typed digit when inserting in the middle', () => {
    // '41|11 1111' + '2' → '4211 1111 1', caret after the 2
    expect(caretAfterFormat('42111 1111', 2, visa('42111 1111'))).toBe(2);
    // '4111 |1111' + '2' → '4111 2111 1', caret after the 2
    expect(caretAfterFormat('4111 21111', 6, visa('4111 21111'))).toBe(6);
  });

  it('stays in place when a digit is deleted', () => {
    // Backspace in '4111 1|111' → '4111 111' with the caret after the 4th digit.
    expect(caretAfterFormat('4111 111', 5, visa('4111 111'))).toBe(4);
  });

  it('handles a pasted number with other separators', () => {
    const raw = '3782-822463-10005';
    expect(caretAfterFormat(raw, raw.length, formatPan(normalizeDigits(raw), 'amex'))).toBe(17);
    expect(caretAfterFormat(raw, 5, formatPan(normalizeDigits(raw), 'amex'))).toBe(4);
  });

  it('keeps the caret at the start', () => {
    expect(caretAfterFormat('4111', 0, '4111')).toBe(0);
  });
});
