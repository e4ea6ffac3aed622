/**
 * The budget check of `npm run check` fails when a surface is over its budget in any locale, in
 * gzip or in brotli's headroom, and passes otherwise: run as the check runs it, on small builds
 * made up here with the real precompression.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SUPPORTED_LOCALES } from '../src/shared/locales.ts';
import { firstScreenFiles, servedSizes } from './budgets.ts';
import { precompress } from './precompress.ts';

let dist: string;
const write = (path: string, text: string | Buffer) => {
  mkdirSync(dirname(join(dist, path)), { recursive: true });
  writeFileSync(join(dist, path), text);
};
/** Text that compresses to about `kb` KB at best (random bytes, base64). */
const noise = (kb: number) => randomBytes(Math.round(kb * 1024)).toString('base64');

/** A made-up build: every surface small, unless a file is given here. */
const PAGE =
  '<!doctype html><script>boot()</script><script type="module" crossorigin src="/assets/checkout-a.js"></script><link rel="modulepreload" crossorigin href="/assets/first-b.js"><link rel="stylesheet" crossorigin href="/assets/checkout-c.css">';

function build(files: Record<string, string> = {}) {
  const all: Record<string, string> = {
    'index.html': PAGE,
    'assets/checkout-a.js': 'import "./first-b.js";',
    'assets/first-b.js': 'export const x = 1;',
    'assets/lazy-d.js': noise(60),
    'assets/checkout-c.css': 'p{margin:0}',
    'card-frame.html': '<!doctype html><script type="module">frame()</script>',
    'widget.js': 'widget()',
    'brands/cards.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    '.vite/manifest.json': JSON.stringify({
      'index.html': {
        file: 'assets/checkout-a.js',
        imports: ['_first'],
        css: ['assets/checkout-c.css'],
      },
      _first: { file: 'assets/first-b.js' },
      lazy: { file: 'assets/lazy-d.js' },
    }),
    ...Object.fromEntries(
      SUPPORTED_LOCALES.flatMap((l) => [
        [`assets/locales/v1/${l}/checkout.json`, '{"a":"b"}'],
        [
          `pay/${l}.html`,
          PAGE.replace('<script>', '<script type="application/json">{"a":"b"}</script><script>'),
        ],
        [`assets/locales/v1/${l}/card.json`, '{"c":"d"}'],
        [
          `card-frame/${l}.html`,
          '<!doctype html><script type="application/json">{"c":"d"}</script>',
        ],
      ]),
    ),
    ...files,
  };
  for (const [path, text] of Object.entries(all)) write(path, text);
  precompress(dist);
}

const check = () =>
  spawnSync(process.execPath, ['--import', 'tsx', 'scripts/check-budgets.ts', dist], {
    encoding: 'utf8',
  });

beforeEach(() => {
  dist = mkdtempSync(join(tmpdir(), 'budgets-'));
});
afterEach(() => rmSync(dist, { recursive: true, force: true }));

describe('the budget check', () => {
  it('counts what each first screen fetches, and not the lazy parts', () => {
    build();
    // The page as served for an order link in the locale: its strings are inside.
    expect(firstScreenFiles(dist, 'checkout', 'nl-BE')).toEqual([
      'pay/nl-BE.html',
      'assets/checkout-a.js',
      'assets/first-b.js',
      'assets/checkout-c.css',
    ]);
    // The frame as served for the locale: its strings are inside.
    expect(firstScreenFiles(dist, 'cardFrame', 'de-DE')).toEqual([
      'card-frame/de-DE.html',
      'brands/cards.svg',
    ]);
    // One row for the loader, one per locale for the page and the frame.
    expect(servedSizes(dist)).toHaveLength(1 + 2 * SUPPORTED_LOCALES.length);
  });

  it('passes a build within every budget', () => {
    build();
    const run = check();
    expect(run.stdout).not.toContain('OVER');
    expect(run.status).toBe(0);
  });

  it('fails when one locale puts the card frame over its gzip budget', () => {
    build({
      'card-frame/fr-BE.html': `<script type="application/json">${JSON.stringify({ t: noise(26) })}</script>`,
    });
    const run = check();
    expect(run.status).toBe(1);
    expect(run.stdout).toMatch(/OVER Card frame, everything it loads, fr-BE .*gzip over/);
    expect(run.stdout).toMatch(/ok {3}Card frame, everything it loads, de-DE/);
  });

  it('fails when one locale puts the hosted page over its gzip budget', () => {
    build({
      'pay/sv-SE.html': PAGE.replace(
        '<script>',
        `<script type="application/json">"${noise(41)}"</script><script>`,
      ),
    });
    const run = check();
    expect(run.status).toBe(1);
    expect(run.stdout).toMatch(/OVER Hosted page, first screen, sv-SE .*gzip over/);
    expect(run.stdout).toMatch(/ok {3}Hosted page, first screen, da-DK/);
  });

  it('fails when a file the page links pushes it over', () => {
    build({ 'assets/first-b.js': `export const x = "${noise(41)}";` });
    const run = check();
    expect(run.status).toBe(1);
    expect(run.stdout.match(/^OVER Hosted page/gm)).toHaveLength(SUPPORTED_LOCALES.length);
  });

  it('fails when brotli eats into the headroom although gzip is within the budget', () => {
    build();
    write('widget.js.gz', randomBytes(2900));
    write('widget.js.br', randomBytes(2800));
    const run = check();
    expect(run.status).toBe(1);
    expect(run.stdout).toMatch(/OVER Loader .*brotli leaves less than 0.30 KB headroom/);
    expect(run.stdout).not.toMatch(/Loader .*gzip over/);
  });

  it('counts a file without compressed variants at its full size', () => {
    build();
    rmSync(join(dist, 'widget.js.gz'), { force: true });
    rmSync(join(dist, 'widget.js.br'), { force: true });
    write('widget.js', noise(4));
    expect(check().status).toBe(1);
  });
});
