/**
 * The registry of locales ({@link LOCALES}), how a customer's locale is chosen, and each locale's
 * fallback chain.
 * @example
 * resolveLocale(null, ['nb', 'en-US']); // 'no-NO'
 * fallbackChain('nl-BE');               // ['nl-BE', 'nl-NL', 'en-GB']
 */
/** What the parts need to know of one locale. */
type LocaleEntry = {
  /** Its name in its own language, for a language menu (the customer looks for their own). */
  name: string;
  /** Its name in English, for translators' messages. */
  english: string;
  /** The market (ISO 3166 country) an order in this locale is taken to come from. */
  market: string;
  /** Browser language tags (lower case, language or language-region) that choose it. */
  languages: readonly string[];
  /** The locale its files fall back to before en-GB (its files then hold only their differences). */
  parent?: string;
};

/**
 * Browser language tags (lower case, language or language-region) that choose each locale: the
 * part of the registry the pages' inline boot scripts read to guess the language, kept apart so
 * that they do not carry the names of {@link LOCALES}.
 */
const LANGUAGES = {
  'en-GB': ['en'],
  'de-DE': ['de'],
  'nl-NL': ['nl'],
  'nl-BE': ['nl-be'],
  'fr-BE': ['fr'],
  'sv-SE': ['sv'],
  'no-NO': ['no', 'nb', 'nn'],
  'da-DK': ['da'],
} as const satisfies Record<string, readonly string[]>;

/**
 * The registry of locales: every other list of locales (the contract's enum, the language menus,
 * the markets, the locale checker, the build's served files) reads this object. A ninth locale is an
 * entry here and its files in `locales/<tag>/`.
 */
export const LOCALES = {
  'en-GB': { name: 'English', english: 'English', market: 'GB', languages: LANGUAGES['en-GB'] },
  'de-DE': { name: 'Deutsch', english: 'German', market: 'DE', languages: LANGUAGES['de-DE'] },
  'nl-NL': { name: 'Nederlands', english: 'Dutch', market: 'NL', languages: LANGUAGES['nl-NL'] },
  'nl-BE': {
    name: 'Nederlands (België)',
    english: 'Belgian Dutch',
    market: 'BE',
    languages: LANGUAGES['nl-BE'],
    parent: 'nl-NL',
  },
  'fr-BE': {
    name: 'Français (Belgique)',
    english: 'Belgian French',
    market: 'BE',
    languages: LANGUAGES['fr-BE'],
  },
  'sv-SE': { name: 'Svenska', english: 'Swedish', market: 'SE', languages: LANGUAGES['sv-SE'] },
  'no-NO': { name: 'Norsk', english: 'Norwegian', market: 'NO', languages: LANGUAGES['no-NO'] },
  'da-DK': { name: 'Dansk', english: 'Danish', market: 'DK', languages: LANGUAGES['da-DK'] },
} as const satisfies Record<keyof typeof LANGUAGES, LocaleEntry>;

/** One of the locales of {@link LOCALES}. */
export type Locale = keyof typeof LOCALES;

/** The locales, in the registry's order (the contract's `Order.locale` enum). */
export const SUPPORTED_LOCALES = Object.keys(LANGUAGES) as [Locale, ...Locale[]];

/** The source locale: every key exists here. */
export const SOURCE_LOCALE: Locale = 'en-GB';

const entry = (locale: Locale): LocaleEntry => LOCALES[locale];

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (SUPPORTED_LOCALES as readonly string[]).includes(value);

/** Our locale for one browser language tag (`nb-NO` → no-NO, `fr-FR` → fr-BE), or null. */
export function matchLanguage(tag: string): Locale | null {
  const lower = tag.trim().toLowerCase().replace('_', '-');
  const exact = SUPPORTED_LOCALES.find((l) => l.toLowerCase() === lower);
  if (exact) return exact;
  const [language = '', region] = lower.split('-');
  const byTag = (tag: string) =>
    SUPPORTED_LOCALES.find((l) => (LANGUAGES[l] as readonly string[]).includes(tag));
  return byTag(`${language}-${region ?? ''}`) ?? byTag(language) ?? null;
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

/** Where a missing key is looked up next: a locale, its parent (nl-BE → nl-NL), then en-GB. */
export function fallbackChain(locale: Locale): Locale[] {
  const parent = entry(locale).parent;
  if (locale === SOURCE_LOCALE) return [locale];
  return [locale, ...(isLocale(parent) ? [parent] : []), SOURCE_LOCALE];
}
