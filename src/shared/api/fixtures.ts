/**
 * Realistic, valid examples of the contract's shapes, for the contract tests and the server tests.
 * Each is typed with the contract's inferred type, so a schema change that breaks one fails `tsc`.
 * @example
 * import { createOrderHostedRequest } from '../../shared/api/fixtures.ts';
 * await app.request('/v1/orders/', { method: 'POST', body: JSON.stringify(createOrderHostedRequest) });
 */
import {
  MERCHANT_ID,
  ORDER_ID,
  PROJECT_ID,
  SETUP_TOKEN,
  TRANSACTION_ID,
  VAULT_TOKEN,
} from './fixtures-resources.ts';
import type { CreateOrderRequest, ListOrdersQuery, Order, UpdateOrderRequest } from './order.ts';
import type { Client, Customer, OrderLine, OrderLineRequest } from './order-parts.ts';
import type { SearchOrdersRequest, SearchOrdersResult } from './search.ts';
import type {
  AmountOperationRequest,
  OrderLinesOperationRequest,
  RefundRequest,
} from './settlement.ts';
import type { Transaction } from './transaction.ts';

export * from './fixtures-resources.ts';

// --- Order parts -------------------------------------------------------------------------------

const tshirtLine = {
  type: 'physical',
  merchant_order_line_id: 'SKU-TSHIRT-M',
  ean: '8712345678906',
  name: 'Organic T-shirt, size M',
  url: 'https://shop.example/products/tshirt',
  image_url: 'https://shop.example/img/tshirt.jpg',
  currency: 'EUR',
  amount: 1995,
  quantity: 2,
  discount_rate: 0,
  vat_percentage: 2100,
} satisfies OrderLineRequest;
const shippingLine = {
  type: 'shipping_fee',
  merchant_order_line_id: 'SHIP',
  name: 'Shipping',
  amount: 495,
  quantity: 1,
} satisfies OrderLineRequest;

export const orderLinesRequest: OrderLineRequest[] = [tshirtLine, shippingLine];
export const orderLines: OrderLine[] = [
  { ...tshirtLine, id: 'ol_1' },
  { ...shippingLine, id: 'ol_2' },
];

export const customer: Customer = {
  merchant_customer_id: 'CUST-1042',
  email_address: 'anna.devries@example.com',
  first_name: 'Anna',
  last_name: 'de Vries',
  address_type: 'customer',
  address: 'Keizersgracht 1\n1015 CJ Amsterdam',
  postal_code: '1015CJ',
  housenumber: '1',
  country: 'NL',
  locale: 'nl_NL',
  phone_numbers: ['+31201234567'],
  ip_address: '203.0.113.7',
  gender: 'female',
  birthdate: '1990-12-31',
  user_agent: 'Mozilla/5.0 (X11; Linux x86_64)',
  additional_addresses: [{ address_type: 'billing', address: 'Damrak 5', country: 'NL' }],
};

export const client: Client = {
  user_agent: 'Mozilla/5.0 (X11; Linux x86_64)',
  platform_name: 'WooCommerce',
  platform_version: '9.1.0',
  plugin_name: 'xpay-woocommerce',
  plugin_version: '2.3.1',
};

// --- Order requests -----------------------------------------------------------------------------

/** No `transactions`: the customer chooses a method on the hosted page (`order_url`). */
export const createOrderHostedRequest: CreateOrderRequest = {
  currency: 'EUR',
  amount: 4485,
  description: 'Order SHOP-1042',
  merchant_order_id: 'SHOP-1042',
  return_url: 'https://shop.example/checkout/return',
  failure_url: 'https://shop.example/checkout/failed',
  webhook_url: 'https://shop.example/webhooks/xpay',
  locale: 'nl-NL',
  expiration_period: 'PT30M',
  order_lines: orderLinesRequest,
  customer,
  client,
  extra: { cart_id: 'c-88', plugin_trace: ['a', 'b'] },
};

/** With `transactions`: a card payment that asks for a setup token for the custom card form. */
export const createOrderCardRequest: CreateOrderRequest = {
  currency: 'EUR',
  amount: 995,
  merchant_order_id: 'SHOP-1043',
  return_url: 'https://shop.example/checkout/return',
  capture_mode: 'manual',
  transactions: [{ payment_method: 'credit-card', payment_method_details: { setup_token: true } }],
};

/** One-click: charge a stored card with its vault token and a fresh CVC. */
export const createOrderOneClickRequest: CreateOrderRequest = {
  currency: 'EUR',
  amount: 2500,
  transactions: [
    {
      payment_method: 'credit-card',
      payment_method_details: { vault_token: VAULT_TOKEN, one_click_type: 'one-click', cvc: '123' },
    },
  ],
};

export const updateOrderDescriptionRequest: UpdateOrderRequest = {
  description: 'Order SHOP-1042b',
};

export const listOrdersQuery: ListOrdersQuery = {
  created_since: '2025-01-01T00:00:00+00:00',
  created_until: '2025-01-31T23:59:59+00:00',
};

// --- Transactions and orders as the service returns them ---------------------------------------

export const cardTransactionNew: Transaction = {
  id: TRANSACTION_ID,
  project_id: PROJECT_ID,
  merchant_id: MERCHANT_ID,
  created: '2025-01-15T10:00:00.000000+00:00',
  modified: '2025-01-15T10:00:00.000000+00:00',
  expiration_period: 'PT30M',
  currency: 'EUR',
  amount: 995,
  balance: 'internal',
  description: null,
  product_type: 'standard',
  credit_debit: 'credit',
  channel: 'ecom',
  payment_method: 'credit-card',
  payment_method_details: { setup_token: SETUP_TOKEN },
  payment_url: 'https://pay.example/card/9f2d4c6e',
  status: 'new',
  is_capturable: false,
  capture_mode: 'manual',
};

export const cardTransactionCompleted: Transaction = {
  ...cardTransactionNew,
  modified: '2025-01-15T10:02:10.000000+00:00',
  completed: '2025-01-15T10:02:10.000000+00:00',
  status: 'completed',
  is_capturable: true,
  payment_method_brand: 'visa',
  reason: null,
  customer_message: null,
  outcomes: {
    fraud_prevention: { status: 'accepted', score: 12, reason: 'low risk' },
    processing: {
      status: 'accepted',
      response_code: '00',
      response_code_description: 'Approved',
      merchant_advice_code: '01',
    },
  },
  payment_method_details: {
    datetime_local: '2025-01-15T11:02:09+01:00',
    attempt_3dsecure: true,
    require_3dsecure: false,
    vault_token: VAULT_TOKEN,
    one_click_type: 'first',
    recurring_type: 'first',
    schedule_type: 'unscheduled',
    truncated_pan: '1111',
    card_expiry: '1230',
    cardholder_name: 'A de Vries',
    response_code: '00',
    first_authorised_transaction_id: TRANSACTION_ID,
  },
  msc_currency: 'EUR',
  icf_currency: 'EUR',
  icp_currency: 'EUR',
  msc_amount: 18,
  icf_amount: 2,
  icp_amount: 3,
  msc_calculation_type: 'blended',
  payout_batch_id: null,
};

const orderBase = {
  id: ORDER_ID,
  project_id: PROJECT_ID,
  merchant_id: MERCHANT_ID,
  created: '2025-01-15T10:00:00.000000+00:00',
  modified: '2025-01-15T10:00:00.000000+00:00',
  flags: ['is-test'],
  status: 'new',
};

/** The answer to `createOrderHostedRequest`: a top-level `order_url`, no transactions yet. */
export const orderHosted: Order = {
  ...orderBase,
  ...createOrderHostedRequest,
  order_lines: orderLines,
  order_url: `https://pay.example/checkout/#${ORDER_ID}.k_3f9a`,
  transactions: [],
};

/** The answer to `createOrderCardRequest`: the transaction carries `payment_url` and setup token. */
export const orderCardNew: Order = {
  ...orderBase,
  currency: 'EUR',
  amount: 995,
  merchant_order_id: 'SHOP-1043',
  return_url: 'https://shop.example/checkout/return',
  capture_mode: 'manual',
  transactions: [cardTransactionNew],
};

/** A completed order as GET returns it, with every relation field and `fields[]=amount_details`. */
export const orderCompleted: Order = {
  ...orderCardNew,
  modified: '2025-01-15T10:02:10.000000+00:00',
  completed: '2025-01-15T10:02:10.000000+00:00',
  status: 'completed',
  description: 'Order SHOP-1043',
  refund_of_order_id: null,
  refund_orders: [],
  refunded_amount: 0,
  chargeback_of_order_id: null,
  chargeback_orders: [],
  reversal_of_order_id: null,
  reversal_orders: [],
  related_order_id: null,
  related_orders: [],
  related_payment_link_id: null,
  merchant_bulk_id: null,
  merchant_name: 'Example Shop',
  merchant_iban: 'NL91ABNA0417164300',
  merchant_bic: 'ABNANL2A',
  expiration_period: 'PT30M',
  locale: 'en-GB',
  payment_methods: ['credit-card'],
  failure_url: 'https://shop.example/checkout/failed',
  webhook_url: 'https://shop.example/webhooks/xpay',
  extra: {},
  transactions: [cardTransactionCompleted],
  amount_details: {
    captured: 0,
    capturable: 995,
    refunded: 0,
    refundable: 0,
    voided: 0,
    voidable: 995,
  },
};

// --- Refunds, captures, voids -----------------------------------------------------------------

export const refundByAmountRequest: RefundRequest = {
  amount: 500,
  description: 'Partial refund: late delivery',
  merchant_order_id: 'SHOP-1042-R1',
};
export const refundByOrderLinesRequest: RefundRequest = {
  description: 'Returned one T-shirt',
  order_lines: [{ merchant_order_line_id: 'SKU-TSHIRT-M', quantity: 1 }],
};
export const captureByAmountRequest: AmountOperationRequest = {
  description: 'Shipped',
  amount: 995,
};
export const voidByAmountRequest: AmountOperationRequest = {
  description: 'Out of stock',
  amount: 495,
};
/** The form of the interface's examples: an `order_lines` array of `{id, quantity}`. */
export const orderLinesArrayRequest: OrderLinesOperationRequest = {
  description: 'First parcel',
  order_lines: [{ id: 'ol_1', quantity: 1 }],
};
/** The form of the interface's field list: one `order_line` object. */
export const orderLineObjectRequest: OrderLinesOperationRequest = {
  description: 'Second parcel',
  order_line: { merchant_order_line_id: 'SKU-TSHIRT-M', quantity: 1 },
};

export const searchOrdersRequest: SearchOrdersRequest = { merchant_order_id: 'SHOP-1043' };
export const searchOrdersResult: SearchOrdersResult = { hits: 1, orders: [orderCompleted] };
