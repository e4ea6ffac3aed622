/**
 * What the review page says about a text a reviewer edits or imports: the checks of
 * `npm run locales:check` on one text (same `{{variables}}` as English, not empty, no markup) and
 * the locale's glossary, typography and plural rules. Also the notes on each variable a text has.
 * @example
 * editProblems('de-DE', 'card', 'pay', 'Jetzt zahlen'); // ['The text must contain {{amount}}, as English does.']
 */
import glossaryFile from '../../locales/glossary.json';
import variableNotes from '../../locales/variables.json';
import {
  METHOD_SENTENCES,
  methodTextKind,
  type MethodSentence,
} from '../checkout/components/method-name.ts';
import { textProblems, type LocaleGlossary } from '../shared/i18n/text-rules.ts';
import type { Locale } from '../shared/locales.ts';
import { PAYMENT_METHODS, methodTextKey } from '../shared/payment-methods.ts';
import { englishText, localeKeys, resolveText, type Namespace } from './locale-files.ts';

export const GLOSSARY = glossaryFile as unknown as Record<Locale, LocaleGlossary>;
const NOTES = variableNotes as Record<string, string>;

const VARIABLE = /\{\{\s*([^{}\s]+)\s*\}\}/g;
const variablesOf = (text: string) => [
  ...new Set([...text.matchAll(VARIABLE)].map((m) => m[1] ?? '')),
];

/**
 * What is wrong with `text` as `locale`'s text of `key` (a plural form as `key_other`): `blocking`
 * would break the page (an import refuses the text), `advice` breaks the glossary or typography
 * (the check fails on it, the page still works).
 */
export function editProblems(
  locale: Locale,
  ns: Namespace,
  key: string,
  text: string,
): { blocking: string[]; advice: string[] } {
  const advice = textProblems(locale, key, text, GLOSSARY[locale]).map((p) => p.message);
  if (!localeKeys(locale, ns).includes(key))
    return { blocking: [`${ns}.json has no key “${key}” in ${locale}.`], advice: [] };
  const problems: string[] = [];
  const english = englishText(ns, key) ?? '';
  if (text.trim() === '') problems.push('The text is empty.');
  if (/<\/?[a-z!][^>]*>/i.test(text))
    problems.push('Contains markup such as <b>: write plain text.');
  const expected = variablesOf(english);
  const actual = variablesOf(text);
  for (const name of expected)
    if (!actual.includes(name))
      problems.push(`The text must contain {{${name}}}, as English does.`);
  for (const name of actual)
    if (!expected.includes(name))
      problems.push(
        `{{${name}}} is not known here: use only ${expected.map((v) => `{{${v}}}`).join(', ') || 'no variables'}.`,
      );
  return { blocking: problems, advice };
}

/**
 * What each `{{variable}}` of a key can contain: the note of `locales/variables.json`, and for
 * `{{method}}` the names it gets in this text and locale (from the method registry).
 */
export function variableNotesFor(locale: Locale, ns: Namespace, key: string): [string, string][] {
  return variablesOf(englishText(ns, key) ?? '').map((name) => {
    const note = NOTES[name] ?? 'No note yet: add one to locales/variables.json.';
    if (name !== 'method') return [name, note];
    const family = key.slice(0, key.lastIndexOf('.')) as MethodSentence;
    const kind = key.slice(key.lastIndexOf('.') + 1);
    const methods =
      family in METHOD_SENTENCES
        ? PAYMENT_METHODS.filter((m) => methodTextKind(m) === kind)
        : [...PAYMENT_METHODS];
    const names = methods.map((m) => resolveText(locale, 'checkout', methodTextKey(m))?.text ?? m);
    return [name, `${note} Here: ${names.join(', ')}.`];
  });
}
