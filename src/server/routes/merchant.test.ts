/**
 * The merchant API is one authenticated sub-app: every route it serves is an endpoint of the
 * contract's table that takes the API key, and answers 401 without one, under both base paths; a
 * resource added to it runs only with a project.
 */
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { ENDPOINTS, errorBodySchema } from '../../shared/api/index.ts';
import { API_BASES } from '../app.ts';
import type { AuthVars } from '../lib/auth.ts';
import { ServiceError } from '../lib/errors.ts';
import { basic, createTestApp, TEST_KEYS } from '../test-app.ts';
import { merchantRoutes } from './merchant.ts';

/** A route's path with its parameters (`:id`, `{id}`) as `{}` and no trailing slash. */
const shape = (path: string) => path.replace(/:\w+|\{\w+\}/g, '{}').replace(/(.)\/$/, '$1');

const t = await createTestApp();
const served = merchantRoutes(t.services)
  .routes.filter((route) => route.method !== 'ALL')
  .map((route) => `${route.method} ${shape(route.path)}`);
const table = ENDPOINTS.filter((e) => e.auth === 'api-key').map(
  (e) => `${e.method.toUpperCase()} ${shape(e.path)}`,
);

describe('the merchant API', () => {
  it('serves exactly the endpoints of the table that take the API key', () => {
    expect(new Set(served)).toEqual(new Set(table));
    expect(served.length).toBeGreaterThan(10);
  });

  it.each(served.flatMap((route) => API_BASES.map((base) => [route, base] as const)))(
    '%s under %s answers 401 without a key',
    async (route, base) => {
      const [method = '', path = ''] = route.split(' ');
      const res = await t.call(method, `${base}${path.replaceAll('{}', 'ord_x')}/`, undefined, {
        key: null,
      });
      expect(res.status).toBe(401);
      expect(errorBodySchema.parse(await res.json()).error.type).toBe('Unauthorized');
    },
  );

  it('runs a resource added to it only with a project', async () => {
    const merchant = merchantRoutes(t.services);
    let runs = 0;
    merchant.get('/novelty', (c) => {
      runs++;
      return c.json({ project: c.var.project.id });
    });
    const app = new Hono<AuthVars>().route('/v1', merchant);
    app.onError((err, c) =>
      err instanceof ServiceError ? c.json(err.body(), err.status) : c.text('fault', 500),
    );
    expect((await app.request('/v1/novelty')).status).toBe(401);
    expect(runs).toBe(0);
    const res = await app.request('/v1/novelty', {
      headers: { authorization: basic(TEST_KEYS.demo) },
    });
    expect(await res.json()).toEqual({ project: 'proj_demo' });
    expect(runs).toBe(1);
  });
});
