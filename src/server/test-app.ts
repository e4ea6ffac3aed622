/**
 * Test harness: a fresh app on a new database for each test (test-store.ts: in-memory SQLite, or
 * PostgreSQL), a manual clock and sequential ids, the two seeded projects, and request helpers that
 * parse answers with the contract.
 */
import type * as z from 'zod/mini';
import {
  cardPaymentResultSchema,
  errorBodySchema,
  orderSchema,
  tokenResultSchema,
  type ErrorBody,
} from '../shared/api/index.ts';
import { createApp } from './app.ts';
import { manualClock } from './lib/clock.ts';
import { sequentialIds } from './lib/ids.ts';
import { seedProjects } from './seed.ts';
import { openTestStore } from './test-store.ts';
import type { WebhookSchedule } from './webhooks/dispatcher.ts';
import type { RateLimit } from './lib/rate-limit.ts';
import type { TrustedProxy } from './lib/client-address.ts';

export const TEST_KEYS = { demo: 'sk_test_demo_0123456789', other: 'sk_test_other_0123456789' };
export const TEST_URLS = {
  publicUrl: 'http://api.test',
  checkoutUrl: 'http://checkout.test',
};

export const basic = (key: string) => `Basic ${Buffer.from(`${key}:`).toString('base64')}`;

export async function createTestApp(
  options: {
    start?: string;
    webhooks?: Partial<WebhookSchedule>;
    clientLimit?: RateLimit;
    trustedProxy?: TrustedProxy;
  } = {},
) {
  const store = await openTestStore();
  const time = manualClock(options.start);
  await seedProjects(store, TEST_KEYS, time.now());
  // Moving the clock on runs what falls due meanwhile, as the scheduler's timer does in service
  // (awaited: what lapsed is expired once the promise resolves).
  const clock = {
    ...time,
    async advance(ms: number) {
      time.advance(ms);
      await services.scheduler.runDue();
    },
    async set(iso: string) {
      time.set(iso);
      await services.scheduler.runDue();
    },
  };
  const { app, services, repos } = createApp({
    store,
    clock,
    ids: sequentialIds(),
    urls: TEST_URLS,
    ...(options.webhooks ? { webhooks: options.webhooks } : {}),
    ...(options.clientLimit ? { clientLimit: options.clientLimit } : {}),
    ...(options.trustedProxy ? { trustedProxy: options.trustedProxy } : {}),
  });

  /** A request as a merchant (demo project by default). */
  const call = (
    method: string,
    path: string,
    body?: unknown,
    init: { key?: string | null; headers?: Record<string, string>; raw?: string } = {},
  ) => {
    const headers: Record<string, string> = { ...init.headers };
    const key = init.key === undefined ? TEST_KEYS.demo : init.key;
    if (key !== null) headers['authorization'] = basic(key);
    const payload = init.raw ?? (body === undefined ? undefined : JSON.stringify(body));
    if (payload !== undefined) headers['content-type'] ??= 'application/json';
    return app.request(path, {
      method,
      headers,
      ...(payload === undefined ? {} : { body: payload }),
    });
  };

  /** Calls and parses a success with `schema`, failing loudly on an unexpected status. */
  async function ok<S extends z.ZodMiniType>(
    schema: S,
    method: string,
    path: string,
    body?: unknown,
    init?: Parameters<typeof call>[3],
    status = 200,
  ): Promise<z.infer<S>> {
    const res = await call(method, path, body, init);
    const text = await res.text();
    if (res.status !== status) throw new Error(`${method} ${path}: ${res.status} ${text}`);
    return schema.parse(JSON.parse(text));
  }

  /** Calls and parses the error body, asserting the status. */
  async function fails(
    status: number,
    method: string,
    path: string,
    body?: unknown,
    init?: Parameters<typeof call>[3],
  ): Promise<ErrorBody['error']> {
    const res = await call(method, path, body, init);
    const text = await res.text();
    if (res.status !== status)
      throw new Error(`${method} ${path}: expected ${status}, got ${res.status} ${text}`);
    return errorBodySchema.parse(JSON.parse(text)).error;
  }

  return { app, store, clock, services, repos, call, ok, fails };
}
export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** Creates an order with a card transaction and pays it with `pan`: the order as then fetched. */
export async function paidCardOrder(
  t: TestApp,
  body: Record<string, unknown> = {},
  pan = '4111111111111111',
) {
  const created = await t.ok(orderSchema, 'POST', '/v1/orders/', {
    currency: 'EUR',
    amount: 3000,
    return_url: 'https://shop.example/ok',
    ...body,
    transactions: [
      { payment_method: 'credit-card', payment_method_details: { setup_token: true } },
    ],
  });
  const setupToken = created.transactions[0]?.payment_method_details?.setup_token ?? '';
  const { vault_token } = await t.ok(
    tokenResultSchema,
    'POST',
    '/v1/tokens/',
    { pan, expiry_date: '1230', setup_token: setupToken },
    { key: null },
  );
  await t.ok(
    cardPaymentResultSchema,
    'POST',
    '/v1/card/payments',
    { setup_token: setupToken, vault_token },
    { key: null },
  );
  return t.ok(orderSchema, 'GET', `/v1/orders/${created.id}/`);
}
