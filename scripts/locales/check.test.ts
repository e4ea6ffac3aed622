import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SUPPORTED_LOCALES } from '../../src/shared/locales.ts';
import { checkLocales } from './check.ts';

let root: string;
const write = (locale: string, ns: string, data: unknown) => {
  mkdirSync(join(root, locale), { recursive: true });
  writeFileSync(
    join(root, locale, `${ns}.json`),
    typeof data === 'string' ? data : JSON.stringify(data),
  );
};
const source = {
  title: 'Pay {{amount}}',
  nested: { label: 'Card number' },
  items_one: '{{count}} item',
  items_other: '{{count}} items',
};
/** A glossary entry for every locale, with `terms` for some. */
const glossary = (terms: Record<string, unknown[]> = {}, extra: Record<string, object> = {}) =>
  Object.fromEntries(
    SUPPORTED_LOCALES.map((l) => [l, { quotes: ['“”'], terms: terms[l] ?? [], ...extra[l] }]),
  );
const writeGlossary = (terms?: Record<string, unknown[]>, extra?: Record<string, object>) =>
  writeFileSync(join(root, 'glossary.json'), JSON.stringify(glossary(terms, extra)));
/** A complete, valid set: every locale a copy of the source (plural forms per language). */
function writeValid() {
  for (const locale of SUPPORTED_LOCALES)
    if (locale !== 'nl-BE') {
      write(locale, 'card', forLocale(locale));
      write(locale, 'checkout', { hint: 'Any code' });
    }
  write('nl-BE', 'card', { nested: { label: 'Kaartnummer' } });
  writeGlossary();
  writeFileSync(
    join(root, 'variables.json'),
    JSON.stringify({ amount: 'The amount', count: 'A number', merchant: 'The shop' }),
  );
}
/** The source with every plural form the locale's language needs (French also has "many"). */
const forLocale = (locale: string): Record<string, unknown> => ({
  ...source,
  ...Object.fromEntries(
    new Intl.PluralRules(locale)
      .resolvedOptions()
      .pluralCategories.map((c) => [`items_${c}`, source.items_other]),
  ),
});
const problemsFor = (key: string) => checkLocales(root).filter((p) => p.key === key);

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'locales-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('checkLocales', () => {
  it('accepts a complete set where nl-BE holds only its differences from nl-NL', () => {
    writeValid();
    expect(checkLocales(root)).toEqual([]);
  });

  it('names a missing key, with the English text to translate', () => {
    writeValid();
    write('de-DE', 'card', { ...forLocale('de-DE'), nested: {} });
    const [problem] = problemsFor('nested.label');
    expect(problem?.file).toBe(join(root, 'de-DE', 'card.json'));
    expect(problem?.problem).toMatch(/Missing.*German.*"Card number"/);
  });

  it('refuses keys that en-GB lacks', () => {
    writeValid();
    write('sv-SE', 'card', { ...forLocale('sv-SE'), titel: 'Betala' });
    expect(problemsFor('titel')[0]?.problem).toMatch(/Unknown key/);
  });

  it('requires the same variables as English', () => {
    writeValid();
    write('da-DK', 'card', { ...forLocale('da-DK'), title: 'Betal {{beløb}}' });
    const messages = problemsFor('title').map((p) => p.problem);
    expect(messages.some((m) => m.includes('must contain {{amount}}'))).toBe(true);
    expect(messages.some((m) => m.includes('{{beløb}} is not known'))).toBe(true);
  });

  it('requires the plural forms the language needs, and no others', () => {
    writeValid();
    const { items_one: _drop, ...withoutOne } = forLocale('fr-BE');
    write('fr-BE', 'card', withoutOne);
    expect(problemsFor('items_one')[0]?.problem).toMatch(/Missing plural form.*"one"/);
    write('no-NO', 'card', { ...forLocale('no-NO'), items_few: '{{count}} ting' });
    expect(problemsFor('items_few')[0]?.problem).toMatch(/does not use the "few" plural form/);
  });

  it('refuses empty texts, markup and non-text values', () => {
    writeValid();
    write('nl-NL', 'card', {
      ...source,
      title: ' ',
      nested: { label: '<b>Kaart</b>nummer' },
      items_one: 1,
    });
    expect(problemsFor('title')[0]?.problem).toMatch(/empty/);
    expect(problemsFor('nested.label')[0]?.problem).toMatch(/markup/);
    expect(problemsFor('items_one')[0]?.problem).toMatch(/text in quotes/);
  });

  it('reports a file that is not JSON, and a missing file', () => {
    writeValid();
    write('de-DE', 'card', '{ "title": "Bezahlen" ');
    rmSync(join(root, 'sv-SE', 'card.json'));
    const problems = checkLocales(root);
    expect(
      problems.some(
        (p) => p.file.endsWith(join('de-DE', 'card.json')) && /not valid JSON/.test(p.problem),
      ),
    ).toBe(true);
    expect(
      problems.some(
        (p) => p.file.endsWith(join('sv-SE', 'card.json')) && /file is missing/.test(p.problem),
      ),
    ).toBe(true);
  });

  it('refuses folders that are not supported locales', () => {
    writeValid();
    write('en-US', 'card', source);
    expect(
      checkLocales(root).some((p) => /"en-US" is not a supported locale/.test(p.problem)),
    ).toBe(true);
  });
});

describe('checkLocales: glossary, typography and plural grammar', () => {
  const securityCode = { concept: 'security code', use: 'Prüfnummer', not: ['Sicherheitscode*'] };
  const problemsIn = (file: string, key: string) =>
    checkLocales(root)
      .filter((p) => p.file === join(root, file) && p.key === key)
      .map((p) => p.problem);

  it('refuses a word the glossary forbids, in card.json and in checkout.json alike', () => {
    writeValid();
    writeGlossary({ 'de-DE': [securityCode] });
    write('de-DE', 'card', { ...forLocale('de-DE'), nested: { label: 'Sicherheitscodes' } });
    write('de-DE', 'checkout', { hint: 'Ein beliebiger Sicherheitscode' });
    expect(problemsIn('de-DE/card.json', 'nested.label')).toEqual([
      'Uses “Sicherheitscodes” for “security code”: this locale writes “Prüfnummer” (locales/glossary.json).',
    ]);
    expect(problemsIn('de-DE/checkout.json', 'hint')[0]).toMatch(/“Sicherheitscode”.*“Prüfnummer”/);
    // Another locale's glossary does not apply.
    write('sv-SE', 'checkout', { hint: 'Sicherheitscode' });
    expect(problemsIn('sv-SE/checkout.json', 'hint')).toEqual([]);
  });

  it('checks nl-BE on the texts it inherits from nl-NL, and names where to fix them', () => {
    writeValid();
    const dutch = { concept: 'security code', use: 'veiligheidscode', not: ['beveiligingscode'] };
    writeGlossary({ 'nl-BE': [dutch] });
    write('nl-NL', 'checkout', { hint: 'Een beveiligingscode' });
    const [problem] = problemsIn('nl-BE/checkout.json', 'hint');
    expect(problem).toMatch(
      /“beveiligingscode”.*comes from .*nl-NL.*checkout\.json: write a Belgian Dutch one/,
    );
    expect(problemsIn('nl-NL/checkout.json', 'hint')).toEqual([]);
    write('nl-BE', 'checkout', { hint: 'Een veiligheidscode' });
    expect(problemsIn('nl-BE/checkout.json', 'hint')).toEqual([]);
  });

  it('matches whole words, `*` for any letters, capitals only where the term says so', () => {
    writeValid();
    writeGlossary({
      'en-GB': [{ concept: 'shop', use: 'shop', not: ['store', 'merchant*'] }],
      'fr-BE': [{ concept: 'internet', use: 'internet', not: ['Internet'], matchCase: true }],
    });
    write('en-GB', 'checkout', { hint: 'Return to {{merchant}}, stored safely' });
    write('fr-BE', 'checkout', { hint: 'Retour à {{merchant}}, connexion internet' });
    expect(problemsIn('en-GB/checkout.json', 'hint')).toEqual([]);
    expect(problemsIn('fr-BE/checkout.json', 'hint')).toEqual([]);
    write('en-GB', 'checkout', { hint: 'Back to the store and the merchants' });
    write('fr-BE', 'checkout', { hint: 'Retour à {{merchant}}, connexion Internet' });
    expect(problemsIn('en-GB/checkout.json', 'hint')).toHaveLength(2);
    expect(problemsIn('fr-BE/checkout.json', 'hint')[0]).toMatch(/“Internet”/);
  });

  it('refuses straight quotes, quotation marks the locale does not write, ... and spaced hyphens', () => {
    writeValid();
    writeGlossary({}, { 'de-DE': { quotes: ['„“', '‚‘'] } });
    write('en-GB', 'checkout', { hint: "The shop's code" });
    expect(problemsIn('en-GB/checkout.json', 'hint')).toEqual([
      "Uses a straight apostrophe ('): write ’ instead.",
    ]);
    write('de-DE', 'checkout', { hint: 'Der “Code”  - bitte warten...' });
    expect(problemsIn('de-DE/checkout.json', 'hint')).toEqual([
      'Uses the quotation mark ”, which this locale does not write: use „“ or ‚‘.',
      'Uses three dots (...): write the ellipsis … instead.',
      'Uses a hyphen between spaces ( - ) as a dash: write an en dash ( – ) instead.',
      'Has two spaces in a row: write one.',
    ]);
    write('de-DE', 'checkout', { hint: 'Der „Code“ – bitte warten …' });
    write('nl-NL', 'checkout', { hint: 'De "code"' });
    expect(problemsIn('de-DE/checkout.json', 'hint')).toEqual([]);
    expect(problemsIn('nl-NL/checkout.json', 'hint')[0]).toMatch(/straight quotation marks/);
  });

  it('asks French for a no-break space before : ; ! ? where its glossary says so', () => {
    writeValid();
    writeGlossary({}, { 'fr-BE': { quotes: ['«»'], frenchSpacing: true } });
    write('fr-BE', 'checkout', { hint: 'Rien ne se passe ?' });
    expect(problemsIn('fr-BE/checkout.json', 'hint')[0]).toMatch(/normal space before/);
    write('fr-BE', 'checkout', { hint: 'Quantité: 3' });
    expect(problemsIn('fr-BE/checkout.json', 'hint')[0]).toMatch(/no space before/);
    write('fr-BE', 'checkout', { hint: 'Quantité\u00a0: 3, « code », passe\u202f?' });
    expect(problemsIn('fr-BE/checkout.json', 'hint')).toEqual([
      'Has a normal space before : ; ! ? or » (or after «): write a no-break space (U+00A0, or the narrow U+202F before ; ! ?) so the sign never starts a line.',
    ]);
    // Other locales keep their normal spaces.
    write('de-DE', 'checkout', { hint: 'Passiert nichts ?' });
    expect(problemsIn('de-DE/checkout.json', 'hint')).toEqual([]);
  });

  it('refuses plural forms the grammar rules out: French “{{count}} d’…”, verbs that disagree', () => {
    writeValid();
    write('fr-BE', 'card', { ...forLocale('fr-BE'), items_many: '{{count}} d’articles' });
    expect(problemsIn('fr-BE/card.json', 'items_many')[0]).toMatch(/Puts “de” after \{\{count\}\}/);
    write('fr-BE', 'card', { ...forLocale('fr-BE'), items_many: 'Il y a {{count}} de problèmes' });
    expect(problemsIn('fr-BE/card.json', 'items_many')).toHaveLength(1);
    write('en-GB', 'card', { ...source, items_other: 'There is {{count}} items' });
    expect(problemsIn('en-GB/card.json', 'items_other')[0]).toMatch(/singular verb/);
    write('de-DE', 'card', { ...forLocale('de-DE'), items_one: '{{count}} Angabe sind falsch' });
    expect(problemsIn('de-DE/card.json', 'items_one')[0]).toMatch(/plural verb/);
    write('nl-NL', 'card', { ...forLocale('nl-NL'), items_other: 'Er is {{count}} problemen' });
    expect(problemsIn('nl-NL/card.json', 'items_other')[0]).toMatch(/singular verb/);
  });

  it('needs a glossary entry for every locale, and well-formed terms', () => {
    writeValid();
    rmSync(join(root, 'glossary.json'));
    expect(problemsIn('glossary.json', '')[0]).toMatch(/file is missing/);
    const { 'da-DK': _dropped, ...withoutDanish } = glossary({ 'de-DE': [{ concept: 'x' }] });
    writeFileSync(join(root, 'glossary.json'), JSON.stringify(withoutDanish));
    expect(problemsIn('glossary.json', 'da-DK')[0]).toMatch(/no entry for da-DK/);
    expect(problemsIn('glossary.json', 'de-DE.terms[0]')[0]).toMatch(/needs "concept".*"use"/);
  });

  it('needs a note on every variable English uses', () => {
    writeValid();
    writeFileSync(join(root, 'variables.json'), JSON.stringify({ amount: 'The amount' }));
    expect(problemsIn('en-GB/card.json', 'items_one')[0]).toMatch(/\{\{count\}\} has no note/);
  });
});

describe('the project’s own locales', () => {
  it('are complete and consistent in all 8 locales', { timeout: 60_000 }, () => {
    const problems = checkLocales(join(import.meta.dirname, '../../locales'));
    expect(problems.map((p) => `${p.file} ${p.key}: ${p.problem}`)).toEqual([]);
  });
});
