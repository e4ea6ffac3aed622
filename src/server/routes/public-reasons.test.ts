/**
 * The public answers' reason codes (the browser localises them) and the market order of the hosted
 * page's methods.
 */
import { describe, expect, it } from 'vitest';
import { checkoutOrderSchema, checkoutPaymentSchema } from '../../shared/api/index.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { CARDS, checkoutKey, createOrder, payByCard, postForm } from '../test-flows.ts';

const PUBLIC = { key: null };
const view = (t: TestApp, key: string) =>
  t.ok(checkoutOrderSchema, 'GET', `/v1/checkout/${key}`, undefined, PUBLIC);
const start = (t: TestApp, key: string, payment_method: string) =>
  t.ok(
    checkoutPaymentSchema,
    'POST',
    `/v1/checkout/${key}/transactions`,
    { payment_method },
    PUBLIC,
  );

/** A hosted order's card attempt paid with `pan`: the card answer and the page's view after it. */
async function cardAttempt(t: TestApp, pan: string) {
  const order = await createOrder(t);
  const key = checkoutKey(order);
  const card = await start(t, key, 'credit-card');
  const result = await payByCard(t, card.setup_token ?? '', pan);
  return { key, card, result, seen: await view(t, key) };
}

describe('reason codes in the public answers', () => {
  it.each([
    [CARDS.decline, 'card.declined'],
    ['4000000000009995', 'card.declined.insufficient_funds'],
    ['4000000000000069', 'card.declined.expired'],
  ])(
    'a card %s declined answers %s, in the card answer and the last attempt',
    async (pan, code) => {
      const t = await createTestApp();
      const { result, seen } = await cardAttempt(t, pan);
      expect(result).toMatchObject({ transaction_status: 'error', reason_code: code });
      expect(seen.last_attempt?.reason_code).toBe(code);
    },
  );

  it('answers no reason for an approved card or a pending challenge', async () => {
    const t = await createTestApp();
    expect((await cardAttempt(t, CARDS.approve)).result.reason_code).toBeNull();
    const challenged = await cardAttempt(t, CARDS.challenge);
    expect(challenged.result.reason_code).toBeNull();
    expect(challenged.seen.last_attempt?.reason_code).toBeNull();
  });

  it.each([
    ['failed', 'card.3ds.failed'],
    ['cancelled', 'card.3ds.cancelled'],
  ])('a 3-D Secure challenge %s answers %s', async (outcome, code) => {
    const t = await createTestApp();
    const { key, card } = await cardAttempt(t, CARDS.challenge);
    await postForm(t, `/sandbox/3ds/${card.transaction_id}/`, outcome);
    const seen = await view(t, key);
    expect(seen.status).toBe('error');
    expect(seen.last_attempt?.reason_code).toBe(code);
  });

  it('a redirect method that failed at the bank answers payment.failed', async () => {
    const t = await createTestApp();
    const order = await createOrder(t);
    const key = checkoutKey(order);
    const ideal = await start(t, key, 'ideal');
    await postForm(t, `/sandbox/bank/${ideal.transaction_id}/`, 'failed');
    expect((await view(t, key)).last_attempt).toMatchObject({
      payment_method: 'ideal',
      reason_code: 'payment.failed',
    });
  });
});

describe('the hosted page’s methods, in the customer’s market order', () => {
  const methodsFor = async (body: Parameters<typeof createOrder>[1]) => {
    const t = await createTestApp();
    return view(t, checkoutKey(await createOrder(t, body)));
  };

  it('puts Bancontact first for a Belgian customer, whatever the page language', async () => {
    const seen = await methodsFor({ locale: 'en-GB', customer: { country: 'BE' } });
    expect(seen.payment_methods[0]).toBe('bancontact');
  });

  it('reads the billing country before the customer’s own', async () => {
    const seen = await methodsFor({
      customer: {
        country: 'BE',
        additional_addresses: [{ address_type: 'billing', country: 'NL' }],
      },
    });
    expect(seen.payment_methods[0]).toBe('ideal');
  });

  it('falls back on the locale, then on the currency', async () => {
    expect((await methodsFor({ locale: 'fr-BE' })).payment_methods[0]).toBe('bancontact');
    expect((await methodsFor({ locale: 'nl-NL' })).payment_methods[0]).toBe('ideal');
    const sek = await methodsFor({ currency: 'SEK' });
    expect(sek.payment_methods[0]).toBe('swish');
  });

  it('offers one MobilePay in Denmark and names Vipps for Norway', async () => {
    const dk = await methodsFor({ currency: 'DKK' });
    expect(dk.payment_methods.slice(0, 2)).toEqual(['credit-card', 'mobilepay']);
    expect(dk.payment_methods).not.toContain('vipps-mobilepay');
    expect(dk.method_names).toBeUndefined();
    const no = await methodsFor({ currency: 'NOK', locale: 'no-NO' });
    expect(no.payment_methods[0]).toBe('vipps-mobilepay');
    expect(no.payment_methods).not.toContain('mobilepay');
    expect(no.method_names).toEqual([{ method: 'vipps-mobilepay', name: 'vipps' }]);
  });

  it('never sends the customer’s country, and refuses the app id it did not offer', async () => {
    const t = await createTestApp();
    const order = await createOrder(t, { currency: 'DKK', customer: { country: 'DK' } });
    const res = await t.call('GET', `/v1/checkout/${checkoutKey(order)}`, undefined, PUBLIC);
    expect(await res.text()).not.toMatch(/"DK"|country/);
    const error = await t.fails(
      400,
      'POST',
      `/v1/checkout/${checkoutKey(order)}/transactions`,
      { payment_method: 'vipps-mobilepay' },
      PUBLIC,
    );
    expect(error.property_path).toBe('payment_method');
  });
});
