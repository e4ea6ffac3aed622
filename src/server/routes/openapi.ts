/** GET /openapi.json: the OpenAPI 3.1 document of this service, built from the contract. */
import { Hono } from 'hono';
import { buildOpenApi } from '../../shared/api/openapi.ts';
import type { Urls } from '../services/urls.ts';

export function openApiRoutes(urls: Urls) {
  const app = new Hono({ strict: false });
  let doc: string | null = null;
  app.get('/openapi.json', (c) => {
    // Built on first use, with this service's own address as the server.
    doc ??= JSON.stringify(buildOpenApi({ serverUrl: `${urls.publicUrl}/v1` }));
    c.header('Cache-Control', 'no-cache');
    c.header('Access-Control-Allow-Origin', '*');
    return c.body(doc, 200, { 'Content-Type': 'application/json; charset=UTF-8' });
  });
  return app;
}
