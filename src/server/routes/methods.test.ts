/**
 * The payment methods shop plugins offer, each with its simulated flow: iDEAL issuers, transfers
 * paid later with a reference (bank-transfer, viacash), American Express on the card form, and every
 * registry method through the bank page in a currency it supports.
 */
import { describe, expect, it } from 'vitest';
import {
  checkoutPaymentSchema,
  currenciesResultSchema,
  idealIssuerListSchema,
  searchOrdersResultSchema,
} from '../../shared/api/index.ts';
import {
  METHOD_CURRENCIES,
  PAYMENT_METHODS,
  isCardMethod,
  methodKind,
} from '../../shared/payment-methods.ts';
import { createTestApp } from '../test-app.ts';
import {
  CARDS,
  checkoutKey,
  createOrder,
  firstTx,
  getOrder,
  payByCard,
  postForm,
  RETURN_URL,
} from '../test-flows.ts';

describe('GET /v1/ideal/issuers/', () => {
  it('lists banks as {id, list_type, name}, with and without the trailing slash', async () => {
    const t = await createTestApp();
    for (const path of ['/v1/ideal/issuers/', '/v1/ideal/issuers', '/legacy/v1/ideal/issuers/']) {
      const issuers = await t.ok(idealIssuerListSchema, 'GET', path);
      expect(issuers).toContainEqual({ id: 'INGBNL2A', list_type: 'Nederland', name: 'ING' });
      expect(issuers.length).toBeGreaterThan(5);
    }
  });

  it('needs the API key', async () => {
    const t = await createTestApp();
    await t.fails(401, 'GET', '/v1/ideal/issuers/', undefined, { key: null });
  });

  it('names the chosen bank on the simulated bank page; an unknown issuer_id is accepted', async () => {
    const t = await createTestApp();
    const known = await createOrder(t, {
      transactions: [
        { payment_method: 'ideal', payment_method_details: { issuer_id: 'RABONL2U' } },
      ],
    });
    const page = await t.call('GET', `/sandbox/bank/${firstTx(known).id}/`, undefined, {
      key: null,
    });
    expect(await page.text()).toContain('Simulated ideal payment at Rabobank');
    const unknown = await createOrder(t, {
      transactions: [{ payment_method: 'ideal', payment_method_details: { issuer_id: '15' } }],
    });
    expect(firstTx(unknown).status).toBe('new');
  });
});

describe('bank transfer and viacash', () => {
  it('answers a bank transfer order processing, with the reference and the account to pay to', async () => {
    const t = await createTestApp();
    const order = await createOrder(t, { transactions: [{ payment_method: 'bank-transfer' }] });
    expect(order.status).toBe('processing');
    const tx = firstTx(order);
    expect(tx).toMatchObject({
      status: 'pending',
      payment_method_brand: 'sepa',
      expiration_period: 'P30D',
    });
    expect(tx.payment_method_details).toMatchObject({
      reference: expect.stringMatching(/^\d{16}$/) as unknown,
      creditor_iban: 'NL91ABNA0417164300',
      creditor_bic: 'ABNANL2A',
      creditor_account_holder_name: expect.any(String) as unknown,
      creditor_account_holder_city: 'Amsterdam',
      creditor_account_holder_country: 'NL',
    });
    // Still processing (not expired) long after the default 30 minutes of an unpaid order.
    await t.clock.advance(2 * 24 * 3600_000);
    expect((await getOrder(t, order.id)).status).toBe('processing');
  });

  it('completes when the tester says the money arrived', async () => {
    const t = await createTestApp();
    const order = await createOrder(t, {
      return_url: RETURN_URL,
      transactions: [{ payment_method: 'bank-transfer' }],
    });
    const tx = firstTx(order);
    const page = await t.call('GET', `/sandbox/bank/${tx.id}/`, undefined, { key: null });
    const text = await page.text();
    expect(text).toContain(String(tx.payment_method_details?.reference));
    expect(text).toContain('NL91ABNA0417164300');
    const res = await postForm(t, `/sandbox/bank/${tx.id}/`, 'paid');
    expect(res.status).toBe(303);
    const paid = await getOrder(t, order.id);
    expect(paid.status).toBe('completed');
    expect(firstTx(paid).status).toBe('completed');
  });

  it('keeps the merchant’s own expiration_period', async () => {
    const t = await createTestApp();
    const order = await createOrder(t, {
      expiration_period: 'PT15M',
      transactions: [{ payment_method: 'bank-transfer' }],
    });
    expect(firstTx(order).expiration_period).toBe('PT15M');
    await t.clock.advance(16 * 60_000);
    expect((await getOrder(t, order.id)).status).toBe('expired');
  });

  it('gives viacash a reference but no bank account', async () => {
    const t = await createTestApp();
    const order = await createOrder(t, { transactions: [{ payment_method: 'viacash' }] });
    expect(order.status).toBe('processing');
    const details = firstTx(order).payment_method_details;
    expect(details?.reference).toMatch(/^\d{16}$/);
    expect(details).not.toHaveProperty('creditor_iban');
  });

  it('starts a transfer chosen on the hosted page the same way', async () => {
    const t = await createTestApp();
    const order = await createOrder(t);
    const started = await t.ok(
      checkoutPaymentSchema,
      'POST',
      `/v1/checkout/${checkoutKey(order)}/transactions`,
      { payment_method: 'bank-transfer' },
      { key: null },
    );
    expect(started.payment_url).toMatch(/\/redirect\/.+\/to\/payment\/$/);
    const after = await getOrder(t, order.id);
    expect(after.status).toBe('processing');
    expect(firstTx(after).payment_method_details?.reference).toMatch(/^\d{16}$/);
  });
});

describe('American Express', () => {
  it('is paid on the card form with an Amex card', async () => {
    const t = await createTestApp();
    const order = await createOrder(t, {
      return_url: RETURN_URL,
      transactions: [{ payment_method: 'amex', payment_method_details: { setup_token: true } }],
    });
    const res = await t.call('GET', `/redirect/${firstTx(order).id}/to/payment/`, undefined, {
      key: null,
    });
    expect(res.headers.get('location')).toContain(`/pay/${order.id}/?method=amex#`);
    const setupToken = firstTx(order).payment_method_details?.setup_token ?? '';
    const result = await payByCard(t, setupToken, '378282246310005');
    expect(result.order_status).toBe('completed');
    expect(firstTx(await getOrder(t, order.id))).toMatchObject({
      payment_method: 'amex',
      payment_method_brand: 'amex',
      status: 'completed',
    });
  });

  it('declines another brand, and a retry stays an amex transaction', async () => {
    const t = await createTestApp();
    const order = await createOrder(t, {
      transactions: [{ payment_method: 'amex', payment_method_details: { setup_token: true } }],
    });
    const setupToken = firstTx(order).payment_method_details?.setup_token ?? '';
    const visa = await payByCard(t, setupToken, CARDS.approve);
    expect(visa.order_status).toBe('error');
    expect(visa.customer_message).toMatch(/American Express/);
    const retry = await payByCard(t, setupToken, '378282246310005');
    expect(retry.order_status).toBe('completed');
    const txs = (await getOrder(t, order.id)).transactions;
    expect(txs.map((tx) => tx.payment_method)).toEqual(['amex', 'amex']);
  });
});

describe('every registry method', () => {
  it('is enabled in its currencies, and a redirect or transfer method is decided on the bank page', async () => {
    const t = await createTestApp();
    const list = await t.ok(
      currenciesResultSchema,
      'GET',
      '/v1/merchants/self/projects/self/currencies',
    );
    for (const method of PAYMENT_METHODS) {
      expect(list.payment_methods[method]?.currencies, method).toEqual(METHOD_CURRENCIES[method]);
      if (isCardMethod(method)) continue;
      const currency = METHOD_CURRENCIES[method][0] ?? 'EUR';
      const order = await createOrder(t, {
        currency,
        transactions: [{ payment_method: method }],
      });
      const tx = firstTx(order);
      expect(order.status, method).toBe(
        methodKind(method) === 'bank-transfer' ? 'processing' : 'new',
      );
      expect((await postForm(t, `/sandbox/bank/${tx.id}/`, 'paid')).status, method).toBe(303);
      expect((await getOrder(t, order.id)).status, method).toBe('completed');
    }
  });

  it('refuses a method in a currency it does not support', async () => {
    const t = await createTestApp();
    const error = await t.fails(400, 'POST', '/v1/orders/', {
      currency: 'EUR',
      amount: 100,
      transactions: [{ payment_method: 'anyday-split' }],
    });
    expect(error.property_path).toBe('transactions[0].payment_method');
    expect(error.property_description).toMatch(/payment method/i);
  });
});

describe('POST /v1/search/orders/ without criteria', () => {
  it.each([
    ['no body', undefined],
    ['an empty object', '{}'],
    ['an empty array (PHP’s empty array)', '[]'],
  ])('answers every order for %s', async (_name, raw) => {
    const t = await createTestApp();
    await createOrder(t);
    await createOrder(t);
    const res = await t.call('POST', '/v1/search/orders/', undefined, raw ? { raw } : {});
    expect(res.status).toBe(200);
    expect(searchOrdersResultSchema.parse(await res.json()).hits).toBe(2);
  });
});
