import { afterEach, describe, expect, it } from 'vitest';
import { SUPPORTED_LOCALES } from '../shared/locales.ts';
import {
  NAMESPACES,
  changedFiles,
  changedKeys,
  fileText,
  leafKeys,
  localeFile,
  resolveText,
  revert,
  setText,
} from './locale-files.ts';

const raw = import.meta.glob<string>('../../locales/*/*.json', {
  eager: true,
  query: '?raw',
  import: 'default',
});

afterEach(() => {
  for (const l of SUPPORTED_LOCALES) for (const ns of NAMESPACES) revert(l, ns);
});

describe('the review page’s locale files', () => {
  it('writes every untouched file exactly as the repository has it', () => {
    for (const l of SUPPORTED_LOCALES)
      for (const ns of NAMESPACES)
        expect(fileText(l, ns), `${l}/${ns}.json`).toBe(raw[`../../locales/${l}/${ns}.json`]);
    expect(changedFiles()).toEqual([]);
  });

  it('changes one line for one edited text, and can put it back', () => {
    const before = fileText('de-DE', 'card');
    setText('de-DE', 'card', 'payNow', 'Zahlungspflichtig bestellen');
    expect(fileText('de-DE', 'card')).toBe(
      before.replace('"payNow": "Jetzt bezahlen"', '"payNow": "Zahlungspflichtig bestellen"'),
    );
    expect(changedKeys('de-DE', 'card')).toEqual(['payNow']);
    expect(changedFiles()).toEqual([['de-DE', 'card']]);
    revert('de-DE', 'card', 'payNow');
    expect(fileText('de-DE', 'card')).toBe(before);
    expect(changedKeys('de-DE', 'card')).toEqual([]);
  });

  it('adds a Belgian text to nl-BE in en-GB’s order, and drops it when it is nl-NL’s again', () => {
    expect(resolveText('nl-BE', 'card', 'payNow')).toEqual({ text: 'Nu betalen', from: 'nl-NL' });
    setText('nl-BE', 'card', 'payNow', 'Nu betalen, aub');
    expect(resolveText('nl-BE', 'card', 'payNow')).toEqual({
      text: 'Nu betalen, aub',
      from: 'nl-BE',
    });
    // After `fields` (first in en-GB), before `errors` (last).
    const keys = leafKeys(localeFile('nl-BE', 'card'));
    expect(keys.indexOf('payNow')).toBeGreaterThan(keys.indexOf('fields.cvc.label'));
    expect(keys.indexOf('payNow')).toBeLessThan(keys.indexOf('errors.network'));
    setText('nl-BE', 'card', 'payNow', 'Nu betalen');
    expect(leafKeys(localeFile('nl-BE', 'card'))).not.toContain('payNow');
    expect(changedKeys('nl-BE', 'card')).toEqual([]);
  });

  it('keeps a locale’s plural forms in CLDR’s order (French: one, many, other)', () => {
    setText('fr-BE', 'checkout', 'summary.items_many', '{{count}} articles !');
    const keys = leafKeys(localeFile('fr-BE', 'checkout')).filter((k) =>
      k.startsWith('summary.items'),
    );
    expect(keys).toEqual(['summary.items_one', 'summary.items_many', 'summary.items_other']);
  });
});
