/**
 * A small world for the security suites: a paid manual-capture order with lines, a payment link and a
 * card order with a setup token, all in the demo project; and, for every endpoint of the contract's
 * table, a concrete path and a valid body, so a suite can vary one thing at a time.
 */
import { ENDPOINTS, paymentLinkSchema, type Endpoint } from '../../shared/api/index.ts';
import type { TestApp } from '../test-app.ts';
import { paidCardOrder } from '../test-app.ts';
import { cardOrder, checkoutKey, createOrder, tokenize } from '../test-flows.ts';
import { tableNames } from '../test-store.ts';

export async function buildWorld(t: TestApp) {
  const paid = await paidCardOrder(t, {
    capture_mode: 'manual',
    order_lines: [{ name: 'Mug', amount: 1500, quantity: 2, merchant_order_line_id: 'mug' }],
  });
  const link = await t.ok(
    paymentLinkSchema,
    'POST',
    '/v1/paymentlinks/',
    { merchant_order_id: 'L-1', amount: 100, currency: 'EUR' },
    undefined,
    201,
  );
  const { setupToken } = await cardOrder(t);
  const { vault_token } = await tokenize(t, setupToken);
  const hosted = await createOrder(t);
  const key = checkoutKey(hosted);
  const txId = paid.transactions[0]?.id ?? '';
  const lineId = paid.order_lines?.[0]?.id ?? '';

  const paths: Record<string, string> = {
    id: paid.id,
    transaction_id: txId,
    key,
  };
  const bodies: Record<string, unknown> = {
    createOrder: { currency: 'EUR', amount: 100 },
    updateOrder: { description: 'changed' },
    createRefund: { amount: 1 },
    captureByAmount: { amount: 1 },
    voidByAmount: { amount: 1 },
    captureByOrderLines: { order_lines: [{ id: lineId, quantity: 1 }] },
    voidByOrderLines: { order_line: { id: lineId, quantity: 1 } },
    searchOrders: { merchant_order_id: 'x' },
    createPaymentLink: { merchant_order_id: 'L-2', amount: 100, currency: 'EUR' },
    createToken: { pan: '4111111111111111', expiry_date: '1230', setup_token: setupToken },
    startCheckoutPayment: { payment_method: 'ideal' },
    getCardSession: { setup_token: setupToken },
    payWithCard: { setup_token: setupToken, vault_token },
  };
  const queries: Record<string, string> = {
    listOrders: '?created_since=2020-01-01T00:00:00Z&created_until=2030-01-01T00:00:00Z',
  };

  /** The endpoint's path under /v1 with the world's ids, and its query string. */
  const urlOf = (endpoint: Endpoint, overrides: Record<string, string> = {}) => {
    const resolved = endpoint.path.replace(/\{(\w+)\}/g, (_, name: string) => {
      if (endpoint.path.startsWith('/paymentlinks') && name === 'id')
        return overrides[name] ?? link.id;
      return overrides[name] ?? paths[name] ?? '';
    });
    return `/v1${resolved}/${queries[endpoint.operationId] ?? ''}`;
  };

  return {
    paid,
    link,
    setupToken,
    vaultToken: vault_token,
    hosted,
    key,
    urlOf,
    bodies,
    endpoints: ENDPOINTS,
  };
}
export type World = Awaited<ReturnType<typeof buildWorld>>;

const countStatements = new WeakMap<TestApp['store'], Promise<{ tables: string[]; sql: string }>>();

/**
 * The per-client limit's own bookkeeping (on PostgreSQL): every attempt counts, refused or not, as
 * the in-memory count on SQLite does.
 */
const ATTEMPT_COUNTS = new Set(['client_limits', 'client_attempts']);

/**
 * Row counts of every table but the attempt counts: equal before and after a refused request, or
 * it wrote half.
 */
export async function tableCounts(t: TestApp): Promise<Record<string, number>> {
  let counts = countStatements.get(t.store);
  if (!counts) {
    // One statement for all tables, built once per database.
    counts = tableNames(t.store).then((all) => {
      const tables = all.filter((name) => !ATTEMPT_COUNTS.has(name));
      return {
        tables,
        sql: `SELECT ${tables.map((name, i) => `(SELECT COUNT(*) FROM "${name}") AS c${i}`).join(', ')}`,
      };
    });
    countStatements.set(t.store, counts);
  }
  const { tables, sql } = await counts;
  const row = (await t.store.get<Record<string, number>>(sql)) ?? {};
  return Object.fromEntries(tables.map((name, i) => [name, Number(row[`c${i}`] ?? 0)]));
}
