/**
 * Steps the server tests share: orders in each shape, the card flow (setup token → vault token →
 * payment), the simulated bank and 3-D Secure forms, and read-only looks into the database.
 */
import {
  cardPaymentResultSchema,
  orderSchema,
  tokenResultSchema,
  type CreateOrderRequest,
  type Order,
} from '../shared/api/index.ts';
import type { TestApp } from './test-app.ts';
import { tableNames } from './test-store.ts';

export const RETURN_URL = 'https://shop.example/return';
export const FAILURE_URL = 'https://shop.example/failed';
/** A future expiry (MMYY) for the manual clock's start (January 2026). */
export const FUTURE_EXPIRY = '1230';

export const CARDS = {
  approve: '4111111111111111',
  decline: '4000000000000002',
  challenge: '4000000000003220',
} as const;

/** Creates an order as the demo project and parses it. */
export const createOrder = (t: TestApp, body: Partial<CreateOrderRequest> = {}, key?: string) =>
  t.ok(
    orderSchema,
    'POST',
    '/v1/orders/',
    { currency: 'EUR', amount: 995, ...body },
    key ? { key } : {},
  );

export const getOrder = (t: TestApp, id: string) => t.ok(orderSchema, 'GET', `/v1/orders/${id}/`);

/** A card order that asks for a setup token; returns the order and the token. */
export async function cardOrder(t: TestApp, body: Partial<CreateOrderRequest> = {}, key?: string) {
  const order = await createOrder(
    t,
    {
      return_url: RETURN_URL,
      transactions: [
        { payment_method: 'credit-card', payment_method_details: { setup_token: true } },
      ],
      ...body,
    },
    key,
  );
  const setupToken = order.transactions[0]?.payment_method_details?.setup_token;
  if (typeof setupToken !== 'string') throw new Error('no setup token in the order');
  return { order, setupToken };
}

export const tokenize = (t: TestApp, setupToken: string, pan: string = CARDS.approve) =>
  t.ok(
    tokenResultSchema,
    'POST',
    '/v1/tokens/',
    { pan, expiry_date: FUTURE_EXPIRY, setup_token: setupToken },
    { key: null },
  );

/** Tokenizes `pan` and pays the setup token's order with it. */
export async function payByCard(t: TestApp, setupToken: string, pan: string = CARDS.approve) {
  const { vault_token } = await tokenize(t, setupToken, pan);
  return t.ok(
    cardPaymentResultSchema,
    'POST',
    '/v1/card/payments',
    { setup_token: setupToken, vault_token },
    { key: null },
  );
}

/** Posts the outcome a tester picks on a sandbox page, as the browser's form does. */
export const postForm = (t: TestApp, path: string, outcome: string) =>
  t.call('POST', path, undefined, {
    key: null,
    raw: new URLSearchParams({ outcome }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });

export const firstTx = (order: Order) => {
  const tx = order.transactions[0];
  if (!tx) throw new Error(`order ${order.id} has no transaction`);
  return tx;
};

/** The capability key of a hosted order: the fragment of its `order_url`. */
export const checkoutKey = (order: Order) => {
  const key = order.order_url?.split('#')[1];
  if (!key) throw new Error(`order ${order.id} has no order_url`);
  return key;
};

/** Every row of every table, for "the database never holds X" checks. */
export async function dumpDatabase(t: TestApp): Promise<string> {
  const tables = [];
  for (const name of await tableNames(t.store))
    tables.push({ name, rows: await t.store.all(`select * from "${name}"`) });
  return JSON.stringify(tables);
}

/** The recorded status changes of an order, oldest first. */
export const statusEvents = async (t: TestApp, orderId: string) =>
  (
    await t.store.all<{ from_status: string | null; to_status: string }>(
      'select from_status, to_status from status_events where order_id = ? order by id',
      [orderId],
    )
  ).map((e) => [e.from_status, e.to_status]);

/** A Luhn-valid number: `prefix`, padded with zeros to `length`, plus its check digit. */
export function luhnNumber(prefix: string, length: number): string {
  const body = prefix.padEnd(length - 1, '0');
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    let digit = Number(body[body.length - 1 - i]);
    if (i % 2 === 0) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return body + String((10 - (sum % 10)) % 10);
}
