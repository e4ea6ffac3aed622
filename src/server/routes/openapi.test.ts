import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test-app.ts';

describe('GET /openapi.json', () => {
  it('serves the OpenAPI document with this service as its server, without an API key', async () => {
    const t = await createTestApp();
    const res = await t.call('GET', '/openapi.json', undefined, { key: null });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const doc = (await res.json()) as { openapi: string; servers: unknown; paths: object };
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.servers).toEqual([{ url: 'http://api.test/v1' }]);
    expect(Object.keys(doc.paths)).toContain('/ideal/issuers/');
  });
});
