/**
 * Texts to and from translation tools: XLIFF 2.0 (`{{variables}}` as placeholders `<ph/>` the tools
 * protect, notes on what each can contain) and CSV (one row per text: file, key, English, the
 * locale's text, notes). Export writes the texts a locale lacks and those edited on the page (or
 * all); import reads either format back and says which texts it refuses.
 * @example
 * const xliff = toXliff('de-DE', [{ ns: 'card', key: 'pay', source: 'Pay {{amount}}', target: '', notes: [] }]);
 * readXliff(xliff).units; // [{ ns: 'card', key: 'pay', text: '' }]
 */
import type { Namespace } from './locale-files.ts';

export type ExportUnit = {
  ns: Namespace;
  key: string;
  /** The English text. */
  source: string;
  /** The locale's text; empty when it has none. */
  target: string;
  notes: string[];
};
type ImportedText = { ns: string; key: string; text: string };
type Imported = { locale: string | null; units: ImportedText[]; errors: string[] };

const XLIFF_NS = 'urn:oasis:names:tc:xliff:document:2.0';
const VARIABLE = /(\{\{\s*[^{}\s]+\s*\}\})/;

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A text with each `{{variable}}` as a placeholder, ids by name (`ph-amount`). */
function inline(text: string): string {
  return text
    .split(VARIABLE)
    .map((part) => {
      if (!VARIABLE.test(part)) return escapeXml(part);
      const name = part.replace(/[{}\s]/g, '');
      return `<ph id="ph-${escapeXml(name)}" disp="${escapeXml(part)}" equiv="${escapeXml(part)}"/>`;
    })
    .join('');
}

/** An XLIFF 2.0 document of `locale`'s units, one `<file>` per namespace. */
export function toXliff(locale: string, units: readonly ExportUnit[]): string {
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<xliff xmlns="${XLIFF_NS}" version="2.0" srcLang="en-GB" trgLang="${escapeXml(locale)}">`,
  ];
  for (const ns of [...new Set(units.map((u) => u.ns))]) {
    lines.push(`  <file id="${ns}" original="locales/${escapeXml(locale)}/${ns}.json">`);
    for (const unit of units.filter((u) => u.ns === ns)) {
      lines.push(`    <unit id="${escapeXml(unit.key)}">`);
      if (unit.notes.length > 0) {
        lines.push('      <notes>');
        for (const note of unit.notes) lines.push(`        <note>${escapeXml(note)}</note>`);
        lines.push('      </notes>');
      }
      lines.push(`      <segment state="${unit.target ? 'translated' : 'initial'}">`);
      lines.push(`        <source>${inline(unit.source)}</source>`);
      if (unit.target) lines.push(`        <target>${inline(unit.target)}</target>`);
      lines.push('      </segment>', '    </unit>');
    }
    lines.push('  </file>');
  }
  lines.push('</xliff>', '');
  return lines.join('\n');
}

/** The text of a `<target>`: placeholders back as `{{variables}}`, other inline markup unwrapped. */
function plainText(node: Node): string {
  let text = '';
  for (const child of node.childNodes) {
    if (child.nodeType === 3 || child.nodeType === 4) text += child.nodeValue ?? '';
    else if (child.nodeType === 1) {
      const element = child as Element;
      if (element.localName === 'ph')
        text +=
          element.getAttribute('equiv') ||
          element.getAttribute('disp') ||
          `{{${(element.getAttribute('id') ?? '').replace(/^ph-/, '')}}}`;
      else text += plainText(element);
    }
  }
  return text;
}

/** The targets of an XLIFF 2.0 (or 1.2) document; units without a target are left out. */
export function readXliff(xml: string): Imported {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  if (
    doc.getElementsByTagName('parsererror').length > 0 ||
    doc.documentElement.localName !== 'xliff'
  )
    return {
      locale: null,
      units: [],
      errors: ['The file is not XLIFF: it does not read as XML with an <xliff> root.'],
    };
  const root = doc.documentElement;
  const locale =
    root.getAttribute('trgLang') ??
    doc.getElementsByTagName('file')[0]?.getAttribute('target-language') ??
    null;
  const units: ImportedText[] = [];
  const errors: string[] = [];
  for (const file of doc.getElementsByTagName('file')) {
    const ns = (file.getAttribute('id') ?? file.getAttribute('original') ?? '').replace(
      /^.*\/|\.json$/g,
      '',
    );
    for (const unit of [
      ...file.getElementsByTagName('unit'),
      ...file.getElementsByTagName('trans-unit'),
    ]) {
      const key = unit.getAttribute('id') ?? '';
      const targets = unit.getElementsByTagName('target');
      if (!key) errors.push(`A unit in “${ns}” has no id: it names the key.`);
      else if (targets.length > 0)
        units.push({ ns, key, text: [...targets].map(plainText).join('') });
    }
  }
  return { locale, units, errors };
}

const csvField = (text: string) => (/[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

/** A CSV file: a header `file,key,en-GB,<locale>,notes`, then one row per text (RFC 4180). */
export function toCsv(locale: string, units: readonly ExportUnit[]): string {
  const rows = [['file', 'key', 'en-GB', locale, 'notes']];
  for (const u of units) rows.push([`${u.ns}.json`, u.key, u.source, u.target, u.notes.join(' ')]);
  return `${rows.map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`;
}

/** The rows of a CSV text: quoted fields, doubled quotes, line breaks inside quotes. */
function parseCsv(text: string, separator: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const endField = () => {
    row.push(field);
    field = '';
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted && c === '"' && text[i + 1] === '"') {
      field += '"';
      i++;
    } else if (c === '"') quoted = !quoted;
    else if (quoted || (c !== separator && c !== '\n' && c !== '\r')) field += c;
    else if (c === separator) endField();
    else {
      if (c === '\r' && text[i + 1] === '\n') i++;
      endField();
      rows.push(row);
      row = [];
    }
  }
  if (field !== '' || row.length > 0) {
    endField();
    rows.push(row);
  }
  return rows.filter((r) => r.some((f) => f !== ''));
}

/**
 * The texts of a CSV file written by {@link toCsv} or a spreadsheet: the header names the columns
 * (`file`, `key`, and the locale's own column); comma or semicolon separated.
 */
export function readCsv(csv: string, locales: readonly string[]): Imported {
  const text = csv.replace(/^\uFEFF/, '');
  const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
  const separator = firstLine.includes(';') && !firstLine.includes(',') ? ';' : ',';
  const [header = [], ...rows] = parseCsv(text, separator);
  const column = (name: string) => header.findIndex((h) => h.trim() === name);
  const fileAt = column('file');
  const keyAt = column('key');
  const localeAt = header.findIndex((h) => h.trim() !== 'en-GB' && locales.includes(h.trim()));
  if (fileAt < 0 || keyAt < 0 || localeAt < 0)
    return {
      locale: null,
      units: [],
      errors: [
        'The CSV needs a header row with the columns “file”, “key” and the locale’s tag (such as “de-DE”).',
      ],
    };
  const units = rows
    .filter((r) => (r[localeAt] ?? '') !== '')
    .map((r) => ({
      ns: (r[fileAt] ?? '').trim().replace(/\.json$/, ''),
      key: (r[keyAt] ?? '').trim(),
      text: r[localeAt] ?? '',
    }));
  return { locale: header[localeAt]?.trim() ?? null, units, errors: [] };
}
