/** Amounts and deadlines as the customer's locale writes them. */
import { formatMinor } from '../shared/money.ts';
import type { Locale } from '../shared/locales.ts';

/**
 * Minor units in the currency's own decimals (JPY none, KWD three), in the locale's style.
 * @example
 * formatAmount(1995, 'EUR', 'nl-BE'); // '€ 19,95'
 */
export const formatAmount = (minor: number, currency: string, locale: Locale) =>
  formatMinor(minor, currency, locale);

/** Date formats by locale and shape: building one is the costliest step of the first render. */
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * When the order must be paid by: the time alone when that is today, else date and time.
 * Null for a missing or unreadable timestamp.
 */
export function formatDeadline(iso: string | null, locale: Locale, now = Date.now()) {
  const at = iso ? new Date(iso) : null;
  if (!at || Number.isNaN(at.getTime())) return null;
  const today = at.toDateString() === new Date(now).toDateString();
  const id = `${locale} ${today}`;
  let format = dateFormats.get(id);
  if (!format) {
    format = new Intl.DateTimeFormat(
      locale,
      today ? { timeStyle: 'short' } : { dateStyle: 'medium', timeStyle: 'short' },
    );
    dateFormats.set(id, format);
  }
  return format.format(at);
}
