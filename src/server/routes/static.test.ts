import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { precompress } from '../../../scripts/precompress.ts';
import { acceptedLanguages, chooseEncoding, inlineHashes, staticRoutes } from './static.ts';

const urls = { publicUrl: 'http://localhost:4100', checkoutUrl: 'http://localhost:4100' };
let dir: string;

const SCRIPT = `console.log(${JSON.stringify('x'.repeat(2000))});`;
const BOOT = 'window.boot=1';
const PAGE = `<!doctype html><html><head><script>${BOOT}</script><title>Checkout</title></head><body>${'<p>text</p>'.repeat(50)}</body></html>`;

function write(path: string, text: string) {
  mkdirSync(join(dir, path, '..'), { recursive: true });
  writeFileSync(join(dir, path), text);
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'static-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('chooseEncoding (Accept-Encoding with q-values)', () => {
  const both = ['br', 'gzip'] as const;
  it.each([
    ['gzip, deflate, br, zstd', both, 'br'],
    ['gzip, deflate', both, 'gzip'],
    ['br;q=0, gzip', both, 'gzip'],
    ['gzip;q=0.5, br;q=0.4', both, 'gzip'],
    ['gzip;q=0.5, br;q=0.5', both, 'br'],
    ['*', both, 'br'],
    ['*;q=0', both, 'identity'],
    ['gzip;q=0, *', both, 'br'],
    ['x-gzip', both, 'gzip'],
    ['identity', both, 'identity'],
    ['identity;q=1, br;q=0.5', both, 'identity'],
    ['br;q=abc, gzip', both, 'gzip'],
    ['BR', both, 'br'],
    ['br', ['gzip'] as const, 'identity'],
    ['', both, 'identity'],
    [undefined, both, 'identity'],
  ])('%j → %s of %j', (header, available, expected) => {
    expect(chooseEncoding(header, available)).toBe(expected);
  });
});

describe('compressed delivery', () => {
  beforeEach(() => {
    write('assets/app-abc123.js', SCRIPT);
    write('widget.js', SCRIPT);
    write('index.html', PAGE);
    precompress(dir);
  });
  const get = (path: string, acceptEncoding?: string, init: RequestInit = {}) =>
    staticRoutes(dir, urls).request(path, {
      ...init,
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    });

  it('sends the precompressed brotli file to a client that accepts it', async () => {
    const res = await get('/assets/app-abc123.js', 'gzip, deflate, br');
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    const body = Buffer.from(await res.arrayBuffer());
    expect(Number(res.headers.get('content-length'))).toBe(body.length);
    expect(body.length).toBeLessThan(SCRIPT.length / 5);
    expect(brotliDecompressSync(body).toString()).toBe(SCRIPT);
  });

  it('sends gzip where brotli is not accepted, the file as is where nothing is', async () => {
    const gz = await get('/assets/app-abc123.js', 'gzip');
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    const body = Buffer.from(await gz.arrayBuffer());
    expect(Number(gz.headers.get('content-length'))).toBe(body.length);
    expect(gunzipSync(body).toString()).toBe(SCRIPT);

    const plain = await get('/assets/app-abc123.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');
    expect(await plain.text()).toBe(SCRIPT);
    expect(Number(plain.headers.get('content-length'))).toBe(SCRIPT.length);
  });

  it('answers HEAD with the headers GET would have, and no body', async () => {
    const res = await get('/assets/app-abc123.js', 'br', { method: 'HEAD' });
    const full = await get('/assets/app-abc123.js', 'br');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('content-length')).toBe(full.headers.get('content-length'));
    expect((await res.arrayBuffer()).byteLength).toBe(0);
  });

  it('caches hashed assets for a year, revalidates the rest, and answers 304 to a known ETag', async () => {
    const asset = await get('/assets/app-abc123.js', 'br');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const loader = await get('/widget.js', 'br');
    expect(loader.headers.get('cache-control')).toBe('no-cache');
    expect(loader.headers.get('access-control-allow-origin')).toBe('*');
    const etag = loader.headers.get('etag') ?? '';
    const again = await staticRoutes(dir, urls).request('/widget.js', {
      headers: { 'accept-encoding': 'br', 'if-none-match': etag },
    });
    expect(again.status).toBe(304);
    expect(again.headers.get('vary')).toBe('Accept-Encoding');
    // Another encoding is another representation.
    const gz = await get('/widget.js', 'gzip');
    expect(gz.headers.get('etag')).not.toBe(etag);
  });

  it('does not use a variant older than its file (a page edited after the build)', async () => {
    const past = new Date(Date.now() - 60_000);
    utimesSync(join(dir, 'index.html.br'), past, past);
    const res = await get('/index.html', 'br, gzip');
    expect(res.headers.get('content-encoding')).toBe('gzip');
  });

  it('serves neither the variants themselves, hidden files nor anything outside dist', async () => {
    write('.vite/manifest.json', '{}');
    for (const path of [
      '/assets/app-abc123.js.br',
      '/index.html.gz',
      '/.vite/manifest.json',
      '/%2e%2e/%2e%2e/etc/passwd',
      '/assets/..%2f..%2fpackage.json',
      '/assets/',
      '/nothing.js',
    ])
      expect((await get(path, 'br')).status, path).toBe(404);
  });
});

describe('security headers of the pages', () => {
  beforeEach(() => {
    write('index.html', PAGE);
    write('review.html', '<!doctype html><title>Review</title>');
    write('card-frame.html', '<!doctype html><style>p{}</style><title>Card</title>');
    precompress(dir);
  });

  it('sends the hosted page with its headers on every path that serves it', async () => {
    const app = staticRoutes(dir, urls);
    for (const path of ['/', '/pay/ord_1/', '/pay/ord_1', '/index.html', '/index.html?x=1']) {
      for (const accept of ['br', 'gzip', '']) {
        const res = await app.request(path, { headers: { 'accept-encoding': accept } });
        expect(res.status, path).toBe(200);
        const csp = res.headers.get('content-security-policy') ?? '';
        expect(csp, path).toContain("frame-ancestors 'none'");
        expect(csp, path).toContain("script-src 'self' 'sha256-");
        expect(csp, path).not.toContain('unsafe-inline');
        expect(res.headers.get('x-frame-options'), path).toBe('DENY');
        expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
        expect(res.headers.get('referrer-policy'), path).toBe('no-referrer');
        expect(res.headers.get('cache-control'), path).toBe('no-cache');
      }
    }
  });

  it('allows exactly the inline script the page has, by its hash', async () => {
    const csp = (await staticRoutes(dir, urls).request('/')).headers.get('content-security-policy');
    const hash = createHash('sha256').update(BOOT).digest('base64');
    expect(csp).toContain(`script-src 'self' 'sha256-${hash}';`);
    expect(inlineHashes('<script src="/a.js"></script><script type="module">b()</script>')).toEqual(
      {
        script: [`'sha256-${createHash('sha256').update('b()').digest('base64')}'`],
        style: [],
      },
    );
  });

  it('lets merchant pages frame the card frame, and nothing else', async () => {
    const res = await staticRoutes(dir, urls).request('/card-frame.html');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain('frame-ancestors *');
    expect(csp).toContain("style-src 'self' 'sha256-");
    expect(res.headers.get('x-frame-options')).toBeNull();
  });

  it('serves review.html with the strict CSP, at /review, /review/ and /review.html', async () => {
    const app = staticRoutes(dir, urls);
    for (const path of ['/review', '/review/', '/review/?locale=all', '/review.html']) {
      const res = await app.request(path);
      expect(res.status, path).toBe(200);
      expect(await res.text()).toContain('<title>Review</title>');
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("style-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
    }
  });
});

describe('acceptedLanguages (Accept-Language with q-values)', () => {
  it.each([
    ['nl-BE,nl;q=0.9,en;q=0.5', ['nl-BE', 'nl', 'en']],
    ['en;q=0.4, de-DE', ['de-DE', 'en']],
    ['fr-BE;q=0.8, sv;q=0.8', ['fr-BE', 'sv']],
    ['*, da', ['da']],
    ['de;q=0, nb', ['nb']],
    ['de;q=2, x;q=abc, <script>, da', ['da']],
    ['', []],
    [undefined, []],
  ])('%j → %j', (header, expected) => {
    expect(acceptedLanguages(header)).toEqual(expected);
  });
});

describe('the card frame served per locale', () => {
  const variant = (locale: string) =>
    `<!doctype html><script type="application/json" id="xpay-strings" data-locale="${locale}">{"n":"${locale}"}</script><script>${BOOT}</script><title>Card</title>`;
  beforeEach(() => {
    write('card-frame.html', `<!doctype html><script>${BOOT}</script><title>Card</title>`);
    // Same length and same time for two locales: only the path tells their tags apart.
    for (const locale of ['de-DE', 'nl-NL', 'en-GB'])
      write(`card-frame/${locale}.html`, variant(locale));
    const sameTime = new Date('2026-01-01T00:00:00Z');
    for (const locale of ['de-DE', 'nl-NL'])
      utimesSync(join(dir, `card-frame/${locale}.html`), sameTime, sameTime);
    precompress(dir);
  });
  const get = (path: string, headers: Record<string, string> = {}) =>
    staticRoutes(dir, urls).request(path, { headers });

  it("sends the loader's locale, else the browser's, with the frame's headers", async () => {
    for (const [path, language, shown] of [
      ['/card-frame.html?locale=de-DE', 'nl', 'de-DE'],
      ['/card-frame.html?locale=fr', 'fr-FR;q=0.9, nl', 'nl-NL'],
      ['/card-frame.html', 'de-AT, en;q=0.5', 'de-DE'],
      ['/card-frame.html', '', 'en-GB'],
    ] as const) {
      const res = await get(path, { 'accept-language': language, 'accept-encoding': 'br' });
      expect(res.status, path).toBe(200);
      const html = brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString();
      expect(html, `${path} ${language}`).toContain(`{"n":"${shown}"}`);
      expect(res.headers.get('vary')).toBe('Accept-Encoding, Accept-Language');
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toContain('frame-ancestors *');
      // The data block is never run: only the boot script is allowed.
      const boot = createHash('sha256').update(BOOT).digest('base64');
      expect(csp).toContain(`script-src 'self' 'sha256-${boot}';`);
      expect(res.headers.get('x-frame-options')).toBeNull();
    }
  });

  it('never validates one locale with the tag of another', async () => {
    const de = await get('/card-frame.html?locale=de-DE');
    const nl = await get('/card-frame.html?locale=nl-NL');
    expect(de.headers.get('etag')).not.toBe(nl.headers.get('etag'));
    const etag = de.headers.get('etag') ?? '';
    expect((await get('/card-frame.html?locale=de-DE', { 'if-none-match': etag })).status).toBe(
      304,
    );
    expect((await get('/card-frame.html?locale=nl-NL', { 'if-none-match': etag })).status).toBe(
      200,
    );
  });

  it('sends card-frame.html itself where the build has no variants', async () => {
    rmSync(join(dir, 'card-frame'), { recursive: true });
    const res = await get('/card-frame.html?locale=de-DE');
    expect(res.status).toBe(200);
    expect(await res.text()).not.toContain('xpay-strings');
  });
});

describe('the hosted page served per locale', () => {
  beforeEach(() => {
    write('index.html', PAGE);
    for (const locale of ['de-DE', 'nl-BE'])
      write(
        `pay/${locale}.html`,
        PAGE.replace(
          '<script>',
          `<script type="application/json" id="xpay-strings" data-locale="${locale}" data-ns="checkout">{"n":"${locale}"}</script><script>`,
        ),
      );
    precompress(dir);
  });
  const get = (path: string, headers: Record<string, string> = {}) =>
    staticRoutes(dir, urls).request(path, { headers });

  it("sends an order link's locale with its strings inside, with the page's headers", async () => {
    for (const path of ['/pay/ord_1/?locale=de-DE', '/pay/ord_1?locale=de-DE']) {
      const res = await get(path, { 'accept-encoding': 'br', 'accept-language': 'nl-BE' });
      expect(res.status, path).toBe(200);
      const html = brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString();
      expect(html, path).toContain('{"n":"de-DE"}');
      const csp = res.headers.get('content-security-policy') ?? '';
      // The data block is never run: only the boot script is allowed.
      const boot = createHash('sha256').update(BOOT).digest('base64');
      expect(csp).toContain(`script-src 'self' 'sha256-${boot}';`);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      // The locale is in the URL: the browser's languages play no part.
      expect(res.headers.get('vary')).toBe('Accept-Encoding');
    }
    const nl = await get('/pay/ord_1/?locale=nl-BE');
    expect(nl.headers.get('etag')).not.toBe(
      (await get('/pay/ord_1/?locale=de-DE')).headers.get('etag'),
    );
  });

  it('sends index.html for a link without a locale, or with one it has no variant for', async () => {
    for (const path of [
      '/pay/ord_1/',
      '/pay/ord_1/?locale=sv-SE',
      '/pay/ord_1/?locale=xx-XX',
      '/pay/ord_1/?locale=../index',
      '/pay/ord_1/?locale=de-DE&locale=nl-BE',
    ]) {
      const res = await get(path, { 'accept-language': 'de-DE' });
      expect(res.status, path).toBe(200);
      const html = await res.text();
      if (path.endsWith('de-DE&locale=nl-BE')) expect(html, path).toContain('{"n":"de-DE"}');
      else expect(html, path).not.toContain('xpay-strings');
    }
  });
});

it('asks for a build when there is none', async () => {
  for (const path of ['/', '/pay/ord_1/', '/review/', '/card-frame.html'])
    expect((await staticRoutes(dir, urls).request(path)).status, path).toBe(503);
});
