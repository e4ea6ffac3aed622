import { describe, expect, it } from 'vitest';
import { createTranslator, type Messages } from '../shared/i18n/translate.ts';
import { createRecorder, markTranslator, SAME_MARK, scanFlags } from './marks.ts';
import { localeFile } from './locale-files.ts';

const english = createTranslator('en-GB', [localeFile('en-GB', 'card')]);
const germanWith = (overrides: Messages) =>
  createTranslator('de-DE', [overrides, localeFile('de-DE', 'card'), localeFile('en-GB', 'card')]);

describe('markTranslator', () => {
  it('passes a translated text through and records its key', () => {
    const recorder = createRecorder();
    const t = markTranslator(germanWith({}), {
      ns: 'card',
      locale: 'de-DE',
      marks: true,
      english,
      recorder,
    });
    expect(t('fields.number.label')).toBe('Kartennummer');
    expect([...recorder.used]).toEqual(['card:fields.number.label']);
    expect(recorder.flags.size).toBe(0);
  });

  it('marks a text still the same as English, but not the name of a brand', () => {
    const recorder = createRecorder();
    const t = markTranslator(germanWith({ payNow: 'Pay now' }), {
      ns: 'card',
      locale: 'de-DE',
      marks: true,
      english,
      recorder,
    });
    expect(t('payNow')).toBe(`${SAME_MARK}Pay now`);
    expect(t('brands.visa')).toBe('Visa');
    expect([...recorder.flags]).toEqual([['card:payNow', 'same']]);
  });

  it('shows the key of a text the locale lacks instead of the English fallback', () => {
    const recorder = createRecorder();
    const t = markTranslator(germanWith({}), {
      ns: 'card',
      locale: 'de-DE',
      marks: true,
      english,
      recorder,
    });
    expect(t('fields.number.colour')).toBe('⟦card:fields.number.colour⟧');
    expect(recorder.flags.get('card:fields.number.colour')).toBe('missing');
  });

  it('checks the plural form the language needs', () => {
    const recorder = createRecorder();
    const t = markTranslator(germanWith({}), {
      ns: 'card',
      locale: 'de-DE',
      marks: false,
      english,
      recorder,
    });
    expect(t('errors.summary', { count: 1 })).toMatch(/^Bitte prüfen Sie Ihre Kartendaten: 1 /);
    expect(recorder.flags.size).toBe(0);
  });
});

describe('scanFlags', () => {
  it('marks the elements of missing, English and (pseudo) hard-coded texts', () => {
    const root = document.createElement('div');
    root.innerHTML = `<p>⟦card:payNow⟧</p><p>${SAME_MARK}Pay now</p><p>[Ƥåý ~]</p><p>Nordlys Goods</p><p>Close</p><p>€12.50</p>`;
    scanFlags(root, new Set(['Nordlys Goods']));
    expect([...root.children].map((p) => (p as HTMLElement).dataset['review'] ?? '')).toEqual([
      'missing',
      'same',
      '',
      '',
      'plain',
      '',
    ]);
    root.insertAdjacentHTML('beforeend', '<dl><dt data-review-skip>Tab title</dt></dl>');
    scanFlags(root, new Set());
    expect(root.querySelector('dt')?.dataset['review']).toBeUndefined();
    scanFlags(root, null);
    expect(root.querySelectorAll('[data-review=plain]')).toHaveLength(0);
  });
});
