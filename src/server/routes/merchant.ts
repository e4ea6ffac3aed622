/**
 * The merchant API: every resource that takes the API key, mounted on one sub-app whose first
 * middleware authenticates. A resource added here cannot run without a project; one mounted
 * elsewhere is public and has its own credential (routes/public.ts).
 */
import { Hono } from 'hono';
import { apiKeyAuth, type AuthVars } from '../lib/auth.ts';
import type { Services } from '../services/index.ts';
import { idealRoutes } from './ideal.ts';
import { ordersRoutes } from './orders.ts';
import { paymentLinkRoutes } from './payment-links.ts';
import { projectRoutes } from './project.ts';
import { searchRoutes } from './search.ts';
import { settlementRoutes } from './settlement.ts';
import { webhookRoutes } from './webhooks.ts';

export function merchantRoutes(services: Services) {
  const app = new Hono<AuthVars>({ strict: false });
  app.use(apiKeyAuth(services.projects));
  app.route('/orders', settlementRoutes(services));
  app.route('/orders', ordersRoutes(services));
  app.route('/paymentlinks', paymentLinkRoutes(services));
  app.route('/search', searchRoutes(services));
  app.route('/webhooks', webhookRoutes(services));
  app.route('/merchants/self/projects/self', projectRoutes());
  app.route('/ideal', idealRoutes());
  return app;
}
