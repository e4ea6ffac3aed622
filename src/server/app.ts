/**
 * The sandbox service as a Hono app, built from its dependencies (no globals, no side effects), so
 * tests run it with `app.request()` on an in-memory database (or any store: test-store.ts).
 */
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { HTTPException } from 'hono/http-exception';
import { createRepos } from './db/repos.ts';
import type { Store } from './db/store.ts';
import type { Clock } from './lib/clock.ts';
import { bodyLimit } from './lib/body-limit.ts';
import { ServiceError, errorBody } from './lib/errors.ts';
import { escapeControl, redactCardNumbers, redactDigits } from './lib/redact.ts';
import type { Ids } from './lib/ids.ts';
import { merchantRoutes } from './routes/merchant.ts';
import { openApiRoutes } from './routes/openapi.ts';
import { DEFAULT_CLIENT_LIMIT, publicRoutes, tokensRoutes } from './routes/public.ts';
import { rateLimiter, type RateLimit } from './lib/rate-limit.ts';
import { NO_PROXY, type TrustedProxy } from './lib/client-address.ts';
import { sharedRateLimiter } from './db/client-limit-repo.ts';
import { sandboxPages } from './routes/sandbox-pages.ts';
import { staticRoutes } from './routes/static.ts';
import { createServices } from './services/index.ts';
import type { Urls } from './services/urls.ts';
import type { WebhookSchedule } from './webhooks/dispatcher.ts';
import { paymentLinkPages } from './routes/link-pages.ts';

export type AppDeps = {
  store: Store;
  clock: Clock;
  ids: Ids;
  urls: Urls;
  /** Built browser parts to serve (dist/); omitted in API tests. */
  staticDir?: string;
  /** Tokenizations one client may try per window (card-testing protection). */
  clientLimit?: RateLimit;
  /** Whose X-Forwarded-For names the client (none by default: the socket's peer). */
  trustedProxy?: TrustedProxy;
  /** Webhook schedule overrides (tests run it in milliseconds). */
  webhooks?: Partial<WebhookSchedule>;
  /** Called once per request with a line safe to log (no bodies, capability keys masked). */
  log?: (line: string) => void;
};

/** Base paths the interface is served under: the current one and the legacy one. */
export const API_BASES = ['/v1', '/legacy/v1'] as const;

/** The path as logged: capability keys and anything that could be a card number masked. */
const maskPath = (path: string) =>
  redactCardNumbers(path.replace(/\/(checkout|sandbox\/result)\/[^/]+/, '/$1/:key'));

export function createApp(deps: AppDeps) {
  // Every line is escaped: a path holding CR/LF or other control characters cannot forge a line.
  const log = deps.log && ((line: string) => deps.log?.(escapeControl(line)));
  const logError = (err: unknown) => {
    const { name, message } = err instanceof Error ? err : new Error(String(err));
    log?.(`error ${name}: ${redactDigits(message)}`);
  };
  const repos = createRepos(deps.store);
  const services = createServices({ ...deps, repos, onError: logError });
  const app = new Hono({ strict: false });

  app.onError((err, c) => {
    if (err instanceof ServiceError) return c.json(err.body(), err.status);
    if (err instanceof HTTPException) {
      const status = err.status;
      return c.json(
        errorBody(
          status,
          status === 413 ? 'PayloadTooLarge' : 'ValidationError',
          err.message || 'Bad request',
        ),
        status,
      );
    }
    logError(err);
    return c.json(errorBody(500, 'InternalServerError', 'Something went wrong on our side'), 500);
  });
  app.notFound((c) => c.json(errorBody(404, 'NotFound', 'No such resource'), 404));

  if (log) {
    app.use(async (c, next) => {
      const start = performance.now();
      await next();
      log(
        `${c.req.method} ${maskPath(c.req.path)} ${c.res.status} ${(performance.now() - start).toFixed(1)}ms`,
      );
    });
  }

  // Before every route, the sandbox's HTML form pages included.
  app.use(bodyLimit());

  // The trivial route: liveness for orchestration, and the baseline of the API benchmark.
  app.get('/health', (c) => c.json({ status: 'ok' }));

  // One limiter for both base paths.
  // A SQLite database belongs to one process: its clients' attempts are counted in memory. On
  // PostgreSQL every instance counts in the database, so a client meets one limit, not one each.
  const clientLimit = deps.clientLimit ?? DEFAULT_CLIENT_LIMIT;
  const tokenRoutes = tokensRoutes(services, {
    limiter:
      deps.store.dialect === 'postgres'
        ? sharedRateLimiter(deps.store, clientLimit)
        : rateLimiter(clientLimit),
    trustedProxy: deps.trustedProxy ?? NO_PROXY,
    clock: deps.clock,
  });
  const merchant = merchantRoutes(services);
  for (const base of API_BASES) {
    const api = new Hono({ strict: false });
    // Public endpoints answer any origin: they are reached from the checkout origin and carry no cookies.
    api.use('/tokens/*', cors({ origin: '*', allowMethods: ['POST'], maxAge: 86400 }));
    api.use('/checkout/*', cors({ origin: '*', allowMethods: ['GET', 'POST'], maxAge: 86400 }));
    api.use('/card/*', cors({ origin: '*', allowMethods: ['POST'], maxAge: 86400 }));
    api.route('/tokens', tokenRoutes);
    api.route('/', publicRoutes(services));
    // Everything else under the base is the merchant API: authenticated, whatever the path.
    api.route('/', merchant);
    app.route(base, api);
  }

  app.route('/', openApiRoutes(deps.urls));
  app.route('/', paymentLinkPages(services));
  app.route('/', sandboxPages(services));
  if (deps.staticDir) app.route('/', staticRoutes(deps.staticDir, deps.urls));

  return { app, services, repos };
}
