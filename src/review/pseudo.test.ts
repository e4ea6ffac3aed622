import { describe, expect, it } from 'vitest';
import en from '../../locales/en-GB/checkout.json';
import { pseudoMessages, pseudoText, STRETCH, visibleLength } from './pseudo.ts';

const variables = (text: string) => text.match(/\{\{[^}]*\}\}/g) ?? [];

describe('pseudoText', () => {
  it('accents every letter and brackets the text', () => {
    expect(pseudoText('Lorem ipsum')).toBe('[Ŀöŕéɱ íƥšûɱ ~]');
  });

  it('keeps {{variables}} exactly as written, spaces included', () => {
    const text = pseudoText('Pay {{amount}} to {{ merchant }}');
    expect(variables(text)).toEqual(['{{amount}}', '{{ merchant }}']);
    expect(text.startsWith('[Ƥåý {{amount}} ţö {{ merchant }} ')).toBe(true);
  });

  it('makes texts about 40 % longer, not counting the variables', () => {
    for (const text of [
      'Choose how to pay',
      'Your bank hasn’t confirmed the payment yet. Please don’t pay again.',
      'Taking you back to {{merchant}}',
    ]) {
      const ratio = visibleLength(pseudoText(text)) / visibleLength(text);
      expect(ratio, text).toBeGreaterThanOrEqual(STRETCH - 0.05);
      expect(ratio, text).toBeLessThanOrEqual(STRETCH + 0.05);
    }
  });

  it('pads in short words, so a long text can wrap', () => {
    const text = pseudoText('Your card details go securely to the payment provider.');
    expect(text).toMatch(/ ~~~~~ ~~~~~ ~+\]$/);
    expect(text).not.toMatch(/~{6}/);
  });

  it('still marks a very short text', () => {
    expect(pseudoText('OK')).toBe('[ÖĶ ~]');
  });
});

describe('pseudoMessages', () => {
  it('transforms every text of a locale file and keeps its keys and variables', () => {
    const pseudo = pseudoMessages(en);
    const flat = (m: object, p = ''): [string, string][] =>
      Object.entries(m).flatMap(([k, v]) =>
        typeof v === 'string' ? [[p + k, v] as [string, string]] : flat(v as object, `${p}${k}.`),
      );
    const source = new Map(flat(en));
    const result = flat(pseudo);
    expect(result.map(([k]) => k)).toEqual([...source.keys()]);
    for (const [key, text] of result) {
      expect(text, key).toMatch(/^\[.* ~[~ ]*\]$/);
      expect(variables(text), key).toEqual(variables(source.get(key) ?? ''));
    }
  });
});
