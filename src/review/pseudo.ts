/**
 * The pseudo-locale of the review page, made at runtime from en-GB: every letter accented, every
 * text about 40 % longer and bracketed, `{{variables}}` left exactly as they are. Text on a screen
 * without brackets was not read from a locale file (hard-coded); a cut-off bracket shows a text
 * that will not fit a longer language.
 * @example
 * pseudoText('Pay {{amount}}'); // '[Ƥåý {{amount}} ~]'
 */
import type { Messages } from '../shared/i18n/translate.ts';

const PLAIN = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const ACCENTED = 'åƀçðéƒĝĥíĵķŀɱñöƥǫŕšţûṽŵẋýžÅƁÇÐÉƑĜĤÍĴĶĿṀÑÖƤǪŔŠŢÛṼŴẊÝŽ';
const VARIABLE = /(\{\{[^}]*\}\})/;
/** How much longer than English a pseudo text is (German and French often run 30–40 % longer). */
export const STRETCH = 1.4;

const accent = (text: string) => [...text].map((c) => ACCENTED[PLAIN.indexOf(c)] ?? c).join('');

/** Text length a reader sees: without the `{{variables}}`, which are filled in later. */
export const visibleLength = (text: string) => text.replace(/\{\{[^}]*\}\}/g, '').length;

/** One text in the pseudo-locale: accented, padded to {@link STRETCH} × its length, in brackets. */
export function pseudoText(text: string): string {
  const body = text
    .split(VARIABLE)
    .map((part) => (VARIABLE.test(part) ? part : accent(part)))
    .join('');
  const length = visibleLength(text);
  const padding = Math.max(1, Math.round(length * STRETCH) - length - 3);
  // In words of at most five, so the padding wraps like text does (one long run would not).
  const words: string[] = [];
  for (let left = padding; left > 0; left -= 6) words.push('~'.repeat(Math.min(5, left)));
  return `[${body} ${words.join(' ')}]`;
}

/** A whole locale file in the pseudo-locale. */
export function pseudoMessages(messages: Messages): Messages {
  return Object.fromEntries(
    Object.entries(messages).map(([key, value]) => [
      key,
      typeof value === 'string' ? pseudoText(value) : pseudoMessages(value),
    ]),
  );
}
