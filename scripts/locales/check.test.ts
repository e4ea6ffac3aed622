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
/** A complete, valid set: every locale a copy of the source (plural forms per language). */
function writeValid() {
  for (const locale of SUPPORTED_LOCALES)
    if (locale !== 'nl-BE') write(locale, 'card', forLocale(locale));
  write('nl-BE', 'card', { nested: { label: 'Kaartnummer' } });
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

describe('the project’s own locales', () => {
  it('are complete and consistent in all 8 locales', () => {
    const problems = checkLocales(join(import.meta.dirname, '../../locales'));
    expect(problems.map((p) => `${p.file} ${p.key}: ${p.problem}`)).toEqual([]);
  });
});
