/**
 * The localisation review page's entry (review.html, served at /review/): builds every screen of
 * the hosted page and the card frame for the locales asked for in the URL, then shows them.
 */
import { render } from 'preact';
import { FRAME_SPECIMENS } from './frame-specimens.tsx';
import { HOSTED_SPECIMENS } from './hosted-specimens.tsx';
import { loadEnglish, localeKit } from './kit.ts';
import { readParams } from './params.ts';
import { ReviewApp, type Row } from './review-app.tsx';
import './review.css';

async function start(root: HTMLElement) {
  const params = readParams(location.search);
  const english = await loadEnglish();
  const kits = params.locales.map((id) => localeKit(id, english, params.marks));
  const specimens = [...HOSTED_SPECIMENS, ...FRAME_SPECIMENS].filter(
    (s) =>
      (params.surface === 'all' || s.surface === params.surface) &&
      (!params.screen || s.id === params.screen),
  );
  const rows: Row[] = await Promise.all(
    specimens.map(async (specimen) => ({
      specimen,
      cells: await Promise.all(
        kits.map(async (kit) => ({
          locale: kit.id,
          built: await specimen
            .build(kit)
            .catch((error: unknown) => (error instanceof Error ? error : new Error(String(error)))),
        })),
      ),
    })),
  );
  render(<ReviewApp params={params} rows={rows} kits={kits} />, root);
}

const root = document.getElementById('review');
if (root) void start(root);
