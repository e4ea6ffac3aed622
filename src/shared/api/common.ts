/**
 * Building blocks shared by every schema of the API contract.
 *
 * Everything here is `zod/mini`, so the browser pays only for what it uses.
 * @example
 * import { amountSchema } from './common.ts';
 * amountSchema.parse(995); // 995 (minor units)
 */
import * as z from 'zod/mini';

/** Locales the hosted page and card frame speak (interface: Order.locale). */
export const SUPPORTED_LOCALES = [
  'en-GB',
  'de-DE',
  'nl-NL',
  'nl-BE',
  'fr-BE',
  'sv-SE',
  'no-NO',
  'da-DK',
] as const;
export type Locale = (typeof SUPPORTED_LOCALES)[number];
export const localeSchema = z.enum(SUPPORTED_LOCALES);

/** A positive integer amount in minor units, VAT included. */
export const amountSchema = z.int().check(z.minimum(1), z.maximum(Number.MAX_SAFE_INTEGER));
/** A non-negative integer amount in minor units (balances, breakdowns). */
export const balanceSchema = z.int().check(z.minimum(0));
/** ISO 4217 alphabetic code. Whether the service supports it is a service rule. */
export const currencySchema = z
  .string()
  .check(z.regex(/^[A-Z]{3}$/, 'an ISO 4217 code such as EUR'));

/** ISO 8601 timestamp with offset, as the service writes and accepts it. */
export const timestampSchema = z.iso.datetime({ offset: true });

/**
 * ISO 8601 duration (`PT30M`, `P1D`, `P0Y0M0DT0H15M0S`). Weeks may not be combined with other units.
 * Whether the length is sensible is a service rule.
 */
export const durationSchema = z
  .string()
  .check(
    z.regex(
      /^P(?!$)(?:\d+Y)?(?:\d+M)?(?:\d+W)?(?:\d+D)?(?:T(?=\d)(?:\d+H)?(?:\d+M)?(?:\d+(?:\.\d+)?S)?)?$/,
      'an ISO 8601 duration such as PT30M',
    ),
  );

/** An absolute http(s) URL: the only kind the service stores or the browser navigates to. */
export const httpUrlSchema = z
  .string()
  .check(z.maxLength(2048), z.refine(isHttpUrl, 'an absolute http(s) URL'));

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

/** A short free-text field (descriptions, references, names). */
export const textSchema = (max = 1000) => z.string().check(z.maxLength(max));

/** Opaque identifier assigned by the service. */
export const idSchema = z.string().check(z.minLength(1), z.maxLength(100));
