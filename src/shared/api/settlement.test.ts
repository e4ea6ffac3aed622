import { describe, expect, it } from 'vitest';
import {
  captureByAmountRequest,
  orderLineObjectRequest,
  orderLinesArrayRequest,
  refundByAmountRequest,
  refundByOrderLinesRequest,
  voidByAmountRequest,
} from './fixtures.ts';
import {
  captureByAmountRequestSchema,
  captureByOrderLinesRequestSchema,
  refundRequestSchema,
  voidByAmountRequestSchema,
  voidByOrderLinesRequestSchema,
} from './settlement.ts';
import { issuePaths } from './test-utils.ts';

describe('POST /v1/orders/{id}/refunds/ body', () => {
  it.each([
    ['by amount', refundByAmountRequest],
    ['by order lines', refundByOrderLinesRequest],
    ['by amount and order lines', { ...refundByOrderLinesRequest, amount: 1995 }],
    ['with a null description', { amount: 100, description: null }],
  ])('accepts a refund %s', (_name, body) => {
    expect(refundRequestSchema.safeParse(body).success).toBe(true);
  });

  it('accepts a body with neither amount nor order_lines (a full refund)', () => {
    expect(refundRequestSchema.safeParse({ description: 'Goodwill' }).success).toBe(true);
    expect(refundRequestSchema.safeParse({}).success).toBe(true);
  });

  it('accepts order lines as fetched from the order, and the currency plugins add', () => {
    const line = {
      id: 'ol_1',
      type: 'physical',
      merchant_order_line_id: 'sku-1',
      name: 'Milk',
      url: 'https://shop.example/milk',
      image_url: 'https://shop.example/milk.png',
      currency: 'EUR',
      amount: 100,
      quantity: 1,
      vat_percentage: 2100,
      discount_rate: 0,
      ean: '8712345678906',
    };
    const body = { amount: 100, currency: 'EUR', order_lines: [line] };
    expect(refundRequestSchema.safeParse(body).success).toBe(true);
  });

  it.each([0, -100, 12.5, '500'])('rejects amount %j', (amount) => {
    expect(issuePaths(refundRequestSchema, { amount })).toContainEqual(['amount']);
  });

  it('accepts an empty order_lines array (the plugin SDK sends one for an order without lines)', () => {
    expect(refundRequestSchema.safeParse({ amount: 100, order_lines: [] }).success).toBe(true);
  });

  it('rejects a line that names no line', () => {
    const body = { order_lines: [{ quantity: 1, name: 'Milk' }] };
    expect(issuePaths(refundRequestSchema, body)).toEqual([['order_lines', 0, 'id']]);
  });

  it('rejects an order line with quantity 0', () => {
    const body = { order_lines: [{ id: 'ol_1', quantity: 0 }] };
    expect(issuePaths(refundRequestSchema, body)).toEqual([['order_lines', 0, 'quantity']]);
  });

  it('rejects an unknown field', () => {
    expect(refundRequestSchema.safeParse({ amount: 100, reason: 'x' }).success).toBe(false);
  });
});

describe.each([
  ['captures', captureByAmountRequestSchema, captureByAmountRequest],
  ['voids', voidByAmountRequestSchema, voidByAmountRequest],
])('POST /v1/orders/{id}/transactions/{transaction_id}/%s/amount/ body', (_kind, schema, body) => {
  it('accepts an amount with a description', () => {
    expect(schema.parse(body)).toEqual(body);
  });

  it('accepts an amount alone', () => {
    expect(schema.safeParse({ amount: 1 }).success).toBe(true);
  });

  it.each([undefined, 0, -1, 9.5, '100'])('rejects amount %j', (amount) => {
    expect(issuePaths(schema, { description: 'x', amount })).toContainEqual(['amount']);
  });

  it('rejects order lines on the amount endpoint', () => {
    const result = schema.safeParse({ ...body, order_lines: [{ id: 'ol_1', quantity: 1 }] });
    expect(result.success).toBe(false);
  });
});

describe.each([
  ['captures', captureByOrderLinesRequestSchema],
  ['voids', voidByOrderLinesRequestSchema],
])('POST /v1/orders/{id}/transactions/{transaction_id}/%s/orderlines/ body', (_kind, schema) => {
  it('accepts the order_lines array of {id, quantity}', () => {
    expect(schema.parse(orderLinesArrayRequest).order_lines).toEqual([{ id: 'ol_1', quantity: 1 }]);
  });

  it('accepts the order_line object with merchant_order_line_id', () => {
    expect(schema.parse(orderLineObjectRequest).order_line).toEqual({
      merchant_order_line_id: 'SKU-TSHIRT-M',
      quantity: 1,
    });
  });

  it('accepts the order_line object with the service id', () => {
    expect(schema.safeParse({ order_line: { id: 'ol_2', quantity: 1 } }).success).toBe(true);
  });

  it('rejects a body with both forms', () => {
    const body = { ...orderLinesArrayRequest, order_line: orderLineObjectRequest.order_line };
    expect(issuePaths(schema, body)).toEqual([['order_lines']]);
  });

  it('rejects a body with neither form', () => {
    expect(issuePaths(schema, { description: 'Parcel' })).toEqual([['order_lines']]);
  });

  it('rejects a line with neither id nor merchant_order_line_id', () => {
    expect(issuePaths(schema, { order_lines: [{ quantity: 1 }] })).toContainEqual([
      'order_lines',
      0,
      'id',
    ]);
  });

  it.each([0, -1, 1.5])('rejects quantity %j in either form', (quantity) => {
    expect(issuePaths(schema, { order_lines: [{ id: 'ol_1', quantity }] })).toContainEqual([
      'order_lines',
      0,
      'quantity',
    ]);
    const object = { order_line: { merchant_order_line_id: 'SKU', quantity } };
    expect(issuePaths(schema, object)).toContainEqual(['order_line', 'quantity']);
  });

  it('rejects an empty order_lines array', () => {
    expect(issuePaths(schema, { order_lines: [] })).toContainEqual(['order_lines']);
  });
});
