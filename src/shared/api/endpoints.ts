/**
 * Every endpoint of the merchant interface (and the public browser endpoints), with the schemas of
 * its body, query and answer. The OpenAPI document is generated from this table, and tests check it
 * against the interface.
 * @example
 * ENDPOINTS.find((e) => e.operationId === 'createOrder')?.request; // createOrderRequestSchema
 */
import type * as z from 'zod/mini';
import { currenciesResultSchema } from './currencies.ts';
import { idealIssuerListSchema } from './ideal.ts';
import {
  createOrderRequestSchema,
  listOrdersQuerySchema,
  orderListSchema,
  orderSchema,
  updateOrderRequestSchema,
} from './order.ts';
import { createPaymentLinkRequestSchema, paymentLinkSchema } from './payment-link.ts';
import {
  cardPaymentRequestSchema,
  cardPaymentResultSchema,
  cardSessionRequestSchema,
  cardSessionSchema,
  checkoutOrderSchema,
  checkoutPaymentRequestSchema,
  checkoutPaymentSchema,
} from './public.ts';
import { searchOrdersRequestSchema, searchOrdersResultSchema } from './search.ts';
import {
  amountOperationRequestSchema,
  orderLinesOperationRequestSchema,
  refundRequestSchema,
} from './settlement.ts';
import { tokenRequestSchema, tokenResultSchema } from './token.ts';
import {
  webhookDeliveryListSchema,
  webhookDeliveryQuerySchema,
  webhookEventSchema,
} from './webhook.ts';

export type Endpoint = {
  operationId: string;
  method: 'get' | 'post' | 'put' | 'delete';
  /** Path under `/v1`, written without a trailing slash; the service answers both forms. */
  path: string;
  summary: string;
  auth: 'api-key' | 'setup-token' | 'checkout-key';
  /** True for endpoints the merchant interface defines; false for our public browser endpoints. */
  interface: boolean;
  query?: z.ZodMiniType;
  request?: z.ZodMiniType;
  /** The body may be left out (or be `{}` / `[]`): a full refund, a search for every order. */
  bodyOptional?: boolean;
  response: z.ZodMiniType;
  status: 200 | 201;
  ifMatch?: boolean;
};

const captureVoid = (kind: 'captures' | 'voids', by: 'amount' | 'orderlines'): Endpoint => ({
  operationId: `${kind === 'captures' ? 'capture' : 'void'}By${by === 'amount' ? 'Amount' : 'OrderLines'}`,
  method: 'post',
  path: `/orders/{id}/transactions/{transaction_id}/${kind}/${by}`,
  summary: `${kind === 'captures' ? 'Capture' : 'Void'} by ${by === 'amount' ? 'amount' : 'order line'}`,
  auth: 'api-key',
  interface: true,
  request: by === 'amount' ? amountOperationRequestSchema : orderLinesOperationRequestSchema,
  response: orderSchema,
  status: 200,
  ifMatch: true,
});

export const ENDPOINTS: readonly Endpoint[] = [
  {
    operationId: 'listOrders',
    method: 'get',
    path: '/orders',
    summary: 'List orders by date range',
    auth: 'api-key',
    interface: true,
    query: listOrdersQuerySchema,
    response: orderListSchema,
    status: 200,
  },
  {
    operationId: 'createOrder',
    method: 'post',
    path: '/orders',
    summary: 'Create order',
    auth: 'api-key',
    interface: true,
    request: createOrderRequestSchema,
    response: orderSchema,
    status: 200,
  },
  {
    operationId: 'getOrder',
    method: 'get',
    path: '/orders/{id}',
    summary: 'Get order (fields[]=amount_details | order_line_details)',
    auth: 'api-key',
    interface: true,
    response: orderSchema,
    status: 200,
  },
  {
    operationId: 'updateOrder',
    method: 'put',
    path: '/orders/{id}',
    summary: 'Update order',
    auth: 'api-key',
    interface: true,
    request: updateOrderRequestSchema,
    response: orderSchema,
    status: 200,
  },
  {
    operationId: 'cancelOrder',
    method: 'delete',
    path: '/orders/{id}',
    summary: 'Cancel order',
    auth: 'api-key',
    interface: true,
    response: orderSchema,
    status: 200,
  },
  {
    operationId: 'createRefund',
    method: 'post',
    path: '/orders/{id}/refunds',
    summary: 'Create refund',
    auth: 'api-key',
    interface: true,
    request: refundRequestSchema,
    bodyOptional: true,
    response: orderSchema,
    status: 200,
  },
  captureVoid('captures', 'amount'),
  captureVoid('captures', 'orderlines'),
  captureVoid('voids', 'amount'),
  captureVoid('voids', 'orderlines'),
  {
    operationId: 'captureAll',
    method: 'post',
    path: '/orders/{id}/transactions/{transaction_id}/captures',
    summary: 'Capture everything still capturable (no body; what the SDKs send)',
    auth: 'api-key',
    interface: false,
    response: orderSchema,
    status: 200,
    ifMatch: true,
  },
  {
    operationId: 'listIdealIssuers',
    method: 'get',
    path: '/ideal/issuers',
    summary: 'iDEAL banks (what the Ginger SDKs still ask for; any issuer_id is accepted)',
    auth: 'api-key',
    interface: false,
    response: idealIssuerListSchema,
    status: 200,
  },
  {
    operationId: 'searchOrders',
    method: 'post',
    path: '/search/orders',
    summary: 'Search orders',
    auth: 'api-key',
    interface: true,
    request: searchOrdersRequestSchema,
    bodyOptional: true,
    response: searchOrdersResultSchema,
    status: 200,
  },
  {
    operationId: 'createPaymentLink',
    method: 'post',
    path: '/paymentlinks',
    summary: 'Create payment link',
    auth: 'api-key',
    interface: true,
    request: createPaymentLinkRequestSchema,
    response: paymentLinkSchema,
    status: 201,
  },
  {
    operationId: 'getPaymentLink',
    method: 'get',
    path: '/paymentlinks/{id}',
    summary: 'Get payment link',
    auth: 'api-key',
    interface: true,
    response: paymentLinkSchema,
    status: 200,
  },
  {
    operationId: 'createToken',
    method: 'post',
    path: '/tokens',
    summary: 'Tokenize card details',
    auth: 'setup-token',
    interface: true,
    request: tokenRequestSchema,
    response: tokenResultSchema,
    status: 200,
  },
  {
    operationId: 'getCurrencies',
    method: 'get',
    path: '/merchants/self/projects/self/currencies',
    summary: 'Get supported currencies',
    auth: 'api-key',
    interface: true,
    response: currenciesResultSchema,
    status: 200,
  },
  {
    operationId: 'listWebhookDeliveries',
    method: 'get',
    path: '/webhooks',
    summary: "The project's webhook deliveries and their state (sandbox extension)",
    auth: 'api-key',
    interface: false,
    query: webhookDeliveryQuerySchema,
    response: webhookDeliveryListSchema,
    status: 200,
  },
  {
    operationId: 'getCheckoutOrder',
    method: 'get',
    path: '/checkout/{key}',
    summary: 'The order as the hosted page shows it (public, capability key)',
    auth: 'checkout-key',
    interface: false,
    response: checkoutOrderSchema,
    status: 200,
  },
  {
    operationId: 'startCheckoutPayment',
    method: 'post',
    path: '/checkout/{key}/transactions',
    summary: 'Start a payment attempt from the hosted page (public, capability key)',
    auth: 'checkout-key',
    interface: false,
    request: checkoutPaymentRequestSchema,
    response: checkoutPaymentSchema,
    status: 200,
  },
  {
    operationId: 'getCardSession',
    method: 'post',
    path: '/card/session',
    summary: "The card frame's view of its order (public, setup token)",
    auth: 'setup-token',
    interface: false,
    request: cardSessionRequestSchema,
    response: cardSessionSchema,
    status: 200,
  },
  {
    operationId: 'payWithCard',
    method: 'post',
    path: '/card/payments',
    summary: "Pay the setup token's order with a vault token (public, setup token)",
    auth: 'setup-token',
    interface: false,
    request: cardPaymentRequestSchema,
    response: cardPaymentResultSchema,
    status: 200,
  },
];

/** The body POSTed to webhook URLs (an outgoing call, so it is a webhook in OpenAPI terms). */
export const WEBHOOK_BODY = webhookEventSchema;
