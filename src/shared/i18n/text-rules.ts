/**
 * The rules a locale's texts follow beyond completeness, as pure functions over one text: the
 * locale's glossary (one word per concept; `locales/glossary.json`), its typography (apostrophe,
 * quotation marks, ellipsis, dashes, French spacing) and plural forms a grammar rule can tell are
 * impossible. `npm run locales:check` runs them on every file; the review page runs them on an edit.
 * @example
 * glossaryProblems('Sicherheitscode: 3 Ziffern', glossary['de-DE']);
 * // [{ rule: 'glossary', message: 'Uses “Sicherheitscode” for “security code”: write “Prüfnummer”.' }]
 */

/** One concept whose word must not vary within a locale. */
export type GlossaryTerm = {
  /** The concept, in English. */
  concept: string;
  /** The locale's word for it. */
  use: string;
  /** Words the locale's texts must not use for it; `*` at either end stands for any letters. */
  not: string[];
  /** Match `not` with its capitals as written (default: in any case). */
  matchCase?: boolean;
  /** Why, for reviewers. */
  note?: string;
};

export type LocaleGlossary = {
  /** The quotation marks the locale writes, each as its opening and closing mark: `„“`. */
  quotes: string[];
  /** French: a no-break space before `: ; ! ?` and inside `« »`. */
  frenchSpacing?: boolean;
  terms: GlossaryTerm[];
};

type TextProblem = { rule: 'glossary' | 'typography' | 'plural'; message: string };

const WORD = String.raw`[\p{L}\p{N}]`;
/** No letter, digit or `{` before a match, none or `}` after: whole words, `{{variables}}` as words. */
const WORD_START = String.raw`(?<![\p{L}\p{N}{])`;
const WORD_END = String.raw`(?![\p{L}\p{N}}])`;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A forbidden variant as a pattern: whole words (a `{{variable}}` counts as a word, so `merchant`
 * never matches `{{merchant}}`), `*` at either end for any letters, any space for a space.
 */
function variantPattern(variant: string, matchCase = false): RegExp {
  const trimmed = variant.trim();
  const start = trimmed.startsWith('*');
  const end = trimmed.endsWith('*') && trimmed.length > 1;
  const core = trimmed.slice(start ? 1 : 0, end ? -1 : undefined);
  const body = core
    .split(/\s+/)
    .map((word) => escape(word))
    .join(String.raw`[\s\u00a0\u202f]+`);
  const source = `${WORD_START}${start ? `${WORD}*` : ''}${body}${end ? `${WORD}*` : ''}${WORD_END}`;
  return new RegExp(source, matchCase ? 'gu' : 'giu');
}

/** Where `text` uses a word its locale's glossary forbids. */
export function glossaryProblems(text: string, glossary: LocaleGlossary): TextProblem[] {
  const problems: TextProblem[] = [];
  for (const term of glossary.terms)
    for (const variant of term.not)
      for (const match of text.matchAll(variantPattern(variant, term.matchCase)))
        problems.push({
          rule: 'glossary',
          message: `Uses “${match[0]}” for “${term.concept}”: this locale writes “${term.use}” (locales/glossary.json).`,
        });
  return problems;
}

/** Every quotation mark but the apostrophe ’ (which is also the English closing single quote). */
const QUOTE_MARKS = '“”„‟«»‹›‚‘';

/** The typography rules every locale follows, and French spacing where the glossary asks for it. */
export function typographyProblems(text: string, glossary: LocaleGlossary): TextProblem[] {
  const problems: TextProblem[] = [];
  const add = (message: string) => problems.push({ rule: 'typography', message });
  const pairs = glossary.quotes.join(' or ');
  if (text.includes("'")) add("Uses a straight apostrophe ('): write ’ instead.");
  if (text.includes('"'))
    add(`Uses straight quotation marks ("): write ${pairs || 'the locale’s marks'} instead.`);
  const allowed = glossary.quotes.join('');
  for (const mark of new Set([...text].filter((c) => QUOTE_MARKS.includes(c))))
    if (!allowed.includes(mark))
      add(`Uses the quotation mark ${mark}, which this locale does not write: use ${pairs}.`);
  if (text.includes('...')) add('Uses three dots (...): write the ellipsis … instead.');
  if (/\s-\s/.test(text.replace(/\{\{[^}]*\}\}/g, 'x')))
    add('Uses a hyphen between spaces ( - ) as a dash: write an en dash ( – ) instead.');
  if (/ {2}/.test(text)) add('Has two spaces in a row: write one.');
  if (text !== text.trim()) add('Starts or ends with a space: remove it.');
  if (glossary.frenchSpacing) {
    if (/ [:;!?»]/.test(text) || /« /.test(text))
      add(
        'Has a normal space before : ; ! ? or » (or after «): write a no-break space (U+00A0, or the narrow U+202F before ; ! ?) so the sign never starts a line.',
      );
    if (/[\p{L}\p{N})’”][;!?](\s|$)/u.test(text) || /[\p{L}\p{N})’”]:(\s|$)/u.test(text))
      add(
        'Has no space before : ; ! or ?: French writes a no-break space (U+00A0 or U+202F) there.',
      );
  }
  return problems;
}

type PluralRule = { language: string; forms: string[]; pattern: RegExp; message: string };

/** Plural forms a grammar rule can tell are impossible (the first part of the locale tag). */
const PLURAL_RULES: readonly PluralRule[] = [
  {
    language: 'fr',
    forms: ['one', 'many', 'other'],
    pattern: /\{\{\s*count\s*\}\}\s*(d[’']|de\s)/iu,
    message:
      'Puts “de” after {{count}}: the page writes the number in digits (1000000), and digits take no “de” (only the word “million” does). Write it as the other form does: “{{count}} articles”.',
  },
  {
    language: 'en',
    forms: ['other'],
    pattern: /\b(is|was|has)\s+\{\{\s*count\s*\}\}/iu,
    message:
      'Uses a singular verb before {{count}} in a plural form: write “are”, “were” or “have”.',
  },
  {
    language: 'en',
    forms: ['one'],
    pattern: /\b(are|were|have)\s+\{\{\s*count\s*\}\}/iu,
    message:
      'Uses a plural verb before {{count}} in the singular form: write “is”, “was” or “has”.',
  },
  {
    language: 'nl',
    forms: ['other'],
    pattern: /\b(is|was|heeft)\s+\{\{\s*count\s*\}\}/iu,
    message:
      'Uses a singular verb before {{count}} in a plural form: write “zijn”, “waren” or “hebben”.',
  },
  {
    language: 'nl',
    forms: ['one'],
    pattern: /\b(zijn|waren|hebben)\s+\{\{\s*count\s*\}\}/iu,
    message:
      'Uses a plural verb before {{count}} in the singular form: write “is”, “was” or “heeft”.',
  },
  {
    language: 'de',
    forms: ['other'],
    pattern: /\{\{\s*count\s*\}\}\s+\S+\s+(ist|war|hat)\b/u,
    message:
      'Uses a singular verb after “{{count}} …” in a plural form: write “sind”, “waren” or “haben”.',
  },
  {
    language: 'de',
    forms: ['one'],
    pattern: /\{\{\s*count\s*\}\}\s+\S+\s+(sind|waren|haben)\b/u,
    message:
      'Uses a plural verb after “{{count}} …” in the singular form: write “ist”, “war” or “hat”.',
  },
];

const PLURAL_FORM = /_(zero|one|two|few|many|other)$/;

/** Where a plural form (`key_many`) of `locale` says what its grammar cannot. */
export function pluralProblems(locale: string, key: string, text: string): TextProblem[] {
  const form = PLURAL_FORM.exec(key)?.[1];
  if (!form) return [];
  const language = locale.split('-')[0] ?? '';
  return PLURAL_RULES.filter(
    (r) => r.language === language && r.forms.includes(form) && r.pattern.test(text),
  ).map((r) => ({ rule: 'plural', message: r.message }));
}

/** All three kinds of rule on one text of `locale`. */
export function textProblems(
  locale: string,
  key: string,
  text: string,
  glossary: LocaleGlossary | undefined,
): TextProblem[] {
  return [
    ...(glossary
      ? [...glossaryProblems(text, glossary), ...typographyProblems(text, glossary)]
      : []),
    ...pluralProblems(locale, key, text),
  ];
}
