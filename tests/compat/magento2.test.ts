/** The EMS Online Magento 2 plugin 2.0.12 against a sandbox on loopback. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gingerPhp } from './clients/ginger-php.ts';
import { startReceiver, type Receiver } from '../../src/server/webhooks/receiver.ts';
import { buildOrder, magento2 } from './clients/magento2.ts';
import { API_KEY, startSandbox, type Sandbox } from './harness.ts';
import { payAtBank, payByCard } from './shopper.ts';

type Json = Record<string, unknown>;

const METHODS = [
  'afterpay',
  'amex',
  'apple-pay',
  'bancontact',
  'bank-transfer',
  'credit-card',
  'giropay',
  'google-pay',
  'ideal',
  'klarna-pay-later',
  'klarna-pay-now',
  'klarna-direct-debit',
  'mobilepay',
  'payconiq',
  'paypal',
  'swish',
];

let sandbox: Sandbox;
let store: Receiver;
let magento: ReturnType<typeof magento2>;
let increment = 1_000_000_100;
beforeAll(async () => {
  sandbox = await startSandbox();
  store = await startReceiver();
  magento = magento2(gingerPhp(sandbox.base, API_KEY));
});
afterAll(async () => {
  await sandbox.stop();
  await store.close();
});

async function placed(method: string, currency = 'EUR') {
  const answer = (await magento.api.createOrder(
    buildOrder(method, String(++increment), store.url.replace(/\/hooks$/, ''), currency),
  )) as Json;
  return { answer, id: String(answer['id']), next: magento.afterCreate(method, answer) };
}

async function paid(method: string, currency = 'EUR') {
  const order = await placed(method, currency);
  const url = order.next.redirect ?? '';
  if (method === 'credit-card' || method === 'amex')
    await payByCard(
      sandbox.base,
      url,
      method === 'amex' ? '378282246310005' : '4111111111111111',
      method,
    );
  else await payAtBank(url);
  return order;
}

describe('EMS Online for Magento 2, 2.0.12', () => {
  it('sends order line quantities as PHP floats (2.0), which are read as whole numbers', async () => {
    const { answer } = await placed('ideal');
    expect(magento.api.sent.at(-1)?.body).toContain('"quantity":2.0');
    expect((answer['order_lines'] as Json[])[0]).toMatchObject({
      quantity: 2,
      merchant_order_line_id: '12',
    });
  });

  it.each(METHODS.filter((m) => m !== 'bank-transfer'))(
    'pays with %s and reads it completed on return',
    async (method) => {
      const { id } = await paid(method, method === 'swish' ? 'SEK' : 'EUR');
      expect(await magento.process(id)).toBe('completed');
    },
  );

  it('keeps the bank transfer reference for its mail; the order is processing', async () => {
    const { id, next } = await placed('bank-transfer');
    expect(next).toMatchObject({
      redirect: 'success',
      reference: expect.stringMatching(/^\d{16}$/) as unknown,
    });
    expect(await magento.process(id)).toBe('processing');
  });

  it('receives the status webhooks on its webhook controller', async () => {
    const { id } = await paid('ideal');
    for (
      let i = 0;
      i < 200 && !store.received.some((r) => (r.body as Json)['order_id'] === id);
      i++
    )
      await new Promise((resolve) => setTimeout(resolve, 25));
    const hook = store.received.find((r) => (r.body as Json)['order_id'] === id);
    expect(hook?.path).toBe('/ginger/checkout/webhook/');
    expect(hook?.body).toEqual({ event: 'status_changed', order_id: id, project_id: 'proj_demo' });
  });

  it('reads a cancelled and an expired payment', async () => {
    const cancelled = await placed('ideal');
    await payAtBank(cancelled.next.redirect ?? '', 'cancelled');
    expect(await magento.process(cancelled.id)).toBe('cancelled');
    const expired = await placed('paypal');
    await payAtBank(expired.next.redirect ?? '', 'expired');
    expect(await magento.process(expired.id)).toBe('expired');
  });

  it('refunds by amount with the currency it adds', async () => {
    const { id } = await paid('ideal');
    const answer = await magento.refund(id, 1000);
    expect(answer).toMatchObject({ status: 'completed', refunded_amount: 1000 });
  });

  it('captures afterpay on shipment, then refunds credit-memo lines (with shipping)', async () => {
    const { id } = await paid('afterpay');
    await magento.capture(id);
    const one = await magento.refund(id, 1700, [{ id: '12', qty: 1 }]);
    expect(one['refunded_amount']).toBe(1700);
    const rest = await magento.refund(id, 3290, [
      { id: '12', qty: 1 },
      { id: 'shipping', qty: 1 },
    ]);
    expect(rest['refunded_amount']).toBe(4990);
    const details = (await magento.api.send(
      'GET',
      `/orders/${id}?fields[]=order_line_details`,
    )) as {
      order_line_details: Json[];
    };
    expect(details.order_line_details.map((l) => l['refunded_quantity'])).toEqual([2, 1]);
  });

  it('is refused a refund in another currency than the order’s', async () => {
    const { id } = await paid('swish', 'SEK');
    await expect(magento.refund(id, 100)).rejects.toThrow(
      /^ValidationError\(400\): currency must be the order's currency, SEK$/,
    );
  });
});
