/**
 * What the review page marks on the screens: a text the locale lacks (`⟦checkout:key⟧` in place of
 * the fallback a customer would see), a text still the same as English (an invisible mark, shown
 * as a dashed outline), and in the pseudo-locale any text that was not read from a locale file.
 * The translators record every key they are asked for, so the page can also list keys no screen
 * shows.
 * @example
 * const t = markTranslator(i18n.t, { ns: 'checkout', locale: 'de-DE', marks: true, english, recorder });
 * t('chooser.legend'); // 'Wählen Sie, wie Sie bezahlen möchten'
 */
import type { Translate } from '../shared/i18n/translate.ts';
import type { Locale } from '../shared/locales.ts';
import sameAsEnglish from '../../locales/same-as-english.json';
import { hasOwnText, type Namespace } from './locale-files.ts';

/** Put in front of a text that reads the same as English; invisible, found again by {@link scanFlags}. */
export const SAME_MARK = '\u2063';
export type Flag = 'missing' | 'same';

/** The keys one column's translators were asked for (`ns:key`), and what was wrong with them. */
export type Recorder = { used: Set<string>; flags: Map<string, Flag> };
export const createRecorder = (): Recorder => ({ used: new Set(), flags: new Map() });

/** The text shown for a key the locale has no text for. */
export const missingText = (id: string) => `⟦${id}⟧`;

/** Keys whose text may read as in English in every language: names of brands and methods. */
export const sameEverywhere = (ns: Namespace, key: string) =>
  (sameAsEnglish[ns] as readonly string[]).includes(key);

export type MarkOptions = {
  ns: Namespace;
  /** Whose files must have the text: the column's locale (en-GB for the pseudo-locale). */
  locale: Locale;
  /** Show the marks on screen (else only record them). */
  marks: boolean;
  /** The same key in en-GB, to tell an untranslated text; none for en-GB and the pseudo-locale. */
  english?: Translate | undefined;
  recorder: Recorder;
};

/** Wraps a translator so that every key it is asked for is recorded and checked. */
export function markTranslator(t: Translate, options: MarkOptions): Translate {
  const { ns, locale, marks, english, recorder } = options;
  return (key, values) => {
    const text = t(key, values);
    const id = `${ns}:${key}`;
    recorder.used.add(id);
    if (!hasOwnText(locale, ns, key, values?.count)) {
      recorder.flags.set(id, 'missing');
      return marks ? missingText(id) : text;
    }
    if (english && !sameEverywhere(ns, key) && text === english(key, values)) {
      recorder.flags.set(id, 'same');
      return marks ? SAME_MARK + text : text;
    }
    return text;
  };
}

/**
 * Marks the elements whose text is missing (`data-review="missing"`), the same as English
 * (`same`), or in the pseudo-locale (`plain` set), not from a locale file: a text with letters,
 * no pseudo brackets, and not one of the `plain` fixture texts (shop name, order lines…).
 */
export function scanFlags(root: ParentNode & Node, plain: ReadonlySet<string> | null) {
  for (const element of root.querySelectorAll('[data-review]'))
    element.removeAttribute('data-review');
  const walker = (root.ownerDocument ?? document).createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.nodeValue ?? '';
    const element = node.parentElement;
    // The review page's own labels (data-review-skip) are not the checkout's text.
    if (
      !element ||
      element.closest('[data-review-skip]') ||
      element.dataset['review'] === 'missing'
    )
      continue;
    if (text.includes('⟦')) element.dataset['review'] = 'missing';
    else if (text.includes(SAME_MARK)) element.dataset['review'] = 'same';
    else if (plain && /\p{L}/u.test(text) && !text.includes('[') && !plain.has(text.trim()))
      element.dataset['review'] ??= 'plain';
  }
}
