/**
 * The size budgets, counted as served: for each surface, every file its first screen fetches, in
 * every locale, at the size the sandbox sends it (the build's `.gz` / `.br` beside each file,
 * scripts/precompress.ts; a file without one goes out as it is). Gzip is what plain http gets,
 * brotli what https and localhost get: gzip must stay within the budget, brotli below the budget
 * minus its headroom, so that the next features fit.
 *
 * What a first screen fetches (e2e/delivery.spec.ts checks it against what Chromium fetches):
 * - hosted page: index.html as the sandbox serves it for an order link in the locale,
 *   dist/pay/<locale>.html (the locale's checkout.json, fallbacks merged in, inside), and the scripts
 *   and stylesheets it links (with their static imports, from Vite's manifest); its logos and icons
 *   are inline, and the order view is data, not code;
 * - card frame: card-frame.html as the sandbox serves it for the locale, dist/card-frame/<locale>.html
 *   (its code, CSS and the locale's strings are inline: scripts/build/frame-strings.ts), and the
 *   brand sprite;
 * - loader: widget.js.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { SUPPORTED_LOCALES, type Locale } from '../src/shared/locales.ts';

export type Surface = 'checkout' | 'cardFrame' | 'loader';

/** The budgets (bytes as served, gzip) and the brotli headroom below each. */
export const BUDGETS: Record<Surface, { budget: number; headroom: number; name: string }> = {
  checkout: { budget: 40 * 1024, headroom: 3 * 1024, name: 'Hosted page, first screen' },
  cardFrame: { budget: 25 * 1024, headroom: 3 * 1024, name: 'Card frame, everything it loads' },
  loader: { budget: 3 * 1024, headroom: 0.3 * 1024, name: 'Loader (widget.js)' },
};

export type ServedSize = {
  surface: Surface;
  name: string;
  /** Null for the loader, which has no strings. */
  locale: Locale | null;
  files: string[];
  gzip: number;
  brotli: number;
  budget: number;
  /** The most brotli may weigh: the budget minus the headroom. */
  brotliLimit: number;
};

type ManifestChunk = { file: string; imports?: string[]; css?: string[] };

/** The served size of `file` (relative to dist) in one encoding. */
export function servedBytes(dist: string, file: string, encoding: 'gzip' | 'br'): number {
  const variant = join(dist, `${file}.${encoding === 'gzip' ? 'gz' : 'br'}`);
  return statSync(existsSync(variant) ? variant : join(dist, file)).size;
}

/** The files `html` links to load at once, and (from the manifest) what those import. */
function linkedFiles(dist: string, html: string): string[] {
  const text = readFileSync(join(dist, html), 'utf8');
  const tags = text.match(/<(script|link)\b[^>]*>/g) ?? [];
  const files = new Set<string>();
  for (const tag of tags) {
    const url = /\s(?:src|href)="\/([^"]+)"/.exec(tag)?.[1];
    const loads = tag.startsWith('<script') || /rel="(stylesheet|modulepreload|preload)"/.test(tag);
    if (url && loads) files.add(url);
  }
  const manifestPath = join(dist, '.vite/manifest.json');
  const manifest = existsSync(manifestPath)
    ? (JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>)
    : {};
  const byFile = new Map(Object.values(manifest).map((chunk) => [chunk.file, chunk]));
  for (const file of files) {
    const chunk = byFile.get(file);
    for (const key of chunk?.imports ?? []) if (manifest[key]) files.add(manifest[key].file);
    for (const css of chunk?.css ?? []) files.add(css);
  }
  return [html, ...files];
}

/**
 * Images the first screen shows that its code asks for (not linked from the HTML): the card form's
 * brand marks, one sprite. e2e/delivery.spec.ts holds these lists to what Chromium really fetches.
 */
const FIRST_SCREEN_IMAGES = { checkout: [], cardFrame: ['brands/cards.svg'] } as const;

/** Every file `surface` fetches for its first screen in `locale`. */
export function firstScreenFiles(dist: string, surface: Surface, locale: Locale): string[] {
  if (surface === 'loader') return ['widget.js'];
  if (surface === 'cardFrame')
    return [...linkedFiles(dist, `card-frame/${locale}.html`), ...FIRST_SCREEN_IMAGES.cardFrame];
  return [...linkedFiles(dist, `pay/${locale}.html`), ...FIRST_SCREEN_IMAGES.checkout];
}

/** Each surface's served size: the loader once, the page and the frame in every locale. */
export function servedSizes(dist = 'dist'): ServedSize[] {
  const rows: ServedSize[] = [];
  const add = (surface: Surface, locale: Locale | null) => {
    const files = firstScreenFiles(dist, surface, locale ?? 'en-GB');
    const sum = (encoding: 'gzip' | 'br') =>
      files.reduce((total, file) => total + servedBytes(dist, file, encoding), 0);
    const { budget, headroom, name } = BUDGETS[surface];
    rows.push({
      surface,
      name,
      locale,
      files,
      gzip: sum('gzip'),
      brotli: sum('br'),
      budget,
      brotliLimit: budget - headroom,
    });
  };
  add('loader', null);
  for (const surface of ['cardFrame', 'checkout'] as const)
    for (const locale of SUPPORTED_LOCALES) add(surface, locale);
  return rows;
}

/** Why a row is over (empty when within budget and headroom). */
export function overBudget(row: ServedSize): string[] {
  return [
    ...(row.gzip > row.budget ? [`gzip over the ${kb(row.budget)} budget`] : []),
    ...(row.brotli > row.brotliLimit
      ? [`brotli leaves less than ${kb(row.budget - row.brotliLimit)} headroom`]
      : []),
  ];
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(2)} KB`;

/** One line per row; each surface's files once, under its first row. */
export function printBudgets(rows: ServedSize[], log: (line: string) => void = console.log) {
  log('budgets, bytes as served (gzip within budget; brotli within budget minus headroom):');
  let last: Surface | null = null;
  for (const row of rows) {
    const over = overBudget(row);
    const label = `${row.name}${row.locale ? `, ${row.locale}` : ''}`;
    log(
      `${over.length ? 'OVER' : 'ok  '} ${label.padEnd(42)} gzip ${kb(row.gzip).padStart(9)} of ${kb(row.budget)} (${((100 * row.gzip) / row.budget).toFixed(0)} %)  brotli ${kb(row.brotli).padStart(9)} of ${kb(row.brotliLimit)}, headroom ${kb(row.budget - row.brotli)}${over.length ? `  ← ${over.join('; ')}` : ''}`,
    );
    if (row.surface !== last) log(`       files: ${row.files.join(', ')}`);
    last = row.surface;
  }
}
