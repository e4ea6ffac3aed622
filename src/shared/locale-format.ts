/**
 * Amounts, times of day and dates written from a locale's format data
 * (src/shared/i18n/format-data.ts), which arrives with the locale's served strings: no Intl formatter
 * is built for the first screens, because a browser's first one costs more than the rest of their
 * script (160–320 ms in Chromium at 4× CPU slowdown).
 * Answers null where the data has no answer (a locale whose strings came from elsewhere, a currency
 * outside its list, a negative amount); the caller then uses Intl. Tests hold every answer to
 * Intl's, in Node and in Chromium.
 * @example
 * keepFormatData('de-DE', data);
 * formatMinorFast(123456, 'EUR', 'de-DE'); // '1.234,56 €'
 */
import type { FormatData } from './i18n/format-data.ts';

/** The key of a served strings file under which the build puts its locale's format data. */
export const FORMATS_KEY = '$formats';

const known = new Map<string, FormatData>();

/** Keeps `locale`'s data for the functions below. */
export const keepFormatData = (locale: string, data: FormatData) => void known.set(locale, data);

/** Minor units of `currency` as `locale` writes them, or null. */
export function formatMinorFast(minor: number, currency: string, locale: string): string | null {
  const data = known.get(locale);
  const pattern = data?.c[currency];
  if (!data || !pattern || !Number.isSafeInteger(minor) || minor < 0) return null;
  const [decimal, group] = data.n;
  const text = String(minor).padStart(3, '0');
  const whole = text.slice(0, -2).replace(/\B(?=(\d{3})+$)/g, group);
  return pattern.replace('#', `${whole}${decimal}${text.slice(-2)}`);
}

const two = (n: number) => String(n).padStart(2, '0');

/** The short time of day (`09:05`, `09.05`) of `at` in local time, or null. */
export function formatTimeFast(at: Date, locale: string): string | null {
  const text = known
    .get(locale)
    ?.T.replace('{HH}', two(at.getHours()))
    .replace('{H}', String(at.getHours()))
    .replace('{mm}', two(at.getMinutes()));
  // A placeholder left over is one this code does not know.
  return text && !text.includes('{') ? text : null;
}

/** The medium date (`4 Feb 2026`, `04.02.2026`) of `at` in local time, or null. */
export function formatDateFast(at: Date, locale: string): string | null {
  const data = known.get(locale);
  const day = at.getDate();
  const month = at.getMonth();
  const text = data?.D.replace('{dd}', two(day))
    .replace('{d}', String(day))
    .replace('{MMM}', data.m?.[month] ?? '{?}')
    .replace('{MM}', two(month + 1))
    .replace('{M}', String(month + 1))
    .replace('{yyyy}', String(at.getFullYear()));
  return text && !text.includes('{') ? text : null;
}
