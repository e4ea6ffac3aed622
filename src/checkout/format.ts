/** Amounts and deadlines as the customer's locale writes them. */
import { formatDateFast, formatTimeFast } from '../shared/locale-format.ts';
import { formatMinor } from '../shared/money.ts';
import type { Locale } from '../shared/locales.ts';

/**
 * Minor units in the currency's own decimals (JPY none, KWD three), in the locale's style.
 * @example
 * formatAmount(1995, 'EUR', 'nl-BE'); // '€ 19,95'
 */
export const formatAmount = (minor: number, currency: string, locale: Locale) =>
  formatMinor(minor, currency, locale);

/** A deadline as separate texts, so each language can build its own sentence around them. */
type Deadline = {
  /** The day, or null when that is today (`4 Feb 2026`, `04.02.2026`). */
  date: string | null;
  /** The time of day (`09:05`, `09.05`). */
  time: string;
};

/**
 * Intl's date formats by locale and part, for a locale without format data. Building the first one
 * costs a browser 160–320 ms at 4× CPU slowdown: amounts, times of day and dates are written without
 * Intl where the locale's strings brought its format data (src/shared/locale-format.ts).
 */
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function dateFormat(locale: Locale, part: 'date' | 'time') {
  const id = `${locale} ${part}`;
  let format = dateFormats.get(id);
  if (!format) {
    format = new Intl.DateTimeFormat(
      locale,
      part === 'date' ? { dateStyle: 'medium' } : { timeStyle: 'short' },
    );
    dateFormats.set(id, format);
  }
  return format;
}

/**
 * When the order must be paid by: the time, and the date unless that is today. Null for a missing
 * or unreadable timestamp.
 * @example
 * formatDeadline('2026-02-04T08:05:00Z', 'de-DE'); // { date: '04.02.2026', time: '09:05' } (in Berlin)
 */
export function formatDeadline(
  iso: string | null,
  locale: Locale,
  now = Date.now(),
): Deadline | null {
  const at = iso ? new Date(iso) : null;
  if (!at || Number.isNaN(at.getTime())) return null;
  const today = at.toDateString() === new Date(now).toDateString();
  return {
    date: today ? null : (formatDateFast(at, locale) ?? dateFormat(locale, 'date').format(at)),
    time: formatTimeFast(at, locale) ?? dateFormat(locale, 'time').format(at),
  };
}
