/** /merchants/self/projects/self/currencies: per payment method, the currencies it supports. */
import { Hono } from 'hono';
import type { CurrenciesResult } from '../../shared/api/index.ts';
import type { AuthVars } from '../lib/auth.ts';

export function projectRoutes() {
  const app = new Hono<AuthVars>({ strict: false });
  app.get('/currencies', (c) => {
    const result: CurrenciesResult = {
      payment_methods: Object.fromEntries(
        Object.entries(c.var.project.currencies).map(([method, currencies]) => [
          method,
          { currencies },
        ]),
      ),
    };
    return c.json(result);
  });
  return app;
}
