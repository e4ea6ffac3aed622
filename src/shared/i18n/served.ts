/**
 * The locale files as the build serves them (scripts/build/locales.ts): one per locale and
 * namespace, fallbacks merged in, under a versioned URL that may be cached for a year. Fetched
 * through src/shared/early.ts: the page's boot script may have started the request already.
 * @example
 * const messages = await fetchServedStrings('nl-BE', 'card'); // nl-BE, then nl-NL, then en-GB texts
 */
import { LOCALES_BASE } from 'virtual:xpay-locales';
import { earlyFetch } from '../early.ts';
import { takeInlineStrings } from './inline-strings.ts';
import type { Locale } from '../locales.ts';
import type { Messages } from './translate.ts';
import { FORMATS_KEY, keepFormatData } from '../locale-format.ts';
import type { FormatData } from './format-data.ts';

type ServedNamespace = 'checkout' | 'card';

export const servedStringsUrl = (locale: Locale, ns: ServedNamespace) =>
  `${LOCALES_BASE}${locale}/${ns}.json`;

/**
 * The strings the HTML carries (src/shared/i18n/inline-strings.ts), else the served file. Rejects
 * when the file cannot be had (offline): the caller shows that.
 */
export async function fetchServedStrings(locale: Locale, ns: ServedNamespace): Promise<Messages> {
  let messages = takeInlineStrings(locale, ns);
  if (!messages) {
    const response = await earlyFetch(servedStringsUrl(locale, ns));
    if (!response.ok) throw new Error(`strings ${locale}/${ns}: HTTP ${response.status}`);
    messages = (await response.json()) as Messages;
  }
  return takeFormatData(locale, messages);
}

/**
 * The build puts the locale's format data beside its strings (`$formats`, from
 * src/shared/i18n/format-data.ts): kept for the formatters, and not a text to translate.
 */
function takeFormatData(locale: Locale, served: Messages): Messages {
  const { [FORMATS_KEY]: data, ...messages } = served as Messages & { $formats?: unknown };
  if (data && typeof data === 'object') keepFormatData(locale, data as FormatData);
  return messages;
}
