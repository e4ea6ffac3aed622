/**
 * The review page: controls (locale or all eight side by side, the pseudo-locale, surface, width,
 * screen-reader text, keys), the report of what to look at, every screen (each rendered by the real
 * components in a shadow root of its own), and beside them the editor of the text picked on a
 * screen, the glossary, the changed files and the translation-tool export and import.
 */
import { useEffect, useState } from 'preact/hooks';
import { isLocale, SOURCE_LOCALE, SUPPORTED_LOCALES, type Locale } from '../shared/locales.ts';
import { Editor } from './editor.tsx';
import { FIXTURE_TEXTS } from './fixtures.ts';
import { PSEUDO, SURFACES, WIDTHS, type ReviewParams } from './params.ts';
import { buildReport, type Report } from './report.ts';
import { localeName, ReportView } from './report-view.tsx';
import type { ReviewModel } from './review-model.ts';
import { ShadowHost } from './shadow-host.tsx';
import { surfaceSheets } from './sheets.ts';
import { ChangesPanel, GlossaryPanel } from './side-panels.tsx';

export type { Cell, Row } from './review-model.ts';

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
        <input type="checkbox" name="keys" value="1" checked={params.keys} onChange={submit} /> Show
        keys and edit
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

function Screens({ model }: { model: ReviewModel }) {
  const { params } = model;
  const rows = model.rows.value;
  const kits = model.kits.value;
  const sheets = surfaceSheets();
  const plain = params.choice === PSEUDO && params.marks ? FIXTURE_TEXTS : null;
  const hostClass = `review-host w-${params.width}${params.hidden ? ' review-sr' : ''}${params.keys ? ' review-keys-on' : ''}`;
  return (
    <main class={`review-rows w-${params.width} ${kits.length > 1 ? 'side-by-side' : 'single'}`}>
      {rows.map(({ specimen, cells }) => (
        <section key={specimen.id} id={specimen.id} class="review-row">
          <h2>
            {specimen.title}{' '}
            <a
              class="review-only"
              href={`?locale=${params.choice}&screen=${specimen.id}${params.keys ? '&keys=1' : ''}`}
            >
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
                    label={params.keys ? (n) => model.label(locale, n) : undefined}
                    onPick={params.keys ? (uses) => model.pick(locale, uses) : undefined}
                  />
                )}
              </figure>
            ))}
          </div>
        </section>
      ))}
    </main>
  );
}

export function ReviewApp({ model }: { model: ReviewModel }) {
  const { params } = model;
  const [report, setReport] = useState<Report | null>(null);
  const built = model.built.value;
  const rows = model.rows.value;

  useEffect(() => {
    let current = true;
    void settled().then(() => {
      if (!current) return;
      const failed = rows.flatMap((row) => row.cells).filter((c) => c.built instanceof Error);
      setReport(
        buildReport(model.kits.peek(), document, {
          complete: params.surface === 'all' && !params.screen,
          failed: failed.length,
        }),
      );
      // A screen that was submitted with errors moved focus into itself: start at the top.
      if (built === 1) window.scrollTo(0, 0);
    });
    return () => {
      current = false;
    };
  }, [built]);

  const first = params.locales.find((l): l is Locale => isLocale(l) && l !== SOURCE_LOCALE);
  const panelLocale = first ?? (isLocale(params.choice) ? params.choice : 'de-DE');
  return (
    <>
      <header class="review-header">
        <h1>Localisation review</h1>
        <Controls params={params} />
      </header>
      <div class="review-layout">
        <div class="review-main">
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
          <Screens model={model} />
        </div>
        <aside class="review-side" aria-label="Edit, glossary and files">
          <Editor model={model} />
          <GlossaryPanel initial={panelLocale} />
          <ChangesPanel model={model} initial={panelLocale} />
        </aside>
      </div>
    </>
  );
}
