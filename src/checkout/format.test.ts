import { describe, expect, it } from 'vitest';
import { formatAmount, formatDeadline } from './format.ts';

/** Intl separates symbol and number with a no-break space (U+00A0) or narrow one (U+202F). */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatAmount', () => {
  it('writes euros the way each of our euro locales does', () => {
    expect(plain(formatAmount(123456, 'EUR', 'nl-NL'))).toBe('€ 1.234,56');
    expect(plain(formatAmount(123456, 'EUR', 'nl-BE'))).toBe('€ 1.234,56');
    expect(plain(formatAmount(123456, 'EUR', 'fr-BE'))).toBe('1 234,56 €');
    expect(plain(formatAmount(123456, 'EUR', 'de-DE'))).toBe('1.234,56 €');
    expect(plain(formatAmount(123456, 'EUR', 'en-GB'))).toBe('€1,234.56');
  });

  it('writes the Nordic crowns and the pound in their home locales', () => {
    expect(plain(formatAmount(129900, 'SEK', 'sv-SE'))).toBe('1 299,00 kr');
    expect(plain(formatAmount(129900, 'NOK', 'no-NO'))).toBe('1 299,00 kr');
    expect(plain(formatAmount(129900, 'DKK', 'da-DK'))).toBe('1.299,00 kr.');
    expect(plain(formatAmount(1995, 'GBP', 'en-GB'))).toBe('£19.95');
  });

  it('gives JPY no decimals: 500 minor units are 500 yen', () => {
    expect(plain(formatAmount(500, 'JPY', 'en-GB'))).toBe('JP¥500');
    expect(plain(formatAmount(500, 'JPY', 'de-DE'))).toBe('500 ¥');
  });

  it('gives KWD three decimals: 12345 minor units are 12.345 dinar', () => {
    expect(plain(formatAmount(12345, 'KWD', 'en-GB'))).toBe('KWD 12.345');
    expect(plain(formatAmount(12345, 'KWD', 'nl-NL'))).toBe('KWD 12,345');
  });

  it('names a foreign currency in the customer locale', () => {
    expect(plain(formatAmount(1995, 'SEK', 'en-GB'))).toBe('SEK 19.95');
    expect(plain(formatAmount(1995, 'EUR', 'sv-SE'))).toBe('19,95 €');
  });
});

describe('formatDeadline', () => {
  const now = new Date(2025, 0, 15, 10, 0).getTime();

  it('shows only the time for a deadline later today', () => {
    const at = new Date(2025, 0, 15, 14, 35).toISOString();
    expect(formatDeadline(at, 'en-GB', now)).toEqual({ date: null, time: '14:35' });
    expect(formatDeadline(at, 'da-DK', now)).toEqual({ date: null, time: '14.35' });
  });

  it('adds the date for a later day', () => {
    const at = new Date(2025, 1, 3, 9, 5).toISOString();
    expect(formatDeadline(at, 'en-GB', now)).toEqual({ date: '3 Feb 2025', time: '09:05' });
    expect(formatDeadline(at, 'de-DE', now)).toEqual({ date: '03.02.2025', time: '09:05' });
  });

  it('has nothing to show without a readable timestamp', () => {
    expect(formatDeadline(null, 'en-GB', now)).toBeNull();
    expect(formatDeadline('soon', 'en-GB', now)).toBeNull();
  });
});
