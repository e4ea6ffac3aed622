/** ginger-php-plugin-sdk 1.5.6 (on ginger-php) against a sandbox on loopback. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gingerPhp } from './clients/ginger-php.ts';
import { LINE_FIELDS, pluginSdk, readOrder, STUB_ORDER } from './clients/plugin-sdk.ts';
import { API_KEY, startSandbox, type Sandbox } from './harness.ts';
import { payAtBank } from './shopper.ts';

type Json = Record<string, unknown>;

let sandbox: Sandbox;
let sdk: ReturnType<typeof pluginSdk>;
beforeAll(async () => {
  sandbox = await startSandbox();
  // The SDK asks for ^2.1; getIdealIssuers needs 2.2 (2.3 removed it).
  sdk = pluginSdk(gingerPhp(sandbox.base, API_KEY, '2.2.0'));
});
afterAll(() => sandbox.stop());

const { order_lines: _lines, ...STUB_WITHOUT_LINES } = STUB_ORDER;
const txOf = (order: Json) => (order['transactions'] as Json[])[0] ?? {};

describe('ginger-php-plugin-sdk 1.5.6', () => {
  it('sends its stub order and reads the answer into entities (order without lines)', async () => {
    const order = await sdk.sendOrder(STUB_WITHOUT_LINES);
    expect(order).toMatchObject({ status: 'new', amount: 500, currency: 'EUR' });
    expect(txOf(order)['payment_url']).toMatch(/\/redirect\//);
    expect(order['customer']).toMatchObject({ locale: 'Ua_ua', country: 'UA' });
    expect(order).not.toHaveProperty('locale'); // an unset locale would fail its pattern
    await expect(sdk.getOrder(String(order['id']))).resolves.toMatchObject({ id: order['id'] });
  });

  it('cannot read order lines that carry the interface’s `id` (documented difference)', async () => {
    await expect(sdk.sendOrder(STUB_ORDER)).rejects.toThrow('Line: unknown named parameter $id');
    const raw = (await sdk.api.createOrder(STUB_ORDER)) as Json;
    const line = (raw['order_lines'] as Json[])[0] ?? {};
    expect(
      Object.keys(line).filter((k) => !(LINE_FIELDS as readonly string[]).includes(k)),
    ).toEqual(['id']);
  });

  it('lists iDEAL issuers as Issuer entities (exactly id, list_type, name)', async () => {
    expect((await sdk.getIdealIssuers()).length).toBeGreaterThan(0);
  });

  it('checks a method against a currency with the currency list', async () => {
    expect(await sdk.checkAvailabilityForPaymentMethodUsingCurrency('ideal', 'EUR')).toBe(true);
    expect(
      await sdk.checkAvailabilityForPaymentMethodUsingCurrency('klarna-direct-debit', 'EUR'),
    ).toBe(true);
    expect(await sdk.checkAvailabilityForPaymentMethodUsingCurrency('swish', 'EUR')).toBe(false);
    expect(await sdk.checkAvailabilityForPaymentMethodUsingCurrency('swish', 'SEK')).toBe(true);
  });

  it('captures a completed afterpay order, then sees it fully captured', async () => {
    const order = await sdk.sendOrder({
      ...STUB_WITHOUT_LINES,
      transactions: [
        { payment_method: 'afterpay', payment_method_details: { verified_terms_of_service: true } },
      ],
    });
    await payAtBank(String(txOf(order)['payment_url']));
    const paid = await sdk.getOrder(String(order['id']));
    expect(txOf(paid)).toMatchObject({ is_capturable: true, is_fully_captured: false });
    // Its refund refuses an authorisation not yet captured, before sending anything.
    await expect(sdk.refundOrder(String(order['id']), 100)).rejects.toThrow('not yet captured');
    await expect(sdk.captureOrderTransaction(String(order['id']))).resolves.toBe(true);
    const captured = await sdk.getOrder(String(order['id']));
    expect(txOf(captured)).toMatchObject({ is_capturable: false, is_fully_captured: true });
    expect(captured['flags']).toContain('has-captures');
  });

  it('has its refund body accepted: the fetched lines as its entities write them, or as fetched', async () => {
    for (const asFetched of [false, true]) {
      const raw = (await sdk.api.createOrder({
        ...STUB_ORDER,
        amount: 100,
        transactions: [{ payment_method: 'ideal' }],
      })) as Json;
      await payAtBank(String(txOf(raw)['payment_url']));
      const fetched = (await sdk.api.getOrder(String(raw['id']))) as Json;
      const lines = (fetched['order_lines'] as Json[]).map((line) =>
        asFetched
          ? line
          : Object.fromEntries(
              Object.entries(line).filter(([k]) => (LINE_FIELDS as readonly string[]).includes(k)),
            ),
      );
      const refunded = (await sdk.api.refundOrder(String(raw['id']), {
        amount: 100,
        description: 'Order refund',
        order_lines: lines,
      })) as Json;
      expect(refunded).toMatchObject({ status: 'completed', refunded_amount: 100 });
      expect(refunded['flags']).toContain('has-refunds');
    }
  });

  it('updates an order by PUTting its entity back (without events, is_capturable, ids, flags)', async () => {
    const order = await sdk.sendOrder(STUB_WITHOUT_LINES);
    const updated = await sdk.updateOrder({ ...order, merchant_order_id: 'WC-77' });
    expect(readOrder(updated)).toMatchObject({ id: order['id'], merchant_order_id: 'WC-77' });
  });

  it('turns an unknown order into OrderNotFoundException (any error of getOrder)', async () => {
    await expect(sdk.getOrder('123')).rejects.toThrow('NotFound(404)');
  });
});
