import { describe, expect, it } from 'vitest';
import en from '../../locales/en-GB/card.json';
import nl from '../../locales/nl-NL/card.json';
import nlBE from '../../locales/nl-BE/card.json';
import { translatorFor } from './load-messages.ts';

describe('translatorFor (the frame translator with merchant texts)', () => {
  it('puts each locale’s overrides in front of its own file', () => {
    const t = translatorFor('en-GB', [en], { 'en-GB': { pay: 'Pay {{amount}} now' } });
    expect(t('pay', { amount: '€24.95' })).toBe('Pay €24.95 now');
    expect(t('payNow')).toBe('Pay now');
  });

  it('overrides exactly the locale named: nl-BE is overridden on its own, not by nl-NL', () => {
    const overrides = {
      'nl-NL': { payNow: 'Direct betalen' },
      'nl-BE': { 'fields.cvc.label': 'CVC-code' },
    };
    const t = translatorFor('nl-BE', [nlBE, nl, en], overrides);
    expect(t('fields.cvc.label')).toBe('CVC-code');
    expect(t('payNow')).toBe(translatorFor('nl-BE', [nlBE, nl, en])('payNow'));
  });

  it('picks an overridden plural form by count', () => {
    const t = translatorFor('en-GB', [en], {
      'en-GB': {
        'errors.summary_one': 'One thing to fix.',
        'errors.summary_other': '{{count}} things to fix.',
      },
    });
    expect(t('errors.summary', { count: 1 })).toBe('One thing to fix.');
    expect(t('errors.summary', { count: 3 })).toBe('3 things to fix.');
  });
});
