import { describe, expect, it } from 'vitest';
import { createTranslator, type Messages } from '../shared/i18n/translate.ts';
import {
  createRecorder,
  decodeUses,
  encodeUse,
  markTranslator,
  SAME_MARK,
  scanFlags,
  withoutUses,
} from './marks.ts';
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

describe('use numbers (keys shown)', () => {
  it('hide any number in invisible characters, read back in order', () => {
    for (const n of [0, 1, 2, 3, 8, 9, 80, 81, 1234])
      expect(decodeUses(`a${encodeUse(n)}b${encodeUse(n + 1)}`)).toEqual([n, n + 1]);
    expect(withoutUses(`${encodeUse(42)}Kartennummer`)).toBe('Kartennummer');
    expect(encodeUse(42)).toMatch(/^[\u2060-\u2064]+$/);
  });

  it('are put before each text, and name the plural form read', () => {
    const recorder = createRecorder();
    const t = markTranslator(germanWith({}), {
      ns: 'card',
      locale: 'de-DE',
      marks: true,
      keys: true,
      english,
      recorder,
    });
    const text = t('errors.summary', { count: 3 });
    expect(decodeUses(text)).toEqual([0]);
    expect(withoutUses(text)).toMatch(/^Bitte prüfen Sie Ihre Kartendaten: 3 Angaben/);
    expect(recorder.uses[0]).toMatchObject({
      ns: 'card',
      key: 'errors.summary',
      form: 'errors.summary_other',
    });
    expect(decodeUses(t('fields.number.colour'))).toEqual([1]);
  });

  it('label the elements holding each text, or an attribute of it', () => {
    const root = document.createElement('div');
    root.innerHTML = `<p>${encodeUse(0)}Kartennummer</p><button aria-label="${encodeUse(1)}Schließen">x</button><p>Nordlys</p>`;
    scanFlags(root, null, (n) => `label ${n}`);
    const [p, button, shop] = [...root.children];
    expect(p?.getAttribute('data-review-label')).toBe('label 0');
    expect(p?.getAttribute('data-review-uses')).toBe('0');
    expect(button?.getAttribute('data-review-label')).toBe('label 1');
    expect(shop?.hasAttribute('data-review-uses')).toBe(false);
    // Without labels (keys not shown), nothing is labelled.
    scanFlags(root, null);
    expect(root.querySelectorAll('[data-review-uses]')).toHaveLength(0);
  });
});
