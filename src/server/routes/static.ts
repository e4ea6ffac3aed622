/**
 * Serves the built browser parts with their security headers: the hosted page may never be framed;
 * the card frame must be framed by merchant pages; neither runs inline script or style.
 */
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context } from 'hono';
import type { Urls } from '../services/serialize.ts';

const BASE_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
];

export function checkoutCsp(apiOrigin: string) {
  return [
    ...BASE_CSP,
    `connect-src 'self' ${apiOrigin}`,
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
export function cardFrameCsp(apiOrigin: string) {
  return [
    ...BASE_CSP,
    `connect-src 'self' ${apiOrigin}`,
    "form-action 'none'",
    'frame-ancestors *',
  ].join('; ');
}

export function staticRoutes(dir: string, urls: Urls) {
  const app = new Hono({ strict: false });
  const apiOrigin = new URL(urls.publicUrl).origin;
  const read = (file: string) =>
    existsSync(join(dir, file)) ? readFileSync(join(dir, file), 'utf8') : null;
  const headers = {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'Cache-Control': 'no-cache',
  };

  const hosted = (c: Context) => {
    const body = read('index.html');
    if (body === null) return c.text('Build the browser parts first: npm run build', 503);
    return c.html(body, 200, { ...headers, 'Content-Security-Policy': checkoutCsp(apiOrigin) });
  };
  app.get('/', hosted);
  app.get('/pay/:id', hosted);
  // The localisation review page (src/review): fixture data only, no API calls of its own.
  const review = (c: Context) => {
    const body = read('review.html');
    if (body === null) return c.text('Build the browser parts first: npm run build', 503);
    return c.html(body, 200, { ...headers, 'Content-Security-Policy': checkoutCsp(apiOrigin) });
  };
  app.get('/review', review);
  app.get('/review.html', review);
  app.get('/card-frame.html', (c) => {
    const body = read('card-frame.html');
    if (body === null) return c.text('Build the browser parts first: npm run build', 503);
    return c.html(body, 200, { ...headers, 'Content-Security-Policy': cardFrameCsp(apiOrigin) });
  });
  app.use(
    '/*',
    serveStatic({
      root: dir,
      onFound: (path, c) => {
        c.header('X-Content-Type-Options', 'nosniff');
        c.header(
          'Cache-Control',
          path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
        if (path.endsWith('widget.js')) c.header('Access-Control-Allow-Origin', '*');
      },
    }),
  );
  return app;
}
