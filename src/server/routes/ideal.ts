/** /ideal/issuers: the iDEAL banks, for the SDKs and plugins that still ask (GET, with the API key). */
import { Hono } from 'hono';
import type { AuthVars } from '../lib/auth.ts';
import { IDEAL_ISSUERS } from '../services/ideal-issuers.ts';

export function idealRoutes() {
  const app = new Hono<AuthVars>({ strict: false });
  app.get('/issuers', (c) => c.json(IDEAL_ISSUERS));
  return app;
}
