/**
 * The panels beside the screens: the locale's glossary (the words that must not vary, its quotation
 * marks), the files changed on the page with a download of each, and the export and import of texts
 * for translation tools (XLIFF 2.0 or CSV).
 */
import { useState } from 'preact/hooks';
import { SOURCE_LOCALE, SUPPORTED_LOCALES, isLocale, type Locale } from '../shared/locales.ts';
import { readCsv, readXliff, toCsv, toXliff, type ExportUnit } from './exchange.ts';
import {
  NAMESPACES,
  changedFiles,
  changedKeys,
  editsVersion,
  englishText,
  fileText,
  localeKeys,
  resolveText,
  type Namespace,
} from './locale-files.ts';
import type { ReviewModel } from './review-model.ts';
import { GLOSSARY, editProblems, variableNotesFor } from './text-check.ts';

/** Offers `text` as a file download. */
export function download(name: string, text: string, type: string) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

function LocalePicker(props: { value: Locale; onChange: (l: Locale) => void; label: string }) {
  return (
    <label class="review-inline">
      {props.label}{' '}
      <select
        value={props.value}
        onChange={(e) => {
          const value = e.currentTarget.value;
          if (isLocale(value)) props.onChange(value);
        }}
      >
        {SUPPORTED_LOCALES.map((l) => (
          <option key={l} value={l}>
            {l}
          </option>
        ))}
      </select>
    </label>
  );
}

export function GlossaryPanel(props: { initial: Locale }) {
  const [locale, setLocale] = useState(props.initial);
  const glossary = GLOSSARY[locale];
  return (
    <section class="review-panel" aria-labelledby="review-glossary-title" id="review-glossary">
      <h2 id="review-glossary-title">Glossary</h2>
      <LocalePicker label="Locale" value={locale} onChange={setLocale} />
      <p class="review-muted">
        One word per concept, in every file (<code>locales/glossary.json</code>). The check refuses
        the words in the right column. Quotation marks: {glossary.quotes.join(' ')}
        {glossary.frenchSpacing && ', a no-break space before : ; ! ?'}; apostrophe ’.
      </p>
      <table class="review-glossary">
        <thead>
          <tr>
            <th scope="col">Concept</th>
            <th scope="col">Write</th>
            <th scope="col">Not</th>
          </tr>
        </thead>
        <tbody>
          {glossary.terms.map((term) => (
            <tr key={term.concept}>
              <th scope="row">{term.concept}</th>
              <td>
                <b>{term.use}</b>
                {term.note && <span class="review-muted"> {term.note}</span>}
              </td>
              <td>{term.not.join(', ')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

type Scope = 'open' | 'all';

/** The texts of `locale` to hand to a translator: those it lacks and those changed here, or all. */
export function exportUnits(locale: Locale, scope: Scope): ExportUnit[] {
  return NAMESPACES.flatMap((ns) => {
    const changed = changedKeys(locale, ns);
    return localeKeys(locale, ns)
      .filter((key) => scope === 'all' || changed.includes(key) || !resolveText(locale, ns, key))
      .map((key) => ({
        ns,
        key,
        source: englishText(ns, key) ?? '',
        target: resolveText(locale, ns, key)?.text ?? '',
        notes: variableNotesFor(locale, ns, key).map(([name, note]) => `{{${name}}}: ${note}`),
      }));
  });
}

export type ImportedEdit = { ns: Namespace; key: string; text: string };

/**
 * Reads a file from a translation tool (XLIFF, or CSV by its name) for `locale` and hands the texts
 * that differ and pass the check to `apply`; returns how many it took, and what it refused and why.
 */
export function importTexts(
  locale: Locale,
  content: string,
  name: string,
  apply: (texts: ImportedEdit[]) => void,
) {
  const imported = /\.csv$/i.test(name) ? readCsv(content, SUPPORTED_LOCALES) : readXliff(content);
  const refused = [...imported.errors];
  if (imported.locale && imported.locale !== locale)
    return {
      taken: 0,
      refused: [`The file is for ${imported.locale}, not ${locale}: choose that locale first.`],
    };
  const texts: ImportedEdit[] = [];
  for (const unit of imported.units) {
    const ns = NAMESPACES.find((n) => n === unit.ns);
    const problems = ns
      ? editProblems(locale, ns, unit.key, unit.text).blocking
      : [`“${unit.ns}” is not a locale file (checkout or card).`];
    if (!ns || problems.length > 0) refused.push(`${unit.ns} ${unit.key}: ${problems.join(' ')}`);
    else if (resolveText(locale, ns, unit.key)?.text !== unit.text)
      texts.push({ ns, key: unit.key, text: unit.text });
  }
  if (texts.length > 0) apply(texts);
  return { taken: texts.length, refused };
}

export function ChangesPanel(props: { model: ReviewModel; initial: Locale }) {
  void editsVersion.value;
  const [locale, setLocale] = useState(props.initial);
  const [scope, setScope] = useState<Scope>('open');
  const [result, setResult] = useState<{ taken: number; refused: string[] } | null>(null);
  const files = changedFiles();
  const units = exportUnits(locale, scope);
  const base = `${locale}-${scope === 'all' ? 'all' : 'missing-and-changed'}`;
  return (
    <section class="review-panel" aria-labelledby="review-changes-title" id="review-changes">
      <h2 id="review-changes-title">Changed files</h2>
      {files.length === 0 ? (
        <p class="review-muted">Nothing changed yet.</p>
      ) : (
        <ul class="review-files">
          {files.map(([l, ns]) => (
            <li key={`${l}/${ns}`}>
              <button
                type="button"
                class="review-small"
                onClick={() => download(`${ns}.json`, fileText(l, ns), 'application/json')}
              >
                Download {l}/{ns}.json
              </button>{' '}
              <span class="review-muted">
                {changedKeys(l, ns).length} text(s): save it as{' '}
                <code>
                  locales/{l}/{ns}.json
                </code>
              </span>
            </li>
          ))}
        </ul>
      )}
      <h2>Translation tools</h2>
      <LocalePicker label="Locale" value={locale} onChange={setLocale} />
      <label class="review-inline">
        Texts{' '}
        <select
          value={scope}
          onChange={(e) => setScope(e.currentTarget.value === 'all' ? 'all' : 'open')}
        >
          <option value="open">missing and changed ({exportUnits(locale, 'open').length})</option>
          <option value="all">every text</option>
        </select>
      </label>
      <p>
        <button
          type="button"
          class="review-small"
          disabled={units.length === 0 || locale === SOURCE_LOCALE}
          onClick={() => download(`${base}.xlf`, toXliff(locale, units), 'application/xliff+xml')}
        >
          Export XLIFF 2.0
        </button>{' '}
        <button
          type="button"
          class="review-small"
          disabled={units.length === 0 || locale === SOURCE_LOCALE}
          onClick={() => download(`${base}.csv`, toCsv(locale, units), 'text/csv')}
        >
          Export CSV
        </button>
      </p>
      <label class="review-inline">
        Import XLIFF or CSV into {locale}{' '}
        <input
          type="file"
          accept=".xlf,.xliff,.xml,.csv"
          onChange={(e) => {
            const input = e.currentTarget;
            const file = input.files?.[0];
            if (!file) return;
            void file.text().then((content) => {
              setResult(
                importTexts(locale, content, file.name, (texts) =>
                  props.model.editMany(locale, texts),
                ),
              );
              input.value = '';
            });
          }}
        />
      </label>
      {result && (
        <div class="review-import" role="status">
          <p>
            {result.taken} text(s) taken into {locale}.
          </p>
          {result.refused.length > 0 && (
            <ul class="review-edit-problems">
              {result.refused.map((r) => (
                <li key={r}>{r}</li>
              ))}
            </ul>
          )}
        </div>
      )}
    </section>
  );
}
