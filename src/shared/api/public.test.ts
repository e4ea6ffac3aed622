import { describe, expect, it } from 'vitest';
import {
  cardPaymentRequest,
  cardPaymentResult,
  cardSession,
  cardSessionRequest,
  checkoutOrder,
  checkoutPaymentCard,
  checkoutPaymentRequest,
} from './fixtures.ts';
import { orderSchema } from './order.ts';
import * as publicApi from './public.ts';
import {
  cardPaymentRequestSchema,
  cardPaymentResultSchema,
  cardSessionRequestSchema,
  cardSessionSchema,
  checkoutOrderSchema,
  checkoutPaymentRequestSchema,
  checkoutPaymentSchema,
} from './public.ts';
import { deepKeys, issuePaths } from './test-utils.ts';

describe('public browser schemas', () => {
  it.each([
    ['checkout order', checkoutOrderSchema, checkoutOrder],
    ['checkout payment request', checkoutPaymentRequestSchema, checkoutPaymentRequest],
    ['checkout payment', checkoutPaymentSchema, checkoutPaymentCard],
    ['card session request', cardSessionRequestSchema, cardSessionRequest],
    ['card session', cardSessionSchema, cardSession],
    ['card payment request', cardPaymentRequestSchema, cardPaymentRequest],
    ['card payment result', cardPaymentResultSchema, cardPaymentResult],
  ])('parses a %s', (_name, schema, value) => {
    expect(schema.parse(value)).toEqual(value);
  });

  it('parses a redirect payment with a payment_url and no setup token', () => {
    const payment = {
      ...checkoutPaymentCard,
      payment_method: 'ideal',
      payment_url: 'https://bank.example/ideal/1',
      setup_token: null,
    };
    expect(checkoutPaymentSchema.safeParse(payment).success).toBe(true);
  });

  it.each([
    [checkoutOrderSchema, { ...checkoutOrder, locale: 'en-US' }, ['locale']],
    [checkoutOrderSchema, { ...checkoutOrder, is_test: 'true' }, ['is_test']],
    [checkoutOrderSchema, { ...checkoutOrder, last_attempt: undefined }, ['last_attempt']],
    [checkoutPaymentRequestSchema, { payment_method: '' }, ['payment_method']],
    [cardSessionRequestSchema, { setup_token: '' }, ['setup_token']],
    [cardPaymentRequestSchema, { ...cardPaymentRequest, vault_token: '' }, ['vault_token']],
    [cardPaymentRequestSchema, { setup_token: 'st_1' }, ['vault_token']],
    [
      cardPaymentResultSchema,
      { ...cardPaymentResult, challenge_url: undefined },
      ['challenge_url'],
    ],
  ])('rejects %#', (schema, value, path) => {
    expect(issuePaths(schema, value)).toEqual([path]);
  });

  it.each([
    [checkoutPaymentRequestSchema, { ...checkoutPaymentRequest, amount: 1 }],
    [cardPaymentRequestSchema, { ...cardPaymentRequest, pan: '4111111111111111' }],
    [cardSessionRequestSchema, { ...cardSessionRequest, order_id: 'o_1' }],
  ])('rejects unknown fields in browser request %#', (schema, value) => {
    expect(schema.safeParse(value).success).toBe(false);
  });
});

describe('customer-safe public responses', () => {
  const FORBIDDEN = [
    'customer',
    'extra',
    'webhook_url',
    'merchant_iban',
    'merchant_bic',
    'pan',
    'cvc',
  ];
  const NAMED = [
    'checkoutOrderSchema',
    'cardSessionSchema',
    'cardPaymentResultSchema',
    'checkoutPaymentSchema',
  ];
  /** Every exported response schema of public.ts, so a new one is checked too. */
  const responses = Object.entries(publicApi).filter(
    ([name, value]) =>
      name.endsWith('Schema') && !name.endsWith('RequestSchema') && typeof value === 'object',
  );

  it('covers the named browser responses', () => {
    expect(responses.map(([name]) => name)).toEqual(expect.arrayContaining(NAMED));
  });

  it.each(responses)('%s has no private key at any depth', (_name, schema) => {
    const keys = deepKeys(schema);
    expect(FORBIDDEN.filter((key) => keys.has(key))).toEqual([]);
  });

  it('would catch a private key (the walk sees the merchant order and nested keys)', () => {
    const keys = deepKeys(orderSchema);
    expect(
      ['customer', 'extra', 'webhook_url', 'merchant_iban', 'cvc'].every((k) => keys.has(k)),
    ).toBe(true);
    expect(deepKeys(checkoutOrderSchema).has('customer_message')).toBe(true);
  });
});
