/**
 * Merchant overrides of the card form's strings (`XPayCard.mount(…, { messages })`), checked
 * against the source locale file before the frame uses any of them: the locale must be one of
 * ours, the key must exist in en-GB's card.json (a plural form counts if en-GB has the key's
 * `_other` form), the text must be a string with exactly the `{{variables}}` of the en-GB text.
 * Takes `unknown`: this is the frame's whole check of the `init` message's `messages` field (zod's
 * record would cost the frame more than its budget has left).
 * @example
 * checkOverrides({ 'de-DE': { pay: 'Jetzt {{amount}} zahlen', paay: 'x' } }, enCard);
 * // { valid: { 'de-DE': { pay: 'Jetzt {{amount}} zahlen' } }, invalid: ['de-DE.paay'] }
 */
import { isLocale, type Locale } from '../locales.ts';
import { lookup, type Messages } from './translate.ts';

/** Texts by locale, then by flat dotted key of card.json. @example { 'nl-BE': { payNow: 'Nu betalen' } } */
export type MessageOverrides = Partial<Record<Locale, Record<string, string>>>;

/** The `{{variables}}` of a text, sorted, as one comparable string. */
const variables = (text: string) =>
  String(
    text
      .replace(/\s/g, '')
      .match(/\{\{\w+/g)
      ?.sort(),
  );

/**
 * Splits merchant overrides into the valid ones and the names (`locale.key`) of the rejected ones.
 * Never throws, whatever `input` is (the loader has refused anything but an object of objects).
 * `source` is the en-GB card.json.
 */
export function checkOverrides(
  input: unknown,
  source: Messages,
): { valid: MessageOverrides; invalid: string[] } {
  const valid: Record<string, Record<string, string>> = {};
  const invalid: string[] = [];
  for (const [locale, texts] of Object.entries(Object(input) as object))
    for (const [key, text] of Object.entries(Object(texts) as object)) {
      // A plural form English lacks (French `_many`) is checked against English's `_other`.
      const english = lookup(source, key) ?? lookup(source, key.replace(/_[a-z]+$/, '_other'));
      const ok =
        isLocale(locale) &&
        typeof text === 'string' &&
        english !== undefined &&
        variables(english) === variables(text);
      if (ok) (valid[locale] ??= {})[key] = text;
      else invalid.push(`${locale}.${key}`);
    }
  return { valid, invalid };
}
