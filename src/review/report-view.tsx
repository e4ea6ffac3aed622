/**
 * The report at the top of the review page: per locale the texts it lacks, those still the same
 * as English and (pseudo-locale) those not from a locale file, and the en-GB texts no screen shows.
 */
import { LOCALES } from '../shared/locales.ts';
import { PSEUDO, type ReviewLocale, type ReviewParams } from './params.ts';
import type { Report } from './report.ts';

export const localeName = (id: ReviewLocale) =>
  id === PSEUDO ? 'Pseudo-locale' : `${id} · ${LOCALES[id].name}`;

function KeyList(props: { title: string; keys: string[] }) {
  if (props.keys.length === 0) return null;
  return (
    <details class="review-keys" open>
      <summary>
        {props.title} ({props.keys.length})
      </summary>
      <ul>
        {props.keys.map((key) => (
          <li key={key}>
            <code>{key}</code>
          </li>
        ))}
      </ul>
    </details>
  );
}

export function ReportView({ report, params }: { report: Report | null; params: ReviewParams }) {
  if (!report)
    return (
      <section id="review-report" class="review-report" data-ready="false">
        <p>Rendering every screen…</p>
      </section>
    );
  const total = (pick: (l: Report['locales'][number]) => string[]) =>
    report.locales.reduce((sum, l) => sum + pick(l).length, 0);
  const pseudo = params.choice === PSEUDO;
  return (
    <section
      id="review-report"
      class="review-report"
      data-ready="true"
      data-missing={total((l) => l.missing)}
      data-same={total((l) => l.same)}
      data-plain={total((l) => l.plain)}
      data-unshown={report.unshown?.length ?? ''}
      data-failed={report.failed}
    >
      <h2>What to look at</h2>
      <ul class="review-legend">
        <li>
          <span class="mark missing">⟦key⟧</span> a text this locale lacks (customers would see
          English)
        </li>
        {params.marks && !pseudo && (
          <li>
            <span class="mark same">dashed</span> the same as English (names of brands and methods
            are listed in <code>locales/same-as-english.json</code> and not marked)
          </li>
        )}
        {pseudo && (
          <li>
            <span class="mark plain">dotted</span> text not from a locale file: hard-coded, or data
            of the shop. A text cut short, or a bracket missing at its end, will not fit a longer
            language.
          </li>
        )}
      </ul>
      <table class="review-summary">
        <thead>
          <tr>
            <th>Locale</th>
            <th>Missing</th>
            <th>Same as English</th>
            {pseudo && <th>Not from a locale file</th>}
          </tr>
        </thead>
        <tbody>
          {report.locales.map((l) => (
            <tr key={l.id}>
              <th>{localeName(l.id)}</th>
              <td>{l.missing.length}</td>
              <td>{pseudo || l.id === 'en-GB' ? '–' : l.same.length}</td>
              {pseudo && <td>{l.plain.length}</td>}
            </tr>
          ))}
        </tbody>
      </table>
      {report.locales.map((l) => (
        <div key={l.id}>
          <KeyList title={`${l.id}: missing`} keys={l.missing} />
          <KeyList title={`${l.id}: same as English`} keys={l.same} />
          <KeyList title={`${l.id}: not from a locale file`} keys={l.plain} />
        </div>
      ))}
      {report.unshown &&
        (report.unshown.length === 0 ? (
          <p>Every text of en-GB appears on at least one screen below.</p>
        ) : (
          <KeyList title="Texts of en-GB that no screen below shows" keys={report.unshown} />
        ))}
      {report.failed > 0 && (
        <p class="review-failed">{report.failed} screen(s) could not be built: see below.</p>
      )}
    </section>
  );
}
