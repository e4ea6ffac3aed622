/**
 * After the e2e run (a step of `npm run check`): no test card number may appear in the sandbox's
 * request log or its database files (including the WAL), whole or grouped with spaces.
 * Browser storage and URLs are checked inside the e2e run itself (e2e/fixtures).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { TEST_CARDS } from '../src/server/services/test-cards.ts';

/** Every card number the suites type, plus the card-rule fixtures. */
export const SCANNED_CARDS = [
  ...TEST_CARDS.map((card) => card.pan),
  '6703444444444449',
  '6759649826438453',
  '5019717010103742',
  '4571000000000001',
];

/** A number as people and autofill write it: whole, in groups of four, and Amex's 4-6-5. */
export function spellings(pan: string): string[] {
  const fours = pan.replace(/(\d{4})(?=\d)/g, '$1 ');
  const amex =
    pan.length === 15 ? `${pan.slice(0, 4)} ${pan.slice(4, 10)} ${pan.slice(10)}` : fours;
  return [...new Set([pan, fours, amex])];
}

/** `text` with percent-encoding and form encoding (`+` for a space) undone, as far as it decodes. */
function decodings(text: string): string[] {
  const decode = (t: string) => {
    try {
      return decodeURIComponent(t);
    } catch {
      return t.replace(/%20/gi, ' ');
    }
  };
  return [text, decode(text), decode(text.replaceAll('+', ' '))];
}

/**
 * The test card numbers in a string (a URL, a cookie, a storage value), in any of their
 * spellings, also when percent- or form-encoded. The browser half of the scan (e2e/fixtures).
 * @example
 * cardNumbersIn('https://shop.example/?pan=4111+1111+1111+1111'); // ['4111 1111 1111 1111']
 */
export function cardNumbersIn(text: string): string[] {
  const forms = decodings(text);
  return SCANNED_CARDS.flatMap(spellings).filter((spelling) =>
    forms.some((form) => form.includes(spelling)),
  );
}

export function scan(paths: string[]): { file: string; pan: string }[] {
  const found: { file: string; pan: string }[] = [];
  const files = paths.flatMap((p) =>
    !existsSync(p) ? [] : statSync(p).isDirectory() ? readdirSync(p).map((f) => join(p, f)) : [p],
  );
  for (const file of files) {
    if (!statSync(file).isFile()) continue;
    const bytes = readFileSync(file);
    for (const pan of SCANNED_CARDS)
      for (const text of spellings(pan)) if (bytes.includes(text)) found.push({ file, pan: text });
  }
  return found;
}
