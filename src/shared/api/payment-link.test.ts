import { describe, expect, it } from 'vitest';
import { createPaymentLinkRequest, paymentLinkCompleted, paymentLinkNew } from './fixtures.ts';
import {
  createPaymentLinkRequestSchema,
  PAYMENT_LINK_MAX_ATTEMPTS,
  paymentLinkSchema,
} from './payment-link.ts';
import { issuePaths } from './test-utils.ts';

const minimal = { merchant_order_id: 'INV-1', amount: 4200, currency: 'EUR' };

describe('POST /v1/paymentlinks/ body', () => {
  it('accepts a link with every documented field', () => {
    expect(createPaymentLinkRequestSchema.parse(createPaymentLinkRequest)).toEqual(
      createPaymentLinkRequest,
    );
  });

  it('accepts a link with only the required fields', () => {
    expect(createPaymentLinkRequestSchema.safeParse(minimal).success).toBe(true);
  });

  it('allows several payment methods', () => {
    const body = { ...minimal, payment_methods: ['ideal', 'credit-card', 'bancontact'] };
    expect(createPaymentLinkRequestSchema.parse(body).payment_methods).toHaveLength(3);
  });

  it.each(['merchant_order_id', 'amount', 'currency'])('requires %s', (field) => {
    const body: Record<string, unknown> = { ...minimal };
    delete body[field];
    expect(issuePaths(createPaymentLinkRequestSchema, body)).toEqual([[field]]);
  });

  it.each([
    ['merchant_order_id', ''],
    ['amount', '4200'],
    ['amount', 0],
    ['currency', 'eur'],
    ['expiration_period', 'one month'],
    ['return_url', 'javascript:alert(1)'],
    ['locale', 'en-US'],
  ])('rejects %s %j', (field, value) => {
    expect(issuePaths(createPaymentLinkRequestSchema, { ...minimal, [field]: value })).toEqual([
      [field],
    ]);
  });

  it('rejects an unknown field', () => {
    expect(createPaymentLinkRequestSchema.safeParse({ ...minimal, max_uses: 3 }).success).toBe(
      false,
    );
  });
});

describe('payment link resource', () => {
  it('parses a new link with an empty orders object', () => {
    const link = paymentLinkSchema.parse(paymentLinkNew);
    expect(link.orders).toEqual({});
    expect(link.status).toBe('new');
  });

  it('parses a completed link with orders grouped by status', () => {
    const link = paymentLinkSchema.parse(paymentLinkCompleted);
    expect(link.orders.completed).toEqual([link.completed_order_id]);
    expect(link.orders.error).toHaveLength(1);
  });

  it.each([
    ['orders', { completed: 'o_1' }, ['orders', 'completed']],
    ['orders', [], ['orders']],
    ['amount', 42.5, ['amount']],
    ['reason', null, ['reason']],
  ])('rejects %s %j', (field, value, path) => {
    expect(issuePaths(paymentLinkSchema, { ...paymentLinkNew, [field]: value })).toEqual([path]);
  });

  it.each(['id', 'merchant_order_id', 'payment_url', 'status', 'orders', 'created'])(
    'requires %s',
    (field) => {
      const link: Record<string, unknown> = { ...paymentLinkNew };
      delete link[field];
      expect(issuePaths(paymentLinkSchema, link)).toEqual([[field]]);
    },
  );

  it('allows the 25 attempts of the interface', () => {
    expect(PAYMENT_LINK_MAX_ATTEMPTS).toBe(25);
  });
});
