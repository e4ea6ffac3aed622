import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { staticRoutes } from './static.ts';

const urls = { publicUrl: 'http://localhost:4100', checkoutUrl: 'http://localhost:4100' };
let dir: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'static-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('GET /review/ (the localisation review page)', () => {
  it('serves review.html with the strict CSP, at /review, /review/ and /review.html', async () => {
    writeFileSync(join(dir, 'review.html'), '<!doctype html><title>Review</title>');
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

  it('asks for a build when there is none', async () => {
    const res = await staticRoutes(dir, urls).request('/review/');
    expect(res.status).toBe(503);
  });
});
