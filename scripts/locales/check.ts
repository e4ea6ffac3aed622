/**
 * Checks the locale files a reviewer edits. Every problem names the file, the key, what is wrong and
 * what to do, in plain words. The rules:
 * - the folders are exactly the supported locales; each has the namespaces en-GB (the source) has;
 * - every en-GB key exists in each locale, along its fallback chain (nl-BE may hold only its
 *   differences from nl-NL), and no locale has a key en-GB lacks;
 * - plural keys (`key_one`, `key_other`, …) have every form the language needs, and no others;
 * - each text uses the same `{{variables}}` as en-GB; no empty text; no markup;
 * - every variable en-GB uses has a note in `variables.json` (what it can contain);
 * - each locale's texts as the page resolves them (nl-BE through nl-NL), in every namespace, use
 *   none of the words its glossary (`glossary.json`) forbids;
 * - each text follows its locale's typography (apostrophe, quotation marks, ellipsis, dashes,
 *   French spacing), and no plural form says what its grammar cannot (`text-rules.ts`).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  glossaryProblems,
  pluralProblems,
  typographyProblems,
} from '../../src/shared/i18n/text-rules.ts';
import {
  fallbackChain,
  LOCALES,
  SOURCE_LOCALE,
  SUPPORTED_LOCALES,
} from '../../src/shared/locales.ts';
import { readGlossary, readVariableNotes } from './glossary.ts';

export type LocaleProblem = { file: string; key: string; problem: string };

type Flat = Map<string, unknown>;

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const VARIABLE = /\{\{\s*([^{}\s]+)\s*\}\}/g;
const MARKUP = /<\/?[a-z!][^>]*>/i;

function flatten(value: unknown, prefix: string, out: Flat): Flat {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value))
      flatten(child, prefix ? `${prefix}.${key}` : key, out);
  } else out.set(prefix, value);
  return out;
}

const variables = (text: string) => new Set([...text.matchAll(VARIABLE)].map((m) => m[1] ?? ''));
const pluralBase = (key: string) => key.replace(PLURAL_SUFFIX, '');
const asText = (value: unknown) => (typeof value === 'string' ? value : '');
const quote = (text: string) => (text.length > 60 ? `"${text.slice(0, 57)}…"` : `"${text}"`);

/** Checks every locale under `root`; an empty list means all is well. */
export function checkLocales(root = 'locales'): LocaleProblem[] {
  const problems: LocaleProblem[] = [];
  const report = (file: string, key: string, problem: string) =>
    problems.push({ file, key, problem });
  const folders = existsSync(root)
    ? readdirSync(root, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
    : [];
  for (const folder of folders)
    if (!(SUPPORTED_LOCALES as readonly string[]).includes(folder) && folder !== 'pseudo')
      report(
        join(root, folder),
        '',
        `"${folder}" is not a supported locale. Rename the folder to one of ${SUPPORTED_LOCALES.join(', ')}, or remove it.`,
      );

  const sourceDir = join(root, SOURCE_LOCALE);
  const namespaces = existsSync(sourceDir)
    ? readdirSync(sourceDir).filter((f) => f.endsWith('.json'))
    : [];
  if (namespaces.length === 0)
    report(sourceDir, '', 'The source locale en-GB has no .json files: nothing to check against.');
  const { glossary, problems: glossaryFile } = readGlossary(root);
  const { notes, problems: notesFile } = readVariableNotes(root);
  problems.push(...glossaryFile, ...notesFile);

  const files = new Map<string, Flat>();
  const load = (locale: string, ns: string): Flat | null => {
    const file = join(root, locale, ns);
    if (files.has(file)) return files.get(file) ?? null;
    if (!existsSync(file)) return null;
    let flat: Flat;
    try {
      flat = flatten(JSON.parse(readFileSync(file, 'utf8')), '', new Map());
    } catch (err) {
      report(
        file,
        '',
        `The file is not valid JSON (${err instanceof Error ? err.message : 'parse error'}). Look for a missing comma or quote near that position.`,
      );
      flat = new Map();
    }
    files.set(file, flat);
    return flat;
  };

  for (const ns of namespaces) {
    const source = load(SOURCE_LOCALE, ns) ?? new Map<string, unknown>();
    const sourcePlurals = new Set(
      [...source.keys()].filter((k) => PLURAL_SUFFIX.test(k)).map(pluralBase),
    );
    for (const locale of SUPPORTED_LOCALES) {
      const file = join(root, locale, ns);
      // The files a key may come from: the locale's own, then its fallbacks (never the source's).
      const chainLocales = fallbackChain(locale).filter(
        (l) => l !== SOURCE_LOCALE || locale === SOURCE_LOCALE,
      );
      const chain = chainLocales.map((l) => load(l, ns));
      const own = chain[0];
      if (own === null && !('parent' in LOCALES[locale])) {
        report(
          file,
          '',
          `The file is missing. Copy ${join(root, SOURCE_LOCALE, ns)} here and translate every text into ${LOCALES[locale].english}.`,
        );
        continue;
      }
      const resolve = (key: string) => chain.find((f) => f?.has(key))?.get(key);
      const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
      const rules = glossary[locale];

      // The glossary, on every text as the page shows it: nl-BE's own or inherited from nl-NL.
      const shown = [...source.keys()].flatMap((key) =>
        PLURAL_SUFFIX.test(key)
          ? key.endsWith('_other')
            ? categories.map((c) => `${pluralBase(key)}_${c}`)
            : []
          : [key],
      );
      for (const key of rules ? shown : []) {
        const from = chain.findIndex((f) => f?.has(key));
        const text = chain[from]?.get(key);
        if (!rules || typeof text !== 'string') continue;
        const inherited =
          from > 0
            ? ` The text comes from ${join(root, chainLocales[from] ?? '', ns)}: write a ${LOCALES[locale].english} one for this key here.`
            : '';
        for (const { message } of glossaryProblems(text, rules))
          report(file, key, message + inherited);
      }

      for (const [key, text] of source) {
        if (PLURAL_SUFFIX.test(key)) continue;
        const value = resolve(key);
        if (value === undefined)
          report(
            file,
            key,
            `Missing. Add "${key}" with the ${LOCALES[locale].english} text for ${quote(String(text))}.`,
          );
      }
      for (const base of sourcePlurals) {
        for (const category of categories) {
          if (resolve(`${base}_${category}`) === undefined)
            report(
              file,
              `${base}_${category}`,
              `Missing plural form. ${LOCALES[locale].english} needs the "${category}" form of "${base}" (English: ${quote(asText(source.get(`${base}_other`)))}).`,
            );
        }
      }
      for (const [key, value] of own ?? new Map<string, unknown>()) {
        const base = pluralBase(key);
        const isPlural = PLURAL_SUFFIX.test(key) && sourcePlurals.has(base);
        if (!source.has(key) && !isPlural) {
          report(
            file,
            key,
            `Unknown key: en-GB has no "${key}". Check the spelling against ${join(root, SOURCE_LOCALE, ns)}, or remove it.`,
          );
          continue;
        }
        if (isPlural && !categories.includes(key.slice(base.length + 1) as Intl.LDMLPluralRule))
          report(
            file,
            key,
            `${LOCALES[locale].english} does not use the "${key.slice(base.length + 1)}" plural form. Remove "${key}".`,
          );
        if (typeof value !== 'string') {
          report(file, key, 'Must be a text in quotes, not a number, list or empty value.');
          continue;
        }
        if (value.trim() === '')
          report(
            file,
            key,
            'The text is empty. Write the translation, or remove the key to use the fallback.',
          );
        if (MARKUP.test(value))
          report(
            file,
            key,
            'Contains markup such as <b> or <br>. Write plain text: the page formats it.',
          );
        for (const { message } of [
          ...(rules ? typographyProblems(value, rules) : []),
          ...pluralProblems(locale, key, value),
        ])
          report(file, key, message);
        if (locale === SOURCE_LOCALE)
          for (const name of variables(value))
            if (!notes[name] && notesFile.length === 0)
              report(
                file,
                key,
                `{{${name}}} has no note in ${join(root, 'variables.json')}. Add one saying what it can contain, for translators.`,
              );
        const reference = source.get(key) ?? source.get(`${base}_other`);
        if (typeof reference === 'string') {
          const expected = variables(reference);
          const actual = variables(value);
          for (const name of expected)
            if (!actual.has(name))
              report(
                file,
                key,
                `The text must contain {{${name}}} (where the ${name} goes), as in English: ${quote(reference)}.`,
              );
          for (const name of actual)
            if (!expected.has(name))
              report(
                file,
                key,
                `{{${name}}} is not known here. Use only ${[...expected].map((v) => `{{${v}}}`).join(', ') || 'no variables'}, as in English.`,
              );
        }
      }
    }
  }
  return problems;
}
