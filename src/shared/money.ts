import { formatMinorFast } from './locale-format.ts';

/**
 * Amounts in minor units, formatted with the currency's own number of decimals (JPY 0, KWD 3).
 * @example
 * formatMinor(1995, 'EUR', 'nl-NL'); // '€ 19,95'
 * formatMinor(500, 'JPY', 'en-GB');  // '¥500'
 */
function minorDigits(currency: string): number {
  try {
    return (
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
        .maximumFractionDigits ?? 2
    );
  } catch {
    return 2;
  }
}

/** Formats `minor` units of `currency` for `locale`. */
export function formatMinor(minor: number, currency: string, locale: string): string {
  const fast = formatMinorFast(minor, currency, locale);
  if (fast !== null) return fast;
  const digits = minorDigits(currency);
  const value = minor / 10 ** digits;
  try {
    return new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(value);
  } catch {
    return `${value.toFixed(digits)} ${currency}`;
  }
}
