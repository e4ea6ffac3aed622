import { describe, expect, it } from 'vitest';
import { checkoutOrderSchema, currenciesResultSchema } from '../../shared/api/index.ts';
import { createTestApp, TEST_KEYS } from '../test-app.ts';
import { checkoutKey, createOrder } from '../test-flows.ts';

const PATH = '/v1/merchants/self/projects/self/currencies';

describe('GET /v1/merchants/self/projects/self/currencies', () => {
  it.each([PATH, `${PATH}/`, `/legacy${PATH}`])(
    'lists the currencies of each payment method at %s',
    async (path) => {
      const t = await createTestApp();
      const { payment_methods } = await t.ok(currenciesResultSchema, 'GET', path);
      expect(payment_methods['credit-card']?.currencies).toEqual(
        expect.arrayContaining(['EUR', 'USD', 'GBP', 'SEK']),
      );
      expect(payment_methods['ideal']).toEqual({ currencies: ['EUR'] });
      expect(payment_methods['swish']).toEqual({ currencies: ['SEK'] });
    },
  );

  it('answers each project with its own configuration', async () => {
    const t = await createTestApp();
    await t.repos.projects.setCurrencies('proj_demo', { ideal: ['EUR'], swish: ['SEK'] });
    const demo = await t.ok(currenciesResultSchema, 'GET', PATH);
    expect(demo).toEqual({
      payment_methods: { ideal: { currencies: ['EUR'] }, swish: { currencies: ['SEK'] } },
    });
    const other = await t.ok(currenciesResultSchema, 'GET', PATH, undefined, {
      key: TEST_KEYS.other,
    });
    expect(other.payment_methods['credit-card']).toBeDefined();
  });

  it('requires the API key', async () => {
    const t = await createTestApp();
    await t.fails(401, 'GET', PATH, undefined, { key: null });
  });
});

describe('per-project currencies', () => {
  it('decide which currencies and methods orders accept', async () => {
    const t = await createTestApp();
    await t.repos.projects.setCurrencies('proj_demo', {
      'credit-card': ['EUR', 'ISK'],
      ideal: ['EUR'],
    });

    const isk = await createOrder(t, {
      currency: 'ISK',
      transactions: [{ payment_method: 'credit-card' }],
    });
    expect(isk.currency).toBe('ISK');

    const usd = await t.fails(400, 'POST', '/v1/orders/', { currency: 'USD', amount: 100 });
    expect(usd.property_path).toBe('currency');

    const swish = await t.fails(400, 'POST', '/v1/orders/', {
      currency: 'EUR',
      amount: 100,
      transactions: [{ payment_method: 'swish' }],
    });
    expect(swish.property_path).toBe('transactions[0].payment_method');

    const restricted = await t.fails(400, 'POST', '/v1/orders/', {
      currency: 'EUR',
      amount: 100,
      payment_methods: ['swish'],
    });
    expect(restricted.property_path).toBe('payment_methods[0]');

    // the other project keeps the defaults
    await createOrder(t, { currency: 'USD' }, TEST_KEYS.other);
  });

  it('decide what the hosted page offers', async () => {
    const t = await createTestApp();
    const order = await createOrder(t);
    await t.repos.projects.setCurrencies('proj_demo', { ideal: ['EUR'], bancontact: ['EUR'] });
    const seen = await t.ok(
      checkoutOrderSchema,
      'GET',
      `/v1/checkout/${checkoutKey(order)}`,
      undefined,
      { key: null },
    );
    expect(seen.payment_methods).toEqual(['ideal', 'bancontact']);
  });
});
