/**
 * The last step of `npm run build`: writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip,
 * level 9) beside every text file in dist/, so that a server sends compressed bytes without
 * compressing per request (the sandbox: src/server/routes/static.ts; nginx: `brotli_static` and
 * `gzip_static`; README "Hosting the static build elsewhere"). A variant that would not be smaller
 * is not written. Also writes dist/csp-hashes.json: the hashes of each page's inline script and
 * style, which its Content-Security-Policy must list on any other host.
 */
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { extname, join, relative } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { inlineHashes } from '../src/server/routes/static.ts';

/** Extensions of files worth compressing (images other than SVG and fonts are compressed already). */
export const TEXT_EXTENSIONS = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.svg',
  '.txt',
  '.xml',
  '.map',
  '.webmanifest',
]);

export const brotli = (data: Buffer) =>
  brotliCompressSync(data, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  });
export const gzip = (data: Buffer) => gzipSync(data, { level: 9 });

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}

/** Compresses every text file under `dir`; returns what it wrote, by file. */
export function precompress(dir: string) {
  const written: { file: string; bytes: number; br: number | null; gz: number | null }[] = [];
  for (const file of [...files(dir)]) {
    if (/\.(br|gz)$/.test(file)) {
      rmSync(file);
      continue;
    }
    if (!TEXT_EXTENSIONS.has(extname(file))) continue;
    const data = readFileSync(file);
    const sizes = { br: null as number | null, gz: null as number | null };
    for (const [ext, compress] of [
      ['br', brotli],
      ['gz', gzip],
    ] as const) {
      const packed = compress(data);
      if (packed.length >= data.length) continue;
      writeFileSync(`${file}.${ext}`, packed);
      sizes[ext] = packed.length;
    }
    written.push({ file: relative(dir, file), bytes: statSync(file).size, ...sizes });
  }
  const hashes = Object.fromEntries(
    readdirSync(dir)
      .filter((name) => name.endsWith('.html'))
      .map((name) => [name, inlineHashes(readFileSync(join(dir, name), 'utf8'))]),
  );
  writeFileSync(join(dir, 'csp-hashes.json'), `${JSON.stringify(hashes, null, 2)}\n`);
  return written;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = process.argv[2] ?? 'dist';
  const written = precompress(dir);
  const total = (key: 'bytes' | 'br' | 'gz') => written.reduce((s, w) => s + (w[key] ?? 0), 0);
  console.log(
    `${dir}: ${written.length} text files precompressed (${(total('bytes') / 1024).toFixed(0)} KB → brotli ${(total('br') / 1024).toFixed(0)} KB, gzip ${(total('gz') / 1024).toFixed(0)} KB); inline hashes in ${dir}/csp-hashes.json`,
  );
}
