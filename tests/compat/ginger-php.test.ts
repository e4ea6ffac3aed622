/** ginger-php 2.2.0 / 2.3.1 against a sandbox on loopback: its requests as cURL writes them. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gingerPhp, ServerError, USER_AGENT } from './clients/ginger-php.ts';
import { API_KEY, startSandbox, type Sandbox } from './harness.ts';
import { payAtBank, payByCard } from './shopper.ts';

type Json = Record<string, unknown>;
type Order = Json & { id: string; status: string; transactions: Json[] };

let sandbox: Sandbox;
let client: ReturnType<typeof gingerPhp>;
beforeAll(async () => {
  sandbox = await startSandbox();
  client = gingerPhp(sandbox.base, API_KEY);
});
afterAll(() => sandbox.stop());

const create = async (data: Json) => (await client.createOrder(data)) as Order;
const get = async (id: string) => (await client.getOrder(id)) as Order;

async function paidOrder(amount: number, method = 'ideal') {
  const order = await create({
    amount,
    currency: 'EUR',
    transactions: [{ payment_method: method }],
  });
  await payAtBank(String(order.transactions[0]?.['payment_url']));
  return get(order.id);
}

describe('ginger-php', () => {
  it('2.2.0 lists iDEAL issuers at /ideal/issuers (no trailing slash)', async () => {
    const old = gingerPhp(sandbox.base, API_KEY, '2.2.0');
    const issuers = (await old.getIdealIssuers()) as Json[];
    expect(issuers.every((i) => Object.keys(i).sort().join() === 'id,list_type,name')).toBe(true);
    expect(old.sent[0]?.path).toBe('/ideal/issuers');
  });

  it('runs examples/ideal-payment.php and payment-with-method-selection.php', async () => {
    const ideal = await create({
      amount: 250,
      currency: 'EUR',
      transactions: [
        { payment_method: 'ideal', payment_method_details: { issuer_id: 'INGBNL2A' } },
      ],
    });
    expect(ideal.transactions[0]?.['payment_url']).toMatch(/\/redirect\/.+\/to\/payment\/$/);
    const hosted = await create({ amount: 250, currency: 'EUR' });
    expect(hosted['order_url']).toMatch(/\/pay\//);
    expect(client.sent[0]?.headers).toContainEqual(['User-Agent', USER_AGENT]);
    expect(client.sent[0]?.headers).toContainEqual(['Content-Type', 'application/json']);
  });

  it('updates an order the README way: the whole fetched order PUT back', async () => {
    const order = await paidOrder(900);
    const fetched = await get(order.id);
    const updated = (await client.updateOrder(order.id, {
      ...fetched,
      description: 'New Order Description',
    })) as Order;
    expect(updated).toMatchObject({ description: 'New Order Description', status: 'completed' });
  });

  it('refunds as the README does, and everything with an empty array ([])', async () => {
    const order = await paidOrder(1000);
    const partial = (await client.refundOrder(order.id, {
      amount: 123,
      description: 'My refund',
    })) as Order;
    expect(partial).toMatchObject({ status: 'completed', refunded_amount: 123 });
    const rest = (await client.refundOrder(order.id, [])) as Order;
    expect(rest['refunded_amount']).toBe(1000);
    expect(client.sent.at(-1)?.body).toBe('[]');
  });

  it('captures with an empty POST that carries no Content-Length', async () => {
    const order = await create({
      amount: 700,
      currency: 'EUR',
      capture_mode: 'manual',
      transactions: [{ payment_method: 'credit-card' }],
    });
    await payByCard(sandbox.base, String(order.transactions[0]?.['payment_url']));
    const txId = String((await get(order.id)).transactions[0]?.['id']);
    await client.captureOrderTransaction(order.id, txId);
    const capture = client.sent.at(-1);
    expect(capture?.path).toBe(`/orders/${order.id}/transactions/${txId}/captures/`);
    expect(capture?.headers.map(([name]) => name)).not.toContain('Content-Length');
    expect((await get(order.id))['flags']).toContain('has-captures');
  });

  it('gets the currency list with every method of its test fixture', async () => {
    const list = (await client.getCurrencyList()) as {
      payment_methods: Record<string, { currencies: string[] }>;
    };
    for (const method of [
      'afterpay',
      'amex',
      'apple-pay',
      'bancontact',
      'bank-transfer',
      'credit-card',
      'google-pay',
      'ideal',
      'klarna-direct-debit',
      'klarna-pay-later',
      'klarna-pay-now',
      'payconiq',
      'paypal',
      'sofort',
    ])
      expect(list.payment_methods[method]?.currencies, method).toContain('EUR');
  });

  it('searches with send() and an empty PHP array', async () => {
    await create({ amount: 100, currency: 'EUR' });
    const result = (await client.send('POST', '/search/orders', [])) as { hits: number };
    expect(result.hits).toBeGreaterThan(0);
  });

  it('throws ServerError from an error body with type, status and value', async () => {
    await expect(client.getOrder('ord_nope')).rejects.toThrow(
      new ServerError('NotFound(404): Order not found'),
    );
    await expect(
      client.createOrder({
        currency: 'EUR',
        amount: 100,
        transactions: [{ payment_method: 'ideal', foo: 1 }],
      }),
    ).rejects.toThrow(/^ValidationError\(400\): transactions\[0\]\.foo is not a known field$/);
  });
});
