import { describe, expect, it } from 'vitest';
import { orderHosted, searchOrdersRequest, searchOrdersResult } from './fixtures.ts';
import { searchOrdersRequestSchema, searchOrdersResultSchema } from './search.ts';
import { issuePaths } from './test-utils.ts';

describe('POST /v1/search/orders/ body', () => {
  it('accepts a search by merchant_order_id', () => {
    expect(searchOrdersRequestSchema.parse(searchOrdersRequest)).toEqual({
      merchant_order_id: 'SHOP-1043',
    });
  });

  it('accepts an empty criteria object', () => {
    expect(searchOrdersRequestSchema.safeParse({}).success).toBe(true);
  });

  it('accepts combined criteria with a status list', () => {
    const body = {
      status: ['completed', 'cancelled'],
      currency: 'EUR',
      payment_method: 'ideal',
      amount_min: 0,
      amount_max: 10000,
      created_since: '2025-01-01T00:00:00Z',
      created_until: '2025-02-01T00:00:00Z',
      limit: 50,
      offset: 100,
    };
    expect(searchOrdersRequestSchema.safeParse(body).success).toBe(true);
  });

  it.each([
    ['status', []],
    ['currency', 'eur'],
    ['amount_min', -1],
    ['limit', 0],
    ['limit', 1001],
    ['created_since', 'yesterday'],
  ])('rejects %s %j', (field, value) => {
    expect(issuePaths(searchOrdersRequestSchema, { [field]: value })[0]).toEqual([field]);
  });

  it('rejects an unknown criterion', () => {
    const result = searchOrdersRequestSchema.safeParse({ customer_email: 'a@example.com' });
    expect(result.error?.issues[0]).toMatchObject({
      code: 'unrecognized_keys',
      keys: ['customer_email'],
    });
  });
});

describe('search result', () => {
  it('parses hits and orders carrying amount, description and currency', () => {
    const result = searchOrdersResultSchema.parse(searchOrdersResult);
    expect(result.hits).toBe(1);
    expect(result.orders[0]).toMatchObject({
      amount: 995,
      currency: 'EUR',
      description: 'Order SHOP-1043',
    });
  });

  it('allows hits above the page of orders', () => {
    const result = { hits: 250, orders: [orderHosted] };
    expect(searchOrdersResultSchema.safeParse(result).success).toBe(true);
  });

  it.each([
    [{ orders: [] }, ['hits']],
    [{ hits: '1', orders: [] }, ['hits']],
    [{ hits: 1 }, ['orders']],
    [{ hits: 1, orders: [{ ...orderHosted, amount: '4485' }] }, ['orders', 0, 'amount']],
  ])('rejects %j', (result, path) => {
    expect(issuePaths(searchOrdersResultSchema, result)).toContainEqual(path);
  });
});
