/**
 * Serves the built browser parts (dist/) with their security headers and compressed:
 * - every HTML file gets its page's headers, whatever path it is reached by (`/`, `/pay/{id}/`,
 *   `/index.html`, `/review/`): the hosted page and the review page may never be framed, the card
 *   frame must be framed by merchant pages; none runs inline code other than the build's own, each
 *   piece allowed by its hash (computed here from the HTML served, so they always match);
 * - each file goes out as the best encoding the client accepts among those the build wrote beside
 *   it (`.br`, `.gz`: scripts/precompress.ts), else as is; `Vary: Accept-Encoding` always;
 * - files under assets/ have content-hashed names (locale files a versioned directory) and are
 *   cached for a year; everything else is revalidated (ETag) on every use.
 */
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { extname, join, resolve, sep } from 'node:path';
import { Hono, type Context } from 'hono';
import { isLocale, resolveLocale } from '../../shared/locales.ts';
import type { Urls } from '../services/urls.ts';

const BASE_CSP = [
  "default-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
];

/** Hashes of a page's inline code, as CSP sources: `'sha256-…'` per inline script and style. */
export type InlineHashes = { script: string[]; style: string[] };

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/**
 * The inline `<script>` (without src) and `<style>` elements of `html`, hashed. JSON data blocks
 * are never executed and need none.
 */
export function inlineHashes(html: string): InlineHashes {
  const contents = (pattern: RegExp) => [...html.matchAll(pattern)].map((m) => sha256(m[1] ?? ''));
  return {
    script: contents(
      /<script(?![^>]*\ssrc=)(?![^>]*\stype="application\/json")[^>]*>([\s\S]*?)<\/script>/gi,
    ),
    style: contents(/<style[^>]*>([\s\S]*?)<\/style>/gi),
  };
}

const sources = (self: string, hashes: string[] = []) => [self, ...hashes].join(' ');

function checkoutCsp(apiOrigin: string, inline: InlineHashes = { script: [], style: [] }) {
  return [
    ...BASE_CSP,
    `script-src ${sources("'self'", inline.script)}`,
    `style-src ${sources("'self'", inline.style)}`,
    `connect-src 'self' ${apiOrigin}`,
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
function cardFrameCsp(apiOrigin: string, inline: InlineHashes = { script: [], style: [] }) {
  return [
    ...BASE_CSP,
    `script-src ${sources("'self'", inline.script)}`,
    `style-src ${sources("'self'", inline.style)}`,
    `connect-src 'self' ${apiOrigin}`,
    "form-action 'none'",
    'frame-ancestors *',
  ].join('; ');
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

export type Encoding = 'br' | 'gzip' | 'identity';
const SUFFIX = { br: '.br', gzip: '.gz' } as const;

/**
 * The encoding to send, from the client's Accept-Encoding (with q-values; `*` for any other coding;
 * `x-gzip` is gzip) and the compressed variants at hand: the highest q above 0, brotli before gzip
 * on a tie; identity when nothing compressed is acceptable, or when the client rates identity
 * higher than any of them.
 * @example
 * chooseEncoding('gzip, deflate, br;q=0.9', ['br', 'gzip']); // 'gzip'
 */
export function chooseEncoding(
  header: string | undefined,
  available: readonly ('br' | 'gzip')[],
): Encoding {
  const q = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.split(';').map((p) => p.trim().toLowerCase());
    if (!name) continue;
    let weight = 1;
    // A malformed q-value makes the coding unacceptable rather than preferred.
    for (const param of params)
      if (param.startsWith('q='))
        weight = /^q=(0(\.\d{0,3})?|1(\.0{0,3})?)$/.test(param) ? Number(param.slice(2)) : 0;
    q.set(name === 'x-gzip' ? 'gzip' : name, weight);
  }
  const rating = (coding: string) => q.get(coding) ?? q.get('*') ?? 0;
  let best: Encoding = 'identity';
  let bestQ = 0;
  for (const coding of ['br', 'gzip'] as const)
    if (available.includes(coding) && rating(coding) > bestQ) {
      best = coding;
      bestQ = rating(coding);
    }
  return best !== 'identity' && (q.get('identity') ?? 0) > bestQ ? 'identity' : best;
}

/**
 * The language tags of an Accept-Language header, most wanted first (q-values honoured, `*` and
 * refused tags left out).
 * @example
 * acceptedLanguages('nl-BE,nl;q=0.9,en;q=0.5'); // ['nl-BE', 'nl', 'en']
 */
export function acceptedLanguages(header: string | undefined): string[] {
  const tags: { tag: string; q: number; at: number }[] = [];
  for (const [at, part] of (header ?? '').split(',').entries()) {
    const [tag = '', ...params] = part.split(';').map((p) => p.trim());
    const qParam = params.find((p) => p.toLowerCase().startsWith('q='));
    const q = qParam === undefined ? 1 : Number(qParam.slice(2));
    if (/^[a-z]{1,8}(-[a-z0-9]{1,8})*$/i.test(tag) && q > 0 && q <= 1) tags.push({ tag, q, at });
  }
  return tags.sort((a, b) => b.q - a.q || a.at - b.at).map((t) => t.tag);
}

/** The card frame's HTML, as built once per locale too (dist/card-frame/<locale>.html). */
const isFrame = (path: string) => path === 'card-frame.html' || path.startsWith('card-frame/');

type File = { data: Buffer; mtimeMs: number };

/** Reads files once per version (size and mtime): each request costs one stat per variant. */
function fileCache(root: string) {
  const cache = new Map<string, File & { size: number }>();
  return (path: string): File | null => {
    const full = join(root, path);
    try {
      const stat = statSync(full);
      if (!stat.isFile()) return null;
      const cached = cache.get(full);
      if (cached && cached.mtimeMs === stat.mtimeMs && cached.size === stat.size) return cached;
      const file = { data: readFileSync(full), mtimeMs: stat.mtimeMs, size: stat.size };
      cache.set(full, file);
      return file;
    } catch {
      return null;
    }
  };
}

/** A request path as a file path inside dist, or null (traversal, hidden or compressed files). */
function filePath(root: string, urlPath: string): string | null {
  let path: string;
  try {
    path = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const segments = path.split('/').filter(Boolean);
  if (
    segments.length === 0 ||
    segments.some((s) => s.startsWith('.') || s.includes('\\') || s.includes('\0')) ||
    /\.(br|gz)$/.test(path)
  )
    return null;
  const relative = segments.join('/');
  return resolve(root, relative).startsWith(resolve(root) + sep) ? relative : null;
}

export function staticRoutes(dir: string, urls: Urls) {
  const app = new Hono({ strict: false });
  const apiOrigin = new URL(urls.publicUrl).origin;
  const read = fileCache(dir);
  const csp = new Map<string, { mtimeMs: number; value: string }>();

  /** The page headers of an HTML file (its CSP with the hashes of its inline code). */
  function pageHeaders(path: string, file: File): Record<string, string> {
    let policy = csp.get(path);
    if (!policy || policy.mtimeMs !== file.mtimeMs) {
      const inline = inlineHashes(file.data.toString('utf8'));
      const frame = isFrame(path);
      policy = {
        mtimeMs: file.mtimeMs,
        value: frame ? cardFrameCsp(apiOrigin, inline) : checkoutCsp(apiOrigin, inline),
      };
      csp.set(path, policy);
    }
    return {
      'Content-Security-Policy': policy.value,
      'Referrer-Policy': 'no-referrer',
      // For browsers without CSP frame-ancestors; the card frame is the one page made to be framed.
      ...(isFrame(path) ? {} : { 'X-Frame-Options': 'DENY' }),
    };
  }

  /**
   * Sends `path` (inside dist) compressed as the client accepts, with its headers; `vary` names a
   * request header the choice of `path` depended on.
   */
  function send(c: Pick<Context, 'req'>, path: string, vary?: string): Response | null {
    const file = read(path);
    if (!file) return null;
    const ext = extname(path);
    // A variant older than its file (e.g. index.html edited at deploy time) is not used.
    const variants = (['br', 'gzip'] as const).filter((coding) => {
      const variant = read(path + SUFFIX[coding]);
      return variant !== null && variant.mtimeMs >= file.mtimeMs;
    });
    const encoding = chooseEncoding(c.req.header('accept-encoding'), variants);
    const body = encoding === 'identity' ? file : read(path + SUFFIX[encoding]);
    if (!body) return null;
    // The path is part of the tag: files of one size written in the same millisecond (the frame's
    // locale variants, chosen by a header for one URL) must never validate each other.
    const etag = `"${createHash('sha1').update(path).digest('base64url').slice(0, 8)}-${file.data.length.toString(36)}-${Math.floor(file.mtimeMs).toString(36)}-${encoding}"`;
    const headers: Record<string, string> = {
      'Content-Type': TYPES[ext] ?? 'application/octet-stream',
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': path.startsWith('assets/')
        ? 'public, max-age=31536000, immutable'
        : 'no-cache',
      Vary: vary ? `Accept-Encoding, ${vary}` : 'Accept-Encoding',
      ETag: etag,
      ...(ext === '.html' ? pageHeaders(path, file) : {}),
      // The loader is a cross-origin script on merchant pages.
      ...(path === 'widget.js' ? { 'Access-Control-Allow-Origin': '*' } : {}),
    };
    if (encoding !== 'identity') headers['Content-Encoding'] = encoding;
    const cached = c.req.header('if-none-match');
    if (cached?.split(',').some((tag) => tag.trim() === etag)) {
      delete headers['Content-Type'];
      return new Response(null, { status: 304, headers });
    }
    headers['Content-Length'] = String(body.data.length);
    return new Response(c.req.method === 'HEAD' ? null : new Uint8Array(body.data), { headers });
  }

  const page = (file: string) => (c: Context) =>
    send(c, file) ?? c.text('Build the browser parts first: npm run build', 503);
  app.get('/', page('index.html'));
  // An order link names its locale (`?locale=`, as the service writes order_url): the page with that
  // locale's strings inside (dist/pay/<locale>.html). Without it, or for an unknown one, index.html.
  app.get('/pay/:id', (c) => {
    const locale = c.req.query('locale');
    return (isLocale(locale) ? send(c, `pay/${locale}.html`) : null) ?? page('index.html')(c);
  });
  // The localisation review page (src/review): fixture data only, no API calls of its own.
  app.get('/review', page('review.html'));
  // The frame with its strings inside for the locale it will show: the loader's `?locale=` (as the
  // frame resolves it, the browser's languages next), else card-frame.html, which fetches them.
  app.get('/card-frame.html', (c) => {
    const locale = resolveLocale(
      c.req.query('locale'),
      acceptedLanguages(c.req.header('accept-language')),
    );
    return send(c, `card-frame/${locale}.html`, 'Accept-Language') ?? page('card-frame.html')(c);
  });
  app.use('*', async (c, next) => {
    const path =
      c.req.method === 'GET' || c.req.method === 'HEAD' ? filePath(dir, c.req.path) : null;
    const response = path === null ? null : send(c, path);
    if (response) return response;
    await next();
  });
  return app;
}
