import { afterEach, describe, expect, it } from 'vitest';
import { readCsv, readXliff, toCsv, toXliff, type ExportUnit } from './exchange.ts';
import { localeFile, resolveText, revert, setText } from './locale-files.ts';
import { exportUnits, importTexts, type ImportedEdit } from './side-panels.tsx';

const units: ExportUnit[] = [
  {
    ns: 'card',
    key: 'pay',
    source: 'Pay {{amount}}',
    target: '{{amount}} bezahlen',
    notes: ['{{amount}}: the amount'],
  },
  {
    ns: 'checkout',
    key: 'summary.items_other',
    source: '{{count}} items',
    target: '',
    notes: [],
  },
  {
    ns: 'checkout',
    key: 'footer.secure',
    source: 'Card details & “codes” <never> shared, ok',
    target: 'Kartendaten & „Codes“ <nie> geteilt, gut',
    notes: [],
  },
];

afterEach(() => {
  revert('de-DE', 'card');
  revert('de-DE', 'checkout');
});

describe('XLIFF 2.0', () => {
  it('writes one file per namespace, variables as placeholders, notes, and states', () => {
    const xliff = toXliff('de-DE', units);
    expect(xliff).toContain(
      '<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en-GB" trgLang="de-DE">',
    );
    expect(xliff).toContain('<file id="card" original="locales/de-DE/card.json">');
    expect(xliff).toContain(
      '<source>Pay <ph id="ph-amount" disp="{{amount}}" equiv="{{amount}}"/></source>',
    );
    expect(xliff).toContain('<note>{{amount}}: the amount</note>');
    expect(xliff).toMatch(/<segment state="initial">\s*<source><ph id="ph-count"/);
    expect(xliff).toContain('&amp; „Codes“ &lt;nie&gt;');
    const doc = new DOMParser().parseFromString(xliff, 'application/xml');
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    expect(doc.getElementsByTagName('unit')).toHaveLength(3);
  });

  it('reads back what it wrote: the targets, with their variables, and no untranslated unit', () => {
    expect(readXliff(toXliff('de-DE', units))).toEqual({
      locale: 'de-DE',
      errors: [],
      units: [
        { ns: 'card', key: 'pay', text: '{{amount}} bezahlen' },
        { ns: 'checkout', key: 'footer.secure', text: 'Kartendaten & „Codes“ <nie> geteilt, gut' },
      ],
    });
  });

  it('reads what a tool changed: placeholders moved or without equiv, marked-up spans', () => {
    const edited = `<?xml version="1.0"?>
<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en-GB" trgLang="sv-SE">
  <file id="card"><unit id="pay"><segment state="final">
    <source>Pay <ph id="ph-amount"/></source>
    <target>Betala <mrk id="m1" translate="no"><ph id="ph-amount"/></mrk> nu</target>
  </segment></unit></file>
</xliff>`;
    expect(readXliff(edited).units).toEqual([
      { ns: 'card', key: 'pay', text: 'Betala {{amount}} nu' },
    ]);
  });

  it('says so when the file is not XLIFF', () => {
    expect(readXliff('<html><body>no</body></html>').errors[0]).toMatch(/not XLIFF/);
    expect(readXliff('not xml at all <').errors[0]).toMatch(/not XLIFF/);
  });
});

describe('CSV', () => {
  it('writes a header and one row per text, quoting what needs it', () => {
    const csv = toCsv('de-DE', units);
    const [header, first] = csv.split('\r\n');
    expect(header).toBe('file,key,en-GB,de-DE,notes');
    expect(first).toBe('card.json,pay,Pay {{amount}},{{amount}} bezahlen,{{amount}}: the amount');
    expect(csv).toContain('"Card details & “codes” <never> shared, ok"');
  });

  it('reads back what it wrote, and what spreadsheets write (semicolons, BOM, quotes, line breaks)', () => {
    expect(readCsv(toCsv('de-DE', units), ['de-DE']).units).toEqual([
      { ns: 'card', key: 'pay', text: '{{amount}} bezahlen' },
      { ns: 'checkout', key: 'footer.secure', text: 'Kartendaten & „Codes“ <nie> geteilt, gut' },
    ]);
    const sheet = '\uFEFFkey;file;da-DK\npay;card.json;"Betal ""nu""\nmed {{amount}}"\n';
    expect(readCsv(sheet, ['da-DK'])).toEqual({
      locale: 'da-DK',
      errors: [],
      units: [{ ns: 'card', key: 'pay', text: 'Betal "nu"\nmed {{amount}}' }],
    });
  });

  it('says which columns it needs', () => {
    expect(readCsv('a,b\n1,2\n', ['de-DE']).errors[0]).toMatch(
      /“file”, “key” and the locale’s tag/,
    );
  });
});

describe('export and import on the review page', () => {
  it('exports the texts a locale lacks and those changed on the page, or all', () => {
    expect(exportUnits('de-DE', 'open')).toEqual([]);
    setText('de-DE', 'card', 'payNow', 'Zahlungspflichtig bestellen');
    setText('de-DE', 'checkout', 'chooser.legend', '');
    const open = exportUnits('de-DE', 'open');
    expect(open.map((u) => `${u.ns}:${u.key}`)).toEqual(['checkout:chooser.legend', 'card:payNow']);
    expect(open[1]).toMatchObject({ source: 'Pay now', target: 'Zahlungspflichtig bestellen' });
    expect(exportUnits('de-DE', 'all').length).toBeGreaterThan(100);
    const pay = exportUnits('de-DE', 'all').find((u) => u.key === 'pay');
    expect(pay?.notes[0]).toMatch(/^\{\{amount\}\}: The amount with its currency/);
  });

  it('imports valid texts, refuses those that would break the page, and a file of another locale', () => {
    const xliff = toXliff('de-DE', [
      { ...units[0], target: 'Jetzt {{amount}} zahlen' } as ExportUnit,
      { ns: 'card', key: 'payNow', source: 'Pay now', target: 'Zahlen {{betrag}}', notes: [] },
      { ns: 'card', key: 'paay', source: '', target: 'Zahlen', notes: [] },
      { ns: 'card', key: 'fields.cvc.label', source: '', target: 'Sicherheitscode', notes: [] },
    ]);
    let applied: ImportedEdit[] = [];
    const result = importTexts('de-DE', xliff, 'de.xlf', (texts) => (applied = texts));
    // Glossary advice does not stop an import: the check will name it.
    expect(applied).toEqual([
      { ns: 'card', key: 'pay', text: 'Jetzt {{amount}} zahlen' },
      { ns: 'card', key: 'fields.cvc.label', text: 'Sicherheitscode' },
    ]);
    expect(result.taken).toBe(2);
    expect(result.refused).toEqual([
      'card payNow: {{betrag}} is not known here: use only no variables.',
      'card paay: card.json has no key “paay” in de-DE.',
    ]);
    expect(importTexts('sv-SE', xliff, 'de.xlf', () => undefined).refused[0]).toMatch(
      /for de-DE, not sv-SE/,
    );
    expect(resolveText('de-DE', 'card', 'pay')?.text).toBe('{{amount}} bezahlen');
    expect(localeFile('de-DE', 'card')).toBeDefined();
  });
});
