/**
 * Valid examples of payment links, currencies, tokens, errors, webhooks and the public browser
 * endpoints. Import them through `fixtures.ts`, which re-exports this module.
 */
import type * as z from 'zod/mini';
import type { CurrenciesResult } from './currencies.ts';
import type { ErrorBody } from './error.ts';
import type { CreatePaymentLinkRequest, PaymentLink } from './payment-link.ts';
import type {
  CardPaymentRequest,
  CardPaymentResult,
  CardSession,
  cardSessionRequestSchema,
  CheckoutOrder,
  CheckoutPayment,
  CheckoutPaymentRequest,
} from './public.ts';
import type { TokenRequest, TokenResult } from './token.ts';
import type { WebhookEvent } from './webhook.ts';

export const PROJECT_ID = '1ef558ed-d77d-470d-b43b-c0f4a131bcef';
export const MERCHANT_ID = '5b1b1a3e-1c2f-4a3b-9a7d-6b2e8f0c9d41';
export const ORDER_ID = '6c1e0b8a-7f0e-4a8e-8d44-3b5f1c7a2e90';
export const TRANSACTION_ID = '9f2d4c6e-1a3b-4c5d-8e7f-0a1b2c3d4e5f';
export const SETUP_TOKEN = 'st_8Yq3vN2kLm5Pz7Rt';
export const VAULT_TOKEN = 'vt_4Hj9Kd2Lq8Wn3Xz6';

// --- Payment links, currencies, tokens, errors, webhooks --------------------------------

export const createPaymentLinkRequest: CreatePaymentLinkRequest = {
  merchant_order_id: 'INV-2025-007',
  amount: 4200,
  currency: 'EUR',
  description: 'Invoice 2025-007',
  expiration_period: 'P30D',
  payment_methods: ['ideal', 'credit-card'],
  customer: { email_address: 'anna.devries@example.com', first_name: 'Anna' },
};
export const paymentLinkNew: PaymentLink = {
  id: '0b7e4d2a-5c3f-4e1b-9a8d-7f6e5d4c3b2a',
  merchant_order_id: 'INV-2025-007',
  description: 'Invoice 2025-007',
  amount: 4200,
  currency: 'EUR',
  expiration_period: 'P30D',
  payment_url: 'https://pay.example/links/0b7e4d2a',
  payment_methods: ['ideal', 'credit-card'],
  created: '2025-01-15T10:00:00+00:00',
  status: 'new',
  reason: 'Payment link is created and not yet visited',
  orders: {},
  customer: { email_address: 'anna.devries@example.com', first_name: 'Anna' },
};
export const paymentLinkCompleted: PaymentLink = {
  ...paymentLinkNew,
  modified: '2025-01-16T09:12:00+00:00',
  completed: '2025-01-16T09:12:00+00:00',
  completed_order_id: ORDER_ID,
  status: 'completed',
  reason: 'Payment link is completed',
  orders: { error: ['1d2c3b4a-0000-4000-8000-000000000001'], completed: [ORDER_ID] },
};

export const currenciesResult: CurrenciesResult = {
  payment_methods: {
    'credit-card': { currencies: ['EUR', 'GBP', 'USD'] },
    ideal: { currencies: ['EUR'] },
  },
};

export const tokenRequest: TokenRequest = {
  pan: '4111111111111111',
  expiry_date: '1230',
  setup_token: SETUP_TOKEN,
};
export const tokenResult: TokenResult = { vault_token: VAULT_TOKEN };

export const errorBody: ErrorBody = {
  error: {
    status: 400,
    type: 'ValidationError',
    value: 'This value should not be blank.',
    property_path: 'currency',
    property_description: 'ISO 4217 currency code',
  },
};

export const webhookEvent: WebhookEvent = {
  event: 'status_changed',
  order_id: ORDER_ID,
  project_id: PROJECT_ID,
};

// --- Public browser endpoints -------------------------------------------------------------------

export const checkoutOrder: CheckoutOrder = {
  id: ORDER_ID,
  project_id: PROJECT_ID,
  amount: 4485,
  currency: 'EUR',
  description: 'Order SHOP-1042',
  status: 'new',
  locale: 'nl-NL',
  is_test: true,
  expires_at: '2025-01-15T10:30:00+00:00',
  merchant_name: 'Example Shop',
  order_lines: [{ name: 'Organic T-shirt, size M', quantity: 2, amount: 1995, type: 'physical' }],
  payment_methods: ['ideal', 'credit-card'],
  return_url: 'https://shop.example/checkout/return',
  failure_url: null,
  last_attempt: {
    id: TRANSACTION_ID,
    payment_method: 'credit-card',
    status: 'error',
    customer_message: 'Your card was declined.',
  },
};
export const checkoutPaymentRequest: CheckoutPaymentRequest = { payment_method: 'credit-card' };
export const checkoutPaymentCard: CheckoutPayment = {
  transaction_id: TRANSACTION_ID,
  payment_method: 'credit-card',
  status: 'new',
  payment_url: null,
  setup_token: SETUP_TOKEN,
};
export const cardSessionRequest: z.infer<typeof cardSessionRequestSchema> = {
  setup_token: SETUP_TOKEN,
};
export const cardSession: CardSession = {
  order_id: ORDER_ID,
  project_id: PROJECT_ID,
  amount: 995,
  currency: 'EUR',
  status: 'new',
  locale: null,
  is_test: true,
  redirect_url: null,
};
export const cardPaymentRequest: CardPaymentRequest = {
  setup_token: SETUP_TOKEN,
  vault_token: VAULT_TOKEN,
};
export const cardPaymentResult: CardPaymentResult = {
  order_id: ORDER_ID,
  project_id: PROJECT_ID,
  order_status: 'completed',
  transaction_status: 'completed',
  challenge_url: null,
  redirect_url: 'https://shop.example/checkout/return',
  customer_message: null,
};
