/**
 * Reads `locales/glossary.json` (per locale: its quotation marks, French spacing, and the terms
 * that must not vary) and `locales/variables.json` (what each `{{variable}}` can contain), and
 * says in plain words what is wrong with either file.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { GlossaryTerm, LocaleGlossary } from '../../src/shared/i18n/text-rules.ts';
import { SUPPORTED_LOCALES, type Locale } from '../../src/shared/locales.ts';

export type FileProblem = { file: string; key: string; problem: string };

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);
const isTexts = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((v) => typeof v === 'string' && v.trim() !== '');

function readJson(file: string, report: (key: string, problem: string) => void): unknown {
  if (!existsSync(file)) {
    report('', 'The file is missing. Restore it from git: the check needs it.');
    return undefined;
  }
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (err) {
    report(
      '',
      `The file is not valid JSON (${err instanceof Error ? err.message : 'parse error'}). Look for a missing comma or quote near that position.`,
    );
    return undefined;
  }
}

/** One term as written, or the reason it cannot be used. */
function readTerm(value: unknown): GlossaryTerm | string {
  if (!isObject(value)) return 'Each term must be an object with "concept", "use" and "not".';
  const { concept, use, not, matchCase, note } = value;
  if (typeof concept !== 'string' || typeof use !== 'string')
    return 'A term needs "concept" (in English) and "use" (the locale’s word), both texts.';
  if (!isTexts(not)) return `"${concept}": "not" must be a list of texts (the forbidden words).`;
  if (matchCase !== undefined && typeof matchCase !== 'boolean')
    return `"${concept}": "matchCase" must be true or false.`;
  if (note !== undefined && typeof note !== 'string') return `"${concept}": "note" must be a text.`;
  return {
    concept,
    use,
    not,
    ...(matchCase ? { matchCase } : {}),
    ...(note ? { note } : {}),
  };
}

/** The glossary of every locale that has a valid one, and the problems of the file. */
export function readGlossary(root: string): {
  glossary: Partial<Record<Locale, LocaleGlossary>>;
  problems: FileProblem[];
} {
  const file = join(root, 'glossary.json');
  const problems: FileProblem[] = [];
  const report = (key: string, problem: string) => problems.push({ file, key, problem });
  const data = readJson(file, report);
  const glossary: Partial<Record<Locale, LocaleGlossary>> = {};
  if (data === undefined) return { glossary, problems };
  if (!isObject(data)) {
    report('', 'The glossary must be an object with one entry per locale.');
    return { glossary, problems };
  }
  for (const key of Object.keys(data))
    if (!(SUPPORTED_LOCALES as readonly string[]).includes(key))
      report(
        key,
        `"${key}" is not a supported locale. Use one of ${SUPPORTED_LOCALES.join(', ')}.`,
      );
  for (const locale of SUPPORTED_LOCALES) {
    const entry = data[locale];
    if (!isObject(entry)) {
      report(locale, `The glossary has no entry for ${locale}. Add its quotes and terms.`);
      continue;
    }
    const quotes = entry['quotes'];
    if (!isTexts(quotes) || quotes.some((pair) => [...pair].length !== 2)) {
      report(
        `${locale}.quotes`,
        'Write "quotes" as a list of pairs, each its opening and closing mark: ["„“", "‚‘"].',
      );
      continue;
    }
    const terms: GlossaryTerm[] = [];
    const list = entry['terms'];
    if (!Array.isArray(list)) report(`${locale}.terms`, '"terms" must be a list.');
    else
      list.forEach((value, i) => {
        const term = readTerm(value);
        if (typeof term === 'string') report(`${locale}.terms[${i}]`, term);
        else terms.push(term);
      });
    glossary[locale] = {
      quotes,
      ...(entry['frenchSpacing'] === true ? { frenchSpacing: true } : {}),
      terms,
    };
  }
  return { glossary, problems };
}

/** The notes on each `{{variable}}`, by name, and the problems of the file. */
export function readVariableNotes(root: string): {
  notes: Record<string, string>;
  problems: FileProblem[];
} {
  const file = join(root, 'variables.json');
  const problems: FileProblem[] = [];
  const report = (key: string, problem: string) => problems.push({ file, key, problem });
  const data = readJson(file, report);
  const notes: Record<string, string> = {};
  if (data === undefined) return { notes, problems };
  if (!isObject(data)) report('', 'Write one note (a text) per variable name.');
  else
    for (const [name, note] of Object.entries(data))
      if (typeof note === 'string' && note.trim() !== '') notes[name] = note;
      else report(name, 'The note must be a text saying what the variable can contain.');
  return { notes, problems };
}
