/**
 * The EMS Online WooCommerce plugin 1.3.18 against a sandbox on loopback: every gateway it offers,
 * paid as a shopper would, with its webhook and return handling, shipping capture and refunds.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startReceiver, type Receiver } from '../../src/server/webhooks/receiver.ts';
import { gingerPhp } from './clients/ginger-php.ts';
import { afterCreate, buildOrder, callbackUrl, wooCommerce } from './clients/woocommerce.ts';
import { API_KEY, startSandbox, type Sandbox } from './harness.ts';
import { payAtBank, payByCard } from './shopper.ts';

type Json = Record<string, unknown>;

/** Every gateway of WC_Ginger_BankConfig::$BANK_PAYMENT_METHODS, by its method id. */
const GATEWAYS = [
  'ideal',
  'bank-transfer',
  'credit-card',
  'bancontact',
  'klarna-pay-now',
  'paypal',
  'klarna-pay-later',
  'payconiq',
  'afterpay',
  'apple-pay',
  'pay-now',
  'amex',
  'viacash',
  'klarna-direct-debit',
  'google-pay',
  'sofort',
  'giropay',
  'swish',
  'mobilepay',
];
const CARD_PANS: Record<string, string> = {
  'credit-card': '5555555555554444',
  amex: '378282246310005',
};

let sandbox: Sandbox;
let shop: Receiver;
let woo: ReturnType<typeof wooCommerce>;
let home: string;
let wcOrder = 100;
beforeAll(async () => {
  sandbox = await startSandbox();
  shop = await startReceiver();
  home = shop.url.replace(/\/hooks$/, '/');
  woo = wooCommerce(gingerPhp(sandbox.base, API_KEY, '2.2.0'));
});
afterAll(async () => {
  await sandbox.stop();
  await shop.close();
});

async function createFor(gateway: string, currency = 'EUR') {
  const id = String(++wcOrder);
  const answer = (await woo.api.createOrder(buildOrder(gateway, id, home, currency))) as Json;
  return { id, answer, outcome: afterCreate(gateway, answer) };
}

/** Waits until the shop's callback received a webhook for `orderId` with the given status check. */
async function webhookFor(orderId: string, wcOrderId: string, until: (status: string) => boolean) {
  for (let i = 0; i < 200; i++) {
    const hooks = shop.received.filter((r) => (r.body as Json | null)?.['order_id'] === orderId);
    for (const hook of hooks) {
      const status = await woo.webhook(hook.body as Json, orderId, wcOrderId);
      if (status && until(status)) return { hook, status };
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`no webhook for ${orderId}`);
}

describe('EMS Online for WooCommerce 1.3.18', () => {
  it('shows each gateway only in currencies the service lists for it', async () => {
    expect(await woo.gatewaysFor('EUR', GATEWAYS)).toEqual(GATEWAYS.filter((g) => g !== 'swish'));
    expect(await woo.gatewaysFor('SEK', GATEWAYS)).toEqual([
      'credit-card',
      'apple-pay',
      'pay-now',
      'google-pay',
      'swish',
      'mobilepay',
    ]);
  });

  it('recognises a wrong API key by "Unauthorized(401)" in the error', async () => {
    await expect(gingerPhp(sandbox.base, 'sk_not_a_key_1234').getCurrencyList()).rejects.toThrow(
      /Unauthorized\(401\)/,
    );
  });

  it.each(GATEWAYS.filter((g) => g !== 'bank-transfer'))(
    'pays with %s: redirect, return to the callback, webhook completes the shop order',
    async (gateway) => {
      const currency = gateway === 'swish' ? 'SEK' : 'EUR';
      const { id, answer, outcome } = await createFor(gateway, currency);
      expect(outcome.result).toBe('success');
      const redirect = String(outcome.redirect);
      const back =
        gateway in CARD_PANS || gateway === 'pay-now'
          ? await payByCard(
              sandbox.base,
              redirect,
              CARD_PANS[gateway] ?? '4111111111111111',
              gateway === 'pay-now' ? 'credit-card' : gateway,
            )
          : await payAtBank(redirect);
      expect(back).toBe(
        `${callbackUrl(home)}&order_id=${String(answer['id'])}&project_id=proj_demo`,
      );
      expect(await woo.browserReturn(String(back))).toBe('thank-you');
      const { hook, status } = await webhookFor(String(answer['id']), id, (s) => s === 'completed');
      expect(status).toBe('completed');
      expect(hook.path).toBe('/?wc-api=woocommerce_ginger');
      expect(hook.body).toEqual({
        event: 'status_changed',
        order_id: answer['id'],
        project_id: 'proj_demo',
      });
    },
  );

  it('bank-transfer: keeps the reference from the create answer; processing until paid', async () => {
    const { id, answer, outcome } = await createFor('bank-transfer');
    expect(answer['status']).toBe('processing');
    expect(outcome.reference).toMatch(/^\d{16}$/);
    expect(outcome.account).toMatchObject({
      creditor_iban: expect.any(String) as unknown,
      creditor_bic: expect.any(String) as unknown,
      creditor_account_holder_name: expect.any(String) as unknown,
      creditor_account_holder_city: expect.any(String) as unknown,
    });
    const first = await webhookFor(String(answer['id']), id, (s) => s === 'processing');
    expect(first.status).toBe('processing');
    const tx = (answer['transactions'] as Json[])[0] ?? {};
    await payAtBank(String(tx['payment_url']));
    expect((await webhookFor(String(answer['id']), id, (s) => s === 'completed')).status).toBe(
      'completed',
    );
  });

  it('ships an afterpay order (capture), then refunds part of it with the basket lines', async () => {
    const { id, answer, outcome } = await createFor('afterpay');
    await payAtBank(String(outcome.redirect));
    await expect(woo.refund('afterpay', String(answer['id']), 1000, id)).rejects.toThrow(
      'Refunds only possible when captured',
    );
    expect(await woo.ship(String(answer['id']))).toBe(true);
    expect(await woo.ship(String(answer['id']))).toBe(false); // nothing left to capture
    const refunded = await woo.refund('afterpay', String(answer['id']), 1000, id);
    expect(refunded).toMatchObject({ status: 'completed', refunded_amount: 1000 });
    const second = await woo.refund('afterpay', String(answer['id']), 1915, id);
    expect(second['refunded_amount']).toBe(2915);
  });

  it('refunds a card order by amount, and refuses an unpaid one', async () => {
    const { id, answer, outcome } = await createFor('credit-card');
    await expect(woo.refund('credit-card', String(answer['id']), 100, id)).rejects.toThrow(
      'Only completed orders can be refunded',
    );
    await payByCard(sandbox.base, String(outcome.redirect));
    const refunded = await woo.refund('credit-card', String(answer['id']), 2915, id);
    expect(refunded['flags']).toContain('has-refunds');
  });

  it('reads a failed payment on return and in the webhook', async () => {
    const { id, answer, outcome } = await createFor('ideal');
    const back = await payAtBank(String(outcome.redirect), 'failed');
    expect(await woo.browserReturn(back)).toBe('checkout-again');
    expect((await webhookFor(String(answer['id']), id, (s) => s === 'failed')).status).toBe(
      'failed',
    );
  });
});
