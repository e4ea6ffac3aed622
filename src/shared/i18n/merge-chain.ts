/**
 * One locale's strings with its fallbacks filled in: what the build serves per locale, so that a
 * browser fetches one file where it would otherwise fetch the whole chain (nl-BE → nl-NL → en-GB).
 * A text is taken from the first file of the chain that has it, exactly as i18next and the frame's
 * translator look it up; plural forms (`key_one`, `key_other`, … and `key`) go as one group, from
 * the first file that has any of them, since both readers try every form in one file before the next.
 * @example
 * mergeChain([{ a: 'nl-BE' }, { a: 'nl-NL', b: 'nl-NL' }, { a: 'en', b: 'en', c: 'en' }]);
 * // { a: 'nl-BE', b: 'nl-NL', c: 'en' }
 */
import type { Messages } from './translate.ts';

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const groupOf = (key: string) => key.replace(PLURAL_SUFFIX, '');

/** `chain`: the locale's own messages first, its last fallback (en-GB) last. */
export function mergeChain(chain: readonly Messages[]): Messages {
  const out: Record<string, string | Messages> = {};
  const groups = new Set(chain.flatMap((messages) => Object.keys(messages).map(groupOf)));
  for (const group of groups) {
    const keysIn = (messages: Messages) =>
      Object.keys(messages).filter((key) => groupOf(key) === group);
    const owner = chain.find((messages) => keysIn(messages).length > 0);
    if (!owner) continue;
    for (const key of keysIn(owner)) {
      const value = owner[key];
      if (typeof value === 'string' || value === undefined) {
        if (value !== undefined) out[key] = value;
        continue;
      }
      // A branch: merged along the chain's branches at the same key.
      out[key] = mergeChain(
        chain.flatMap((messages) => {
          const branch = messages[key];
          return branch !== undefined && typeof branch !== 'string' ? [branch] : [];
        }),
      );
    }
  }
  return out;
}
