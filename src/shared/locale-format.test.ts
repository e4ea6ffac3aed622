/**
 * Amounts written from build-time data must be Intl's, character for character, in every locale:
 * each locale's currencies over amounts of every length.
 */
import { describe, expect, it } from 'vitest';
import { fastCurrencies, formatData } from './i18n/format-data.ts';
import {
  formatDateFast,
  formatMinorFast,
  formatTimeFast,
  keepFormatData,
} from './locale-format.ts';
import { SUPPORTED_LOCALES } from './locales.ts';
import { formatMinor } from './money.ts';

const AMOUNTS = [
  0,
  1,
  9,
  10,
  99,
  100,
  105,
  1995,
  99999,
  100000,
  123456,
  1234567,
  99999999,
  1e12 + 7,
];

function intlMinor(minor: number, currency: string, locale: string) {
  const format = new Intl.NumberFormat(locale, { style: 'currency', currency });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(minor / 10 ** digits);
}

describe.each(SUPPORTED_LOCALES)('%s without Intl', (locale) => {
  keepFormatData(locale, formatData(locale));

  it('covers the euro and the currency of its market', () => {
    expect(fastCurrencies(locale)[0]).toBe('EUR');
    expect(Object.keys(formatData(locale).c)).toEqual(fastCurrencies(locale));
  });

  it('writes every time of day as Intl does', () => {
    const times = new Intl.DateTimeFormat(locale, { timeStyle: 'short' });
    for (let hour = 0; hour < 24; hour++)
      for (const minute of [0, 5, 30, 59]) {
        const at = new Date(2026, 5, 15, hour, minute);
        expect(formatTimeFast(at, locale)).toBe(times.format(at));
      }
  });

  it('writes every day of two years as Intl does', () => {
    const dates = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
    for (let day = 0; day < 731; day++) {
      const at = new Date(2026, 0, 1 + day, 23, 59);
      expect(formatDateFast(at, locale), at.toDateString()).toBe(dates.format(at));
    }
  });

  it.each(fastCurrencies(locale))('writes %s amounts as Intl does', (currency) => {
    for (const minor of AMOUNTS)
      expect(formatMinorFast(minor, currency, locale), `${minor}`).toBe(
        intlMinor(minor, currency, locale),
      );
  });
});

describe('where the data has no answer', () => {
  it('answers null, and formatMinor uses Intl', () => {
    keepFormatData('de-DE', formatData('de-DE'));
    for (const [currency, minor] of [
      ['JPY', 500],
      ['KWD', 1234567],
      ['USD', 1995],
    ] as const) {
      expect(formatMinorFast(minor, currency, 'de-DE')).toBeNull();
      expect(formatMinor(minor, currency, 'de-DE')).toBe(intlMinor(minor, currency, 'de-DE'));
    }
    expect(formatMinorFast(-100, 'EUR', 'de-DE')).toBeNull();
    expect(formatMinorFast(1.5, 'EUR', 'de-DE')).toBeNull();
    expect(formatMinorFast(100, 'EUR', 'xx-XX')).toBeNull();
    expect(formatTimeFast(new Date(), 'xx-XX')).toBeNull();
    expect(formatDateFast(new Date(), 'xx-XX')).toBeNull();
    for (const D of ['{d}. {MMMM} {yyyy}', '{yy}-{MM}-{dd}']) {
      keepFormatData('de-DE', { ...formatData('de-DE'), D });
      expect(formatDateFast(new Date(), 'de-DE'), D).toBeNull();
    }
    keepFormatData('en-GB', { ...formatData('en-GB'), m: undefined });
    expect(formatDateFast(new Date(), 'en-GB')).toBeNull();
    keepFormatData('en-GB', formatData('en-GB'));
    for (const T of ['{hh}:{mm}', '{h} {a}']) {
      keepFormatData('de-DE', { ...formatData('de-DE'), T });
      expect(formatTimeFast(new Date(), 'de-DE'), T).toBeNull();
    }
    keepFormatData('de-DE', formatData('de-DE'));
    expect(formatTimeFast(new Date(2026, 0, 1, 7, 3), 'de-DE')).toBe('07:03');
  });
});
