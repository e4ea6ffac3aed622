/**
 * What the review page marks on the screens: a text the locale lacks (`⟦checkout:key⟧` in place of
 * the fallback a customer would see), a text still the same as English (an invisible mark, shown
 * as a dashed outline), and in the pseudo-locale any text that was not read from a locale file.
 * The translators record every text they are asked for (a "use": namespace, key, plural form,
 * values), so the page can list keys no screen shows; with keys shown, each text also carries its
 * use's number in invisible characters, which the page reads back to label the text with its file
 * and key and to open it for editing.
 * @example
 * const t = markTranslator(i18n.t, { ns: 'checkout', locale: 'de-DE', marks: true, english, recorder });
 * t('chooser.legend'); // 'Wählen Sie eine Zahlungsart'
 */
import type { Translate, TranslateOptions } from '../shared/i18n/translate.ts';
import type { Locale } from '../shared/locales.ts';
import sameAsEnglish from '../../locales/same-as-english.json';
import { formKey, hasOwnText, resolveText, type Namespace } from './locale-files.ts';

/** Put in front of a text that reads the same as English; invisible, found again by {@link scanFlags}. */
export const SAME_MARK = '\u2063';
type Flag = 'missing' | 'same';

/** One text a screen asked for: `key` as asked, `form` the key read (a plural form for a count). */
export type TextUse = {
  ns: Namespace;
  key: string;
  form: string;
  values: TranslateOptions | undefined;
};

/** The keys one column's translators were asked for (`ns:key`), and what was wrong with them. */
export type Recorder = { used: Set<string>; flags: Map<string, Flag>; uses: TextUse[] };
export const createRecorder = (): Recorder => ({ used: new Set(), flags: new Map(), uses: [] });

/** The text shown for a key the locale has no text for. */
const missingText = (id: string) => `⟦${id}⟧`;

/** Keys whose text may read as in English in every language: names of brands and methods. */
const sameEverywhere = (ns: Namespace, key: string) =>
  (sameAsEnglish[ns] as readonly string[]).includes(key);

// A use's number, in invisible characters: U+2064 around base-3 digits U+2060…U+2062.
const USE_EDGE = '\u2064';
const USE_DIGITS = ['\u2060', '\u2061', '\u2062'] as const;
const USE_CODE = /\u2064([\u2060-\u2062]+)\u2064/g;

/** Use number `n` as invisible characters. */
export function encodeUse(n: number): string {
  let digits = '';
  let left = n;
  do {
    digits = USE_DIGITS[left % 3] + digits;
    left = Math.floor(left / 3);
  } while (left > 0);
  return USE_EDGE + digits + USE_EDGE;
}

/** The use numbers hidden in a text, in order. */
export const decodeUses = (text: string): number[] =>
  [...text.matchAll(USE_CODE)].map((m) =>
    [...(m[1] ?? '')].reduce((n, c) => n * 3 + USE_DIGITS.indexOf(c as '\u2060'), 0),
  );

/** A text without its use numbers. */
export const withoutUses = (text: string) => text.replace(USE_CODE, '');

type MarkOptions = {
  ns: Namespace;
  /** Whose files must have the text: the column's locale (en-GB for the pseudo-locale). */
  locale: Locale;
  /** Show the marks on screen (else only record them). */
  marks: boolean;
  /** Put each use's number into its text, for the page to label and edit it. */
  keys?: boolean;
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
    const form = resolveText(locale, ns, formKey(locale, key, values?.count))
      ? formKey(locale, key, values?.count)
      : key;
    const code = options.keys ? encodeUse(recorder.uses.push({ ns, key, form, values }) - 1) : '';
    if (!hasOwnText(locale, ns, key, values?.count)) {
      recorder.flags.set(id, 'missing');
      return code + (marks ? missingText(id) : text);
    }
    if (english && !sameEverywhere(ns, key) && text === english(key, values)) {
      recorder.flags.set(id, 'same');
      return code + (marks ? SAME_MARK + text : text);
    }
    return code + text;
  };
}

/** Attributes whose text comes from the locale files too (read out, or shown on hover). */
const TEXT_ATTRIBUTES = ['aria-label', 'title', 'placeholder', 'alt', 'aria-description'];

/**
 * Marks the elements whose text is missing (`data-review="missing"`), the same as English
 * (`same`), or in the pseudo-locale (`plain` set), not from a locale file: a text with letters,
 * no pseudo brackets, and not one of the `plain` fixture texts (shop name, order lines…). With
 * `label`, also labels each element holding a text (or an attribute) with its use(s):
 * `data-review-uses` (numbers) and `data-review-label` (file and key, shown by the page's CSS).
 */
export function scanFlags(
  root: ParentNode & Node,
  plain: ReadonlySet<string> | null,
  label?: (use: number) => string,
) {
  for (const element of root.querySelectorAll('[data-review]'))
    element.removeAttribute('data-review');
  for (const element of root.querySelectorAll('[data-review-uses]')) {
    element.removeAttribute('data-review-uses');
    element.removeAttribute('data-review-label');
  }
  const labels = new Map<Element, number[]>();
  const walker = (root.ownerDocument ?? document).createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.nodeValue ?? '';
    const element = node.parentElement;
    if (!element) continue;
    if (label)
      for (const use of decodeUses(text))
        labels.set(element, [...(labels.get(element) ?? []), use]);
    // The review page's own labels (data-review-skip) are not the checkout's text.
    if (element.closest('[data-review-skip]') || element.dataset['review'] === 'missing') continue;
    const visible = withoutUses(text);
    if (visible.includes('⟦')) element.dataset['review'] = 'missing';
    else if (visible.includes(SAME_MARK)) element.dataset['review'] = 'same';
    else if (
      plain &&
      /\p{L}/u.test(visible) &&
      !visible.includes('[') &&
      !plain.has(visible.trim())
    )
      element.dataset['review'] ??= 'plain';
  }
  if (!label) return;
  for (const element of root.querySelectorAll('*'))
    for (const name of TEXT_ATTRIBUTES) {
      const uses = decodeUses(element.getAttribute(name) ?? '');
      if (uses.length > 0) labels.set(element, [...(labels.get(element) ?? []), ...uses]);
    }
  for (const [element, uses] of labels) {
    const unique = [...new Set(uses)];
    element.setAttribute('data-review-uses', unique.join(' '));
    element.setAttribute('data-review-label', unique.map(label).join(' + '));
  }
}
