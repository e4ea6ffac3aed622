/**
 * The card namespace for one locale, fetched when needed: the build serves each locale's card.json
 * with its fallbacks merged in (nl-BE → nl-NL → en-GB), so this is one request, usually started
 * already by the frame's boot script (boot.ts). The merchant's overrides (`mount(…, { messages })`,
 * already checked) go in front of it.
 * @example
 * const files = await loadMessages('nl-BE');
 * translatorFor('nl-BE', files)('fields.cvc.label'); // 'Veiligheidscode'
 */
import type { MessageOverrides } from '../shared/i18n/overrides.ts';
import { fetchServedStrings } from '../shared/i18n/served.ts';
import { createTranslator } from '../shared/i18n/translate.ts';
import type { Messages, Translate } from '../shared/i18n/translate.ts';
import type { Locale } from '../shared/locales.ts';

/** `locale`'s card.json, complete (its keys and variables are en-GB's: `npm run locales:check`). */
export const loadMessages = async (locale: Locale): Promise<Messages[]> => [
  await fetchServedStrings(locale, 'card').catch(() => ({})),
];

/**
 * A translator over `files` (from {@link loadMessages}), the merchant's overrides for exactly this
 * locale first (an nl-NL override does not change nl-BE: each locale is overridden on its own).
 */
export function translatorFor(
  locale: Locale,
  files: readonly Messages[],
  overrides: MessageOverrides = {},
): Translate {
  return createTranslator(locale, [overrides[locale] ?? {}, ...files]);
}
