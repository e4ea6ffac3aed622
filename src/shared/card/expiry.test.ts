import { describe, expect, it } from 'vitest';
import { expiryStatus, parseExpiry, toMmYy } from './expiry.ts';

const now = new Date('2026-06-15T12:00:00Z');

describe('parseExpiry', () => {
  it.each([
    ['12/30', 12, 2030],
    ['1230', 12, 2030],
    ['12 / 2030', 12, 2030],
    ['1/30', 1, 2030],
    ['01/30', 1, 2030],
    ['1 / 2030', 1, 2030],
    ['12-30', 12, 2030],
    ['12.30', 12, 2030],
    ['12 30', 12, 2030],
    ['122030', 12, 2030],
    ['  12/30  ', 12, 2030],
  ])('reads %j as %i/%i', (input, month, year) => {
    expect(parseExpiry(input)).toEqual({ month, year });
  });

  it('reads two- and four-digit years alike', () => {
    expect(parseExpiry('03/31')).toEqual(parseExpiry('03/2031'));
  });

  it.each([
    '',
    '1',
    '12',
    '123',
    '12/3',
    '12/303',
    '00/30',
    '13/30',
    '0/30',
    'ab/cd',
    '12//30',
    '1/2/30',
  ])('refuses %j', (input) => {
    expect(parseExpiry(input)).toBeNull();
  });
});

describe('toMmYy', () => {
  it('pads month and year to MMYY', () => {
    expect(toMmYy({ month: 1, year: 2030 })).toBe('0130');
    expect(toMmYy({ month: 12, year: 2099 })).toBe('1299');
  });
});

describe('expiryStatus', () => {
  it('keeps a card valid through the end of its expiry month', () => {
    expect(expiryStatus(6, 2026, now)).toBe('valid');
    expect(expiryStatus(7, 2026, now)).toBe('valid');
    expect(expiryStatus(5, 2026, now)).toBe('past');
    expect(expiryStatus(12, 2025, now)).toBe('past');
  });

  it('rolls over from December to January', () => {
    const january = new Date('2027-01-15T12:00:00Z');
    expect(expiryStatus(12, 2026, january)).toBe('past');
    expect(expiryStatus(1, 2027, january)).toBe('valid');
    expect(expiryStatus(12, 2026, new Date('2026-12-31T23:59:59Z'))).toBe('valid');
  });

  it('waits until the month is over in the latest time zone (UTC-12)', () => {
    // 05:00 UTC on 1 January is still 31 December in New York.
    expect(expiryStatus(12, 2026, new Date('2027-01-01T05:00:00Z'))).toBe('valid');
    expect(expiryStatus(12, 2026, new Date('2027-01-01T12:00:01Z'))).toBe('past');
  });

  it('allows exactly 20 years ahead, not 21', () => {
    expect(expiryStatus(12, 2046, now)).toBe('valid');
    expect(expiryStatus(1, 2047, now)).toBe('too-far');
  });

  it.each([
    [0, 2030],
    [13, 2030],
    [1.5, 2030],
    [Number.NaN, 2030],
    [12, 30],
    [12, 20300],
  ])('calls month %d, year %d invalid', (month, year) => {
    expect(expiryStatus(month, year, now)).toBe('invalid');
  });
});
