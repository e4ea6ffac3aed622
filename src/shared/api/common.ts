/**
 * Building blocks shared by every schema of the API contract.
 *
 * Everything here is `zod/mini`, so the browser pays only for what it uses. Schemas with checks are
 * built by the helpers at the end, marked free of side effects like zod's own builders: a bundler
 * keeps only the schemas a bundle reads.
 * @example
 * import { amountSchema } from './common.ts';
 * amountSchema.parse(995); // 995 (minor units)
 */
import * as z from 'zod/mini';
import { SUPPORTED_LOCALES, type Locale } from '../locales.ts';

/** Locales the hosted page and card frame speak (interface: Order.locale), from the registry. */
export { SUPPORTED_LOCALES, type Locale };
export const localeSchema = z.enum(SUPPORTED_LOCALES);

/** A positive integer amount in minor units, VAT included. */
export const amountSchema = intBetween(1, Number.MAX_SAFE_INTEGER);
/** A non-negative integer amount in minor units (balances, breakdowns). */
export const balanceSchema = intBetween(0);
/** ISO 4217 alphabetic code. Whether the service supports it is a service rule. */
export const currencySchema = patternString(/^[A-Z]{3}$/, 'an ISO 4217 code such as EUR');

/** ISO 8601 timestamp with offset, as the service writes and accepts it. */
export const timestampSchema = /* @__PURE__ */ z.iso.datetime({ offset: true });

/**
 * ISO 8601 duration (`PT30M`, `P1D`, `P0Y0M0DT0H15M0S`). Weeks may not be combined with other units.
 * Whether the length is sensible is a service rule.
 */
export const durationSchema = patternString(
  /^P(?!$)(?:\d+Y)?(?:\d+M)?(?:\d+W)?(?:\d+D)?(?:T(?=\d)(?:\d+H)?(?:\d+M)?(?:\d+(?:\.\d+)?S)?)?$/,
  'an ISO 8601 duration such as PT30M',
);

/** An absolute http(s) URL: the only kind the service stores or the browser navigates to. */
export const httpUrlSchema = httpUrlString();

/** True when `value` is an absolute URL with the http or https scheme. */
export function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/**
 * A short free-text field (descriptions, references, names). This and the helpers below are marked
 * free of side effects, like zod's own builders, so a bundle drops the schemas it does not use.
 */
// @__NO_SIDE_EFFECTS__
export function textSchema(max = 1000) {
  return z.string().check(z.maxLength(max));
}

/** A string of `min` to `max` characters. */
// @__NO_SIDE_EFFECTS__
function boundedString(min: number, max: number) {
  return z.string().check(z.minLength(min), z.maxLength(max));
}

/** A string matching `pattern` (`description` says what it must look like). */
// @__NO_SIDE_EFFECTS__
function patternString(pattern: RegExp, description: string) {
  return z.string().check(z.regex(pattern, description));
}

/** Opaque identifier assigned by the service. */
export const idSchema = boundedString(1, 100);

/** An integer of at least `min` (and at most `max`). */
// @__NO_SIDE_EFFECTS__
function intBetween(min: number, max?: number) {
  return max === undefined
    ? z.int().check(z.minimum(min))
    : z.int().check(z.minimum(min), z.maximum(max));
}

// @__NO_SIDE_EFFECTS__
function httpUrlString() {
  return z.string().check(z.maxLength(2048), z.refine(isHttpUrl, 'an absolute http(s) URL'));
}
