/**
 * Gzip sizes of the three shipped surfaces, measured on the production build (dist/), from Vite's
 * manifest: an entry's own chunk, every chunk it imports statically, its CSS, and (for the hosted
 * page) the active locale's lazily loaded chunks.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

type Chunk = {
  file: string;
  src?: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  assets?: string[];
  isEntry?: boolean;
};
type Manifest = Record<string, Chunk>;

/** The design brief's budgets, gzip bytes. */
export const BUDGETS = {
  loader: 3 * 1024,
  cardFrame: 25 * 1024,
  checkout: 40 * 1024,
} as const;

export const gzipBytes = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

/** Files an entry loads before first render: static imports, CSS, plus matching lazy chunks. */
export function entryFiles(manifest: Manifest, entry: string, lazy: RegExp | null): string[] {
  const files = new Set<string>();
  const visit = (key: string, follow: boolean) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.css?.forEach((css) => files.add(css));
    chunk.imports?.forEach((k) => visit(k, true));
    if (follow && lazy)
      chunk.dynamicImports?.filter((k) => lazy.test(k)).forEach((k) => visit(k, true));
    // Locale files fetched as assets (the card frame) count like lazily imported ones.
    if (follow && lazy)
      for (const [key, asset] of Object.entries(manifest))
        if (lazy.test(key) && chunk.assets?.includes(asset.file)) files.add(asset.file);
  };
  visit(entry, true);
  return [entry.endsWith('.html') ? entry : '', ...files].filter(Boolean);
}

export function measure(dist = 'dist', locale = 'en-GB') {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
  const sum = (files: string[]) => files.reduce((total, f) => total + gzipBytes(join(dist, f)), 0);
  const lazyLocale = new RegExp(`locales/${locale}/`);
  const checkout = entryFiles(manifest, 'index.html', lazyLocale);
  const frame = entryFiles(manifest, 'card-frame.html', lazyLocale);
  return [
    {
      name: 'Loader (widget.js)',
      bytes: gzipBytes(join(dist, 'widget.js')),
      budget: BUDGETS.loader,
      files: ['widget.js'],
    },
    {
      name: 'Card frame, everything it loads',
      bytes: sum(frame),
      budget: BUDGETS.cardFrame,
      files: frame,
    },
    {
      name: `Hosted checkout first render (${locale})`,
      bytes: sum(checkout),
      budget: BUDGETS.checkout,
      files: checkout,
    },
  ];
}
