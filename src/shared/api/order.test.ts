import { describe, expect, it } from 'vitest';
import {
  createOrderCardRequest,
  createOrderHostedRequest,
  createOrderOneClickRequest,
  listOrdersQuery,
  orderCardNew,
  orderCompleted,
  orderHosted,
  updateOrderDescriptionRequest,
} from './fixtures.ts';
import {
  createOrderRequestSchema,
  listOrdersQuerySchema,
  orderListSchema,
  orderSchema,
  updateOrderRequestSchema,
} from './order.ts';
import { issuePaths } from './test-utils.ts';

const minimal = { currency: 'EUR', amount: 995 };

describe('POST /v1/orders/ body', () => {
  it.each([
    ['without transactions (hosted page)', createOrderHostedRequest],
    ['with a card transaction asking for a setup token', createOrderCardRequest],
    ['with a one-click vault token', createOrderOneClickRequest],
    ['with only currency and amount', minimal],
  ])('accepts an order %s', (_name, body) => {
    expect(createOrderRequestSchema.safeParse(body).success).toBe(true);
  });

  it('keeps setup_token: true as a boolean request', () => {
    const parsed = createOrderRequestSchema.parse(createOrderCardRequest);
    expect(parsed.transactions?.[0]?.payment_method_details?.setup_token).toBe(true);
  });

  it('offers several methods through several transactions', () => {
    const body = {
      ...minimal,
      transactions: [{ payment_method: 'ideal' }, { payment_method: 'credit-card' }],
    };
    expect(createOrderRequestSchema.parse(body).transactions).toHaveLength(2);
  });

  it.each(['currency', 'amount'])('requires %s', (field) => {
    const body: Record<string, unknown> = { ...minimal };
    delete body[field];
    expect(issuePaths(createOrderRequestSchema, body)).toContainEqual([field]);
  });

  it.each([9.5, 0, -1, '100', Number.MAX_SAFE_INTEGER + 1])('rejects amount %s', (amount) => {
    const paths = issuePaths(createOrderRequestSchema, { ...minimal, amount });
    expect(paths[0]).toEqual(['amount']);
    expect(paths.every((path) => path.length === 1 && path[0] === 'amount')).toBe(true);
  });

  it.each(['eur', 'EURO', 'E1R', ''])('rejects currency %j', (currency) => {
    expect(issuePaths(createOrderRequestSchema, { ...minimal, currency })).toEqual([['currency']]);
  });

  it('rejects an unknown field', () => {
    const result = createOrderRequestSchema.safeParse({ ...minimal, amount_in_euros: 9.95 });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      code: 'unrecognized_keys',
      keys: ['amount_in_euros'],
    });
  });

  it.each([
    ['expiration_period', 'thirty minutes'],
    ['expiration_period', 'P'],
    ['expiration_period', 'PT'],
    ['return_url', 'javascript:alert(1)'],
    ['return_url', '/checkout/return'],
    ['failure_url', 'ftp://shop.example/failed'],
    ['webhook_url', 'data:text/html,hi'],
    ['locale', 'en-US'],
    ['locale', 'en'],
    ['capture_mode', 'automatic'],
    ['transactions', []],
    ['payment_methods', ['']],
    ['extra', 'not an object'],
  ])('rejects %s %j', (field, value) => {
    expect(issuePaths(createOrderRequestSchema, { ...minimal, [field]: value })[0]).toEqual([
      field,
      ...(Array.isArray(value) && value.length > 0 ? [0] : []),
    ]);
  });

  it('accepts every locale the hosted page speaks and null', () => {
    for (const locale of ['en-GB', 'de-DE', 'nl-NL', 'nl-BE', 'fr-BE', 'sv-SE', 'no-NO', 'da-DK']) {
      expect(createOrderRequestSchema.safeParse({ ...minimal, locale }).success).toBe(true);
    }
    expect(createOrderRequestSchema.safeParse({ ...minimal, locale: null }).success).toBe(true);
  });

  it('requires payment_method on each transaction', () => {
    const body = { ...minimal, transactions: [{ payment_method_details: { setup_token: true } }] };
    expect(issuePaths(createOrderRequestSchema, body)).toContainEqual([
      'transactions',
      0,
      'payment_method',
    ]);
  });

  it.each([
    ['setup_token', 'yes'],
    ['cvc', '12a'],
    ['one_click_type', 'sometimes'],
    ['card_number', '4111111111111111'],
  ])('rejects payment_method_details.%s %j', (key, value) => {
    const body = {
      ...minimal,
      transactions: [{ payment_method: 'credit-card', payment_method_details: { [key]: value } }],
    };
    const [path] = issuePaths(createOrderRequestSchema, body);
    expect(path?.slice(0, 3)).toEqual(['transactions', 0, 'payment_method_details']);
  });

  it.each([
    ['quantity', 0],
    ['quantity', 1.5],
    ['amount', 9.95],
    ['name', ''],
    ['url', 'javascript:void(0)'],
    ['vat_percentage', 10001],
  ])('rejects order line %s %j', (key, value) => {
    const line = { name: 'T-shirt', amount: 1995, quantity: 1, [key]: value };
    expect(
      issuePaths(createOrderRequestSchema, { ...minimal, order_lines: [line] }),
    ).toContainEqual(['order_lines', 0, key]);
  });

  it('accepts a negative order line for a discount', () => {
    const line = { type: 'discount', name: 'Voucher', amount: -500, quantity: 1 };
    expect(createOrderRequestSchema.safeParse({ ...minimal, order_lines: [line] }).success).toBe(
      true,
    );
  });

  it('rejects customer fields the contract does not know', () => {
    const body = { ...minimal, customer: { email_address: 'a@example.com', shoe_size: 42 } };
    expect(issuePaths(createOrderRequestSchema, body)).toContainEqual(['customer']);
  });
});

describe('PUT /v1/orders/{id}/ body', () => {
  it('accepts a body with only description', () => {
    expect(updateOrderRequestSchema.parse(updateOrderDescriptionRequest)).toEqual({
      description: 'Order SHOP-1042b',
    });
  });

  it.each([
    ['hosted', orderHosted],
    ['card', orderCardNew],
    ['completed with every relation field', orderCompleted],
  ])('accepts a whole %s order as fetched with GET', (_name, order) => {
    expect(issuePaths(updateOrderRequestSchema, order)).toEqual([]);
  });

  it('accepts every key an order response may carry', () => {
    const missing = Object.keys(orderSchema.shape).filter(
      (key) => !(key in updateOrderRequestSchema.shape),
    );
    expect(missing).toEqual([]);
  });

  it('still validates the writable fields', () => {
    expect(issuePaths(updateOrderRequestSchema, { currency: 'eur' })).toEqual([['currency']]);
    expect(issuePaths(updateOrderRequestSchema, { return_url: 'javascript:x' })).toEqual([
      ['return_url'],
    ]);
    expect(issuePaths(updateOrderRequestSchema, { locale: 'en-US' })).toEqual([['locale']]);
  });

  it('rejects an unknown field', () => {
    expect(updateOrderRequestSchema.safeParse({ descripton: 'typo' }).success).toBe(false);
  });
});

describe('GET /v1/orders/ query', () => {
  it('accepts a date range with offsets', () => {
    expect(listOrdersQuerySchema.safeParse(listOrdersQuery).success).toBe(true);
  });

  it.each(['created_since', 'created_until'])('requires %s', (field) => {
    const query: Record<string, unknown> = { ...listOrdersQuery };
    delete query[field];
    expect(issuePaths(listOrdersQuerySchema, query)).toEqual([[field]]);
  });

  it('rejects a date without time', () => {
    const query = { ...listOrdersQuery, created_since: '2025-01-01' };
    expect(issuePaths(listOrdersQuerySchema, query)).toEqual([['created_since']]);
  });
});

describe('order response', () => {
  it('parses the hosted shape with a top-level order_url', () => {
    const order = orderSchema.parse(orderHosted);
    expect(order.order_url).toMatch(/^https:\/\//);
    expect(order.transactions).toEqual([]);
  });

  it('parses the transactions shape with payment_url and setup token per transaction', () => {
    const order = orderSchema.parse(orderCardNew);
    expect(order.order_url).toBeUndefined();
    expect(order.transactions[0]?.payment_url).toMatch(/^https:\/\//);
    expect(order.transactions[0]?.payment_method_details?.setup_token).toBe(
      orderCardNew.transactions[0]?.payment_method_details?.setup_token,
    );
  });

  it('parses a completed order with outcomes and amount_details', () => {
    const order = orderSchema.parse(orderCompleted);
    expect(order.transactions[0]?.outcomes?.processing?.status).toBe('accepted');
    expect(order.amount_details?.capturable).toBe(995);
  });

  it('parses a list of orders', () => {
    expect(orderListSchema.parse([orderHosted, orderCompleted])).toHaveLength(2);
  });

  it.each(['id', 'status', 'created', 'currency', 'amount', 'flags', 'transactions'])(
    'requires %s',
    (field) => {
      const order: Record<string, unknown> = { ...orderCompleted };
      delete order[field];
      expect(issuePaths(orderSchema, order)).toContainEqual([field]);
    },
  );

  it('rejects a negative amount_details entry', () => {
    const order = {
      ...orderCompleted,
      amount_details: { ...orderCompleted.amount_details, voided: -1 },
    };
    expect(issuePaths(orderSchema, order)).toEqual([['amount_details', 'voided']]);
  });
});
