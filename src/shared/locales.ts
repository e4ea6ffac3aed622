/**
 * The eight locales, how a customer's locale is chosen, and each locale's fallback chain.
 * @example
 * resolveLocale(null, ['nb', 'en-US']); // 'no-NO'
 * fallbackChain('nl-BE');               // ['nl-BE', 'nl-NL', 'en-GB']
 */
import { SUPPORTED_LOCALES, type Locale } from './api/common.ts';

export { SUPPORTED_LOCALES, type Locale };

/** The source locale: every key exists here. */
export const SOURCE_LOCALE: Locale = 'en-GB';

/** Language (or language-region) tags to our locales, for the browser's `navigator.languages`. */
const LANGUAGE_MAP: Record<string, Locale> = {
  en: 'en-GB',
  de: 'de-DE',
  nl: 'nl-NL',
  'nl-be': 'nl-BE',
  fr: 'fr-BE',
  sv: 'sv-SE',
  no: 'no-NO',
  nb: 'no-NO',
  nn: 'no-NO',
  da: 'da-DK',
};

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (SUPPORTED_LOCALES as readonly string[]).includes(value);

/** Our locale for one browser language tag (`nb-NO` → no-NO, `fr-FR` → fr-BE), or null. */
export function matchLanguage(tag: string): Locale | null {
  const lower = tag.trim().toLowerCase().replace('_', '-');
  const exact = SUPPORTED_LOCALES.find((l) => l.toLowerCase() === lower);
  if (exact) return exact;
  const [language = '', region] = lower.split('-');
  return LANGUAGE_MAP[`${language}-${region ?? ''}`] ?? LANGUAGE_MAP[language] ?? null;
}

/** The order's locale wins, then the browser's languages in order, then en-GB. */
export function resolveLocale(
  orderLocale: string | null | undefined,
  browserLanguages: readonly string[] = [],
): Locale {
  if (isLocale(orderLocale)) return orderLocale;
  for (const tag of browserLanguages) {
    const match = matchLanguage(tag);
    if (match) return match;
  }
  return SOURCE_LOCALE;
}

/** Where a missing key is looked up next: nl-BE holds only its differences from nl-NL. */
export function fallbackChain(locale: Locale): Locale[] {
  if (locale === SOURCE_LOCALE) return [locale];
  if (locale === 'nl-BE') return ['nl-BE', 'nl-NL', SOURCE_LOCALE];
  return [locale, SOURCE_LOCALE];
}
