/**
 * The review page: controls (locale or all eight side by side, the pseudo-locale, surface, width,
 * screen-reader text), the report of what to look at, and every screen, each rendered by the real
 * components in a shadow root of its own.
 */
import { useEffect, useState } from 'preact/hooks';
import { LANGUAGE_NAMES } from '../checkout/components/language-switcher.tsx';
import { SUPPORTED_LOCALES } from '../shared/locales.ts';
import { FIXTURE_TEXTS } from './fixtures.ts';
import type { LocaleKit } from './kit.ts';
import { PSEUDO, SURFACES, WIDTHS, type ReviewLocale, type ReviewParams } from './params.ts';
import { buildReport, type Report } from './report.ts';
import { ShadowHost } from './shadow-host.tsx';
import { surfaceSheets } from './sheets.ts';
import type { Built, Specimen } from './specimen.ts';

export type Cell = { locale: ReviewLocale; built: Built | Error };
export type Row = { specimen: Specimen; cells: Cell[] };

const localeName = (id: ReviewLocale) =>
  id === PSEUDO ? 'Pseudo-locale' : `${id} · ${LANGUAGE_NAMES[id]}`;

/** Waits until lazy parts, effects and the live region's short delay have run. */
const settled = () =>
  new Promise<void>((resolve) =>
    setTimeout(() => requestAnimationFrame(() => requestAnimationFrame(() => resolve())), 150),
  );

function Controls({ params }: { params: ReviewParams }) {
  const submit = (event: Event) =>
    (event.currentTarget as HTMLInputElement | HTMLSelectElement).form?.requestSubmit();
  return (
    <form class="review-controls" method="get">
      <label>
        Locale{' '}
        <select name="locale" value={params.choice} onChange={submit}>
          {SUPPORTED_LOCALES.map((l) => (
            <option key={l} value={l}>
              {localeName(l)}
            </option>
          ))}
          <option value="all">All 8 side by side</option>
          <option value={PSEUDO}>Pseudo-locale (from en-GB)</option>
        </select>
      </label>
      <label>
        Show{' '}
        <select name="surface" value={params.surface} onChange={submit}>
          {SURFACES.map((s) => (
            <option key={s} value={s}>
              {{ all: 'Hosted page and card frame', hosted: 'Hosted page', frame: 'Card frame' }[s]}
            </option>
          ))}
        </select>
      </label>
      <label>
        Width{' '}
        <select name="width" value={String(params.width)} onChange={submit}>
          {WIDTHS.map((w) => (
            <option key={w} value={String(w)}>
              {w} px
            </option>
          ))}
        </select>
      </label>
      <label>
        <input type="checkbox" name="hidden" value="1" checked={params.hidden} onChange={submit} />{' '}
        Show screen-reader text
      </label>
      <label>
        <input type="checkbox" name="marks" value="0" checked={!params.marks} onChange={submit} />{' '}
        Hide marks
      </label>
      {params.screen && <input type="hidden" name="screen" value={params.screen} />}
      <noscript>
        <button type="submit">Show</button>
      </noscript>
    </form>
  );
}

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

function ReportView({ report, params }: { report: Report | null; params: ReviewParams }) {
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

export function ReviewApp(props: { params: ReviewParams; rows: Row[]; kits: LocaleKit[] }) {
  const { params, rows, kits } = props;
  const [report, setReport] = useState<Report | null>(null);
  const sheets = surfaceSheets();
  const plain = params.choice === PSEUDO && params.marks ? FIXTURE_TEXTS : null;
  const failed = rows.flatMap((row) => row.cells).filter((cell) => cell.built instanceof Error);

  useEffect(() => {
    void settled().then(() => {
      setReport(
        buildReport(kits, document, {
          complete: params.surface === 'all' && !params.screen,
          failed: failed.length,
        }),
      );
      // A screen that was submitted with errors moved focus into itself: start at the top.
      window.scrollTo(0, 0);
    });
  }, []);

  const hostClass = `review-host w-${params.width}${params.hidden ? ' review-sr' : ''}`;
  return (
    <>
      <header class="review-header">
        <h1>Localisation review</h1>
        <Controls params={params} />
      </header>
      <ReportView report={report} params={params} />
      <nav class="review-toc" aria-label="Screens">
        <ol>
          {rows.map(({ specimen }) => (
            <li key={specimen.id}>
              <a href={`#${specimen.id}`}>{specimen.title}</a>
            </li>
          ))}
        </ol>
      </nav>
      <main class={`review-rows w-${params.width} ${kits.length > 1 ? 'side-by-side' : 'single'}`}>
        {rows.map(({ specimen, cells }) => (
          <section key={specimen.id} id={specimen.id} class="review-row">
            <h2>
              {specimen.title}{' '}
              <a class="review-only" href={`?locale=${params.choice}&screen=${specimen.id}`}>
                only this
              </a>
            </h2>
            <div class="review-cells">
              {cells.map(({ locale, built }) => (
                <figure key={locale} class="review-cell">
                  {kits.length > 1 && <figcaption>{localeName(locale)}</figcaption>}
                  {built instanceof Error ? (
                    <p class="review-failed">Could not build this screen: {built.message}</p>
                  ) : (
                    <ShadowHost
                      view={built.view}
                      afterMount={built.afterMount}
                      sheets={sheets[specimen.surface]}
                      plain={plain}
                      class={hostClass}
                      locale={locale}
                    />
                  )}
                </figure>
              ))}
            </div>
          </section>
        ))}
      </main>
    </>
  );
}
