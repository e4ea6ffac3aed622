/** ginger-python 2.1.3 against a sandbox on loopback: its requests as it writes them, its reading. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gingerPython, ServerError, USER_AGENT } from './clients/ginger-python.ts';
import { API_KEY, startSandbox, type Sandbox } from './harness.ts';
import { payAtBank, payByCard } from './shopper.ts';

type Json = Record<string, unknown>;
type Order = Json & { id: string; status: string; transactions: Json[] };

let sandbox: Sandbox;
let client: ReturnType<typeof gingerPython>;
beforeAll(async () => {
  sandbox = await startSandbox();
  client = gingerPython(sandbox.base, API_KEY);
});
afterAll(() => sandbox.stop());

const create = async (data: Json) => (await client.createOrder(data)) as Order;
const get = async (id: string) => (await client.getOrder(id)) as Order;

describe('ginger-python 2.1.3', () => {
  it('runs examples/ideal-payment.py: issuers, then an iDEAL order with its payment URL', async () => {
    const issuers = (await client.getIdealIssuers()) as Json[];
    expect(issuers).toContainEqual({ id: 'INGBNL2A', list_type: 'Nederland', name: 'ING' });
    const order = await create({
      amount: 250,
      currency: 'EUR',
      transactions: [
        { payment_method: 'ideal', payment_method_details: { issuer_id: 'INGBNL2A' } },
      ],
    });
    expect(order.transactions[0]?.['payment_url']).toMatch(
      /^http:\/\/127\.0\.0\.1:\d+\/redirect\//,
    );
    expect(client.sent[0]).toMatchObject({ method: 'GET', path: '/ideal/issuers/' });
    expect(client.sent[0]?.headers).toContainEqual(['User-Agent', USER_AGENT]);
    expect(client.sent[0]?.headers.map(([name]) => name)).not.toContain('Content-Type');
  });

  it('runs examples/payment-with-method-selection.py: an order_url for the hosted page', async () => {
    const order = await create({ amount: 250, currency: 'EUR' });
    expect(order['order_url']).toMatch(new RegExp(`/pay/${order.id}/#`));
    expect(order.status).toBe('new');
  });

  it('reads a paid order, updates it, and refunds part of it', async () => {
    const order = await create({
      amount: 1500,
      currency: 'EUR',
      return_url: 'https://shop.example/return',
      transactions: [{ payment_method: 'ideal' }],
    });
    const back = await payAtBank(String(order.transactions[0]?.['payment_url']));
    expect(back).toBe(`https://shop.example/return?order_id=${order.id}&project_id=proj_demo`);
    expect((await get(order.id)).status).toBe('completed');
    const updated = (await client.updateOrder(order.id, { description: 'Order 42' })) as Order;
    expect(updated['description']).toBe('Order 42');
    const refunded = (await client.refundOrder(order.id, {
      amount: 500,
      description: 'damaged',
    })) as Order;
    expect(refunded).toMatchObject({ status: 'completed', refunded_amount: 500 });
    expect(refunded['flags']).toContain('has-refunds');
  });

  it('refunds everything with an empty dict, which it sends as no body at all', async () => {
    const order = await create({
      amount: 800,
      currency: 'EUR',
      transactions: [{ payment_method: 'paypal' }],
    });
    await payAtBank(String(order.transactions[0]?.['payment_url']));
    const refunded = (await client.refundOrder(order.id, {})) as Order;
    expect(refunded['refunded_amount']).toBe(800);
    const last = client.sent.at(-1);
    expect(last?.path).toBe(`/orders/${order.id}/refunds/`);
    expect(last?.headers).toContainEqual(['Content-Length', '0']);
  });

  it('captures an authorised card payment with an empty POST', async () => {
    const order = await create({
      amount: 2000,
      currency: 'EUR',
      capture_mode: 'manual',
      transactions: [{ payment_method: 'credit-card' }],
    });
    await payByCard(sandbox.base, String(order.transactions[0]?.['payment_url']));
    const paid = await get(order.id);
    expect(paid.transactions[0]).toMatchObject({
      transaction_type: 'authorization',
      is_capturable: true,
    });
    await expect(
      client.captureOrderTransaction(order.id, String(paid.transactions[0]?.['id'])),
    ).resolves.toBeUndefined();
    const captured = await get(order.id);
    expect(captured['flags']).toContain('has-captures');
    expect(captured.transactions[0]).toMatchObject({
      is_capturable: false,
      is_fully_captured: true,
    });
  });

  it('searches everything with send() and an empty dict (no body)', async () => {
    const result = (await client.send('POST', '/search/orders/', {})) as { hits: number };
    expect(result.hits).toBeGreaterThan(0);
  });

  it('raises ServerError "type(status): value" from the error body', async () => {
    await expect(client.getOrder('ord_nope')).rejects.toThrow(
      new ServerError('NotFound(404): Order not found'),
    );
    await expect(gingerPython(sandbox.base, 'sk_wrong_key_000').getOrder('x')).rejects.toThrow(
      /^Unauthorized\(401\): /,
    );
    await expect(client.createOrder({ amount: 0, currency: 'EUR' })).rejects.toThrow(
      /^ValidationError\(400\): amount must be at least 1$/,
    );
  });
});
