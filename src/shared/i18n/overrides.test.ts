import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkOverrides } from './overrides.ts';
import { createTranslator, type Messages } from './translate.ts';

const en = JSON.parse(
  readFileSync(join(import.meta.dirname, '../../../locales/en-GB/card.json'), 'utf8'),
) as Messages;

describe('checkOverrides (merchant texts for the card widget)', () => {
  it('accepts a known key with the same {{variables}}, in any order and spacing', () => {
    const input = {
      'de-DE': { pay: 'Jetzt {{ amount }} zahlen', 'fields.cvc.label': 'Prüfnummer' },
      'en-GB': { 'errors.card.cvc.incomplete': 'All {{length}} digits, please.' },
    };
    expect(checkOverrides(input, en)).toEqual({ valid: input, invalid: [] });
  });

  it('rejects keys that card.json does not have, naming each as locale.key', () => {
    const { valid, invalid } = checkOverrides(
      { 'de-DE': { paay: 'Zahlen', fields: 'Felder', 'fields.cvc': 'CVC', payNow: 'Jetzt' } },
      en,
    );
    expect(invalid).toEqual(['de-DE.paay', 'de-DE.fields', 'de-DE.fields.cvc']);
    expect(valid).toEqual({ 'de-DE': { payNow: 'Jetzt' } });
  });

  it('rejects a text that drops, renames or adds a {{variable}}', () => {
    const { valid, invalid } = checkOverrides(
      {
        'sv-SE': {
          pay: 'Betala nu',
          'fields.number.brand': 'Korttyp: {{name}}',
          payNow: 'Betala {{amount}}',
        },
      },
      en,
    );
    expect(invalid).toEqual(['sv-SE.pay', 'sv-SE.fields.number.brand', 'sv-SE.payNow']);
    expect(valid).toEqual({});
  });

  it('accepts the plural forms a language needs, also those English has not', () => {
    const { invalid } = checkOverrides(
      {
        'fr-BE': {
          'errors.summary_one': '{{count}} erreur',
          'errors.summary_many': '{{count}} d’erreurs',
          'errors.summary_other': '{{count}} erreurs',
        },
        'en-GB': { 'errors.summary_few': '{{count}} problems', pay_other: 'Pay {{amount}}' },
      },
      en,
    );
    // en-GB has no plural form of `pay`; `_few` is no English form, but the key's base exists.
    expect(invalid).toEqual(['en-GB.pay_other']);
  });

  it('rejects locales we do not speak, and anything that is not a text', () => {
    const { valid, invalid } = checkOverrides(
      { 'de-AT': { pay: 'Zahlen {{amount}}' }, 'da-DK': { pay: 42, payNow: null } },
      en,
    );
    expect(invalid).toEqual(['de-AT.pay', 'da-DK.pay', 'da-DK.payNow']);
    expect(valid).toEqual({});
  });

  it('never throws, whatever arrives (the loader refuses other shapes at mount)', () => {
    for (const input of [null, 42, 'Pay now', ['pay'], { 'nl-NL': 'Betalen' }, { 'nl-NL': null }])
      expect(checkOverrides(input, en).valid).toEqual({});
  });

  it('has nothing to say about no overrides', () => {
    expect(checkOverrides(undefined, en)).toEqual({ valid: {}, invalid: [] });
    expect(checkOverrides({}, en)).toEqual({ valid: {}, invalid: [] });
  });

  it('gives texts the translator finds by their flat keys, before the locale file', () => {
    const { valid } = checkOverrides({ 'en-GB': { 'fields.cvc.label': 'CVV' } }, en);
    const t = createTranslator('en-GB', [valid['en-GB'] ?? {}, en]);
    expect(t('fields.cvc.label')).toBe('CVV');
    expect(t('fields.number.label')).toBe('Card number');
  });
});
