/**
 * Card number input helpers: paste-safe normalisation, grouping by the brand's gaps (Amex
 * 4-6-5, others 4-4-4-4-…), and keeping the caret in place while re-grouping.
 */
import { brandRules } from './brands.ts';
import type { BrandId } from './brands.ts';

// Whitespace (including no-break spaces), ASCII and Unicode hyphens and dashes, and dots: the
// separators that bank apps, password managers and printed statements put between groups.
const SEPARATORS = /[\s.\-\u2010-\u2015]/g;

/**
 * Strip separators from pasted or typed input. Other characters stay, so the caller can refuse
 * input that is still not all digits.
 * @example
 * normalizeDigits('4111 1111-1111.1111'); // '4111111111111111'
 * normalizeDigits('4111 abcd'); // '4111abcd'
 */
export function normalizeDigits(input: string): string {
  return input.replace(SEPARATORS, '');
}

/**
 * The longest card number the brand allows; cap input at this.
 * @example
 * maxPanLength('amex'); // 15
 * maxPanLength('unknown'); // 19
 */
export function maxPanLength(brand: BrandId): number {
  return brandRules(brand).lengths.slice(-1)[0] ?? 19;
}

/**
 * Group digits with single spaces at the brand's gaps. Does not truncate: slice to
 * {@link maxPanLength} first.
 * @example
 * formatPan('378282246310005', 'amex'); // '3782 822463 10005'
 * formatPan('411111', 'visa'); // '4111 11'
 */
export function formatPan(digits: string, brand: BrandId): string {
  let out = '';
  let from = 0;
  for (const gap of [...brandRules(brand).gaps, Infinity]) {
    if (from >= digits.length) break;
    out += (from ? ' ' : '') + digits.slice(from, gap);
    from = gap;
  }
  return out;
}

const isDigit = (code: number) => code >= 48 && code <= 57;

/**
 * Where the caret goes in `formatted` so it stays after the same digit it followed in `raw`
 * (the input value before re-grouping, with the caret at `caret`).
 * @example
 * // The user typed a 5th digit: '41111|' becomes '4111 1|'.
 * caretAfterFormat('41111', 5, '4111 1'); // 6
 */
export function caretAfterFormat(raw: string, caret: number, formatted: string): number {
  let wanted = 0;
  for (let i = 0; i < caret && i < raw.length; i++) if (isDigit(raw.charCodeAt(i))) wanted++;
  if (wanted === 0) return 0;
  for (let i = 0, seen = 0; i < formatted.length; i++) {
    if (isDigit(formatted.charCodeAt(i)) && ++seen === wanted) return i + 1;
  }
  return formatted.length;
}
