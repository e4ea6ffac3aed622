/**
 * Card expiry: parse what people and autofill type, and judge it against a clock.
 * A card is valid until the end of its expiry month; a year more than 20 ahead is refused as a typo
 * (issuers print at most a few years ahead; payment forms commonly accept about 20).
 */

/**
 * A card expiry: month 1–12 and a four-digit year.
 * @example
 * const expiry: Expiry = { month: 3, year: 2030 };
 */
export interface Expiry {
  readonly month: number;
  readonly year: number;
}

/** Outcomes of {@link expiryStatus}. @example EXPIRY_STATUSES.includes('past'); // true */
export const EXPIRY_STATUSES = ['valid', 'past', 'too-far', 'invalid'] as const;
/** One of {@link EXPIRY_STATUSES}. @example const s: ExpiryStatus = 'too-far'; */
export type ExpiryStatus = (typeof EXPIRY_STATUSES)[number];

/** Years past the current one an expiry may lie. @example MAX_EXPIRY_YEARS; // 20 */
export const MAX_EXPIRY_YEARS = 20;

// With a separator ('/', '-', '.', space, spaces around it) the month may be one digit; without
// one it must be two ('1230', '122030'), since '130' could be 1/30 or 13/0.
const SHAPES = [/^(\d{1,2})\s*[-/. ]\s*(\d{2}|\d{4})$/, /^(\d{2})(\d{2}|\d{4})$/];

/**
 * Parse `MM/YY`, `M/YY`, `MM / YYYY`, `MM-YY`, `MMYY` or `MMYYYY`. Two-digit years are 20YY.
 * Returns null for any other shape and for a month outside 1–12.
 * @example
 * parseExpiry('1/30'); // { month: 1, year: 2030 }
 * parseExpiry('12 / 2030'); // { month: 12, year: 2030 }
 * parseExpiry('13/30'); // null
 */
export function parseExpiry(input: string): Expiry | null {
  const text = input.trim();
  for (const shape of SHAPES) {
    const match = shape.exec(text);
    if (!match) continue;
    const month = Number(match[1]);
    const yy = match[2] ?? '';
    const year = Number(yy) + (yy.length === 2 ? 2000 : 0);
    return month >= 1 && month <= 12 ? { month, year } : null;
  }
  return null;
}

/**
 * The `MMYY` form the tokens API takes (`expiry_date`).
 * @example
 * toMmYy({ month: 1, year: 2030 }); // '0130'
 */
export function toMmYy(expiry: Expiry): string {
  const two = (n: number) => String(n % 100).padStart(2, '0');
  return two(expiry.month) + two(expiry.year);
}

// A card is good through the end of its expiry month in the cardholder's time zone, which we do
// not know. Judging at the latest zone in use (UTC-12) avoids refusing a card that is still
// valid where the cardholder is, for example on the evening of 30 November in New York.
const GRACE_MS = 12 * 60 * 60 * 1000;

/**
 * Judge an expiry against `now`: `past` once the expiry month is over, `too-far` when the year
 * is more than {@link MAX_EXPIRY_YEARS} ahead, `invalid` for a month outside 1–12 or a year that
 * is not four digits.
 * @example
 * const now = new Date('2026-06-15T12:00:00Z');
 * expiryStatus(6, 2026, now); // 'valid'
 * expiryStatus(5, 2026, now); // 'past'
 * expiryStatus(1, 2047, now); // 'too-far'
 */
export function expiryStatus(month: number, year: number, now: Date): ExpiryStatus {
  if (!Number.isInteger(month) || !Number.isInteger(year)) return 'invalid';
  if (month < 1 || month > 12 || year < 1000 || year > 9999) return 'invalid';
  const latest = new Date(now.getTime() - GRACE_MS);
  if (year * 12 + month < latest.getUTCFullYear() * 12 + latest.getUTCMonth() + 1) return 'past';
  return year - now.getUTCFullYear() > MAX_EXPIRY_YEARS ? 'too-far' : 'valid';
}
