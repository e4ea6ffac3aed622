import { describe, expect, it } from 'vitest';
import { currenciesResultSchema } from './currencies.ts';
import { currenciesResult } from './fixtures.ts';
import { issuePaths } from './test-utils.ts';

describe('GET /v1/merchants/self/projects/self/currencies/ result', () => {
  it('maps each payment method to its currency codes', () => {
    const result = currenciesResultSchema.parse(currenciesResult);
    expect(result.payment_methods['credit-card']?.currencies).toEqual(['EUR', 'GBP', 'USD']);
    expect(Object.keys(result.payment_methods)).toEqual(['credit-card', 'ideal']);
  });

  it('accepts a project without payment methods', () => {
    expect(currenciesResultSchema.safeParse({ payment_methods: {} }).success).toBe(true);
  });

  it.each([
    [{}, ['payment_methods']],
    [{ payment_methods: ['ideal'] }, ['payment_methods']],
    [{ payment_methods: { ideal: ['EUR'] } }, ['payment_methods', 'ideal']],
    [{ payment_methods: { ideal: {} } }, ['payment_methods', 'ideal', 'currencies']],
    [
      { payment_methods: { ideal: { currencies: 'EUR' } } },
      ['payment_methods', 'ideal', 'currencies'],
    ],
    [
      { payment_methods: { ideal: { currencies: [978] } } },
      ['payment_methods', 'ideal', 'currencies', 0],
    ],
  ])('rejects %j', (result, path) => {
    expect(issuePaths(currenciesResultSchema, result)).toEqual([path]);
  });
});
