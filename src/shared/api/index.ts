/**
 * THE API contract: every request, response and event shape, shared by the server (validation)
 * and the browser (response parsing). Wire keys are snake_case, as in the interface.
 * @example
 * import { orderSchema } from '../shared/api/index.ts';
 * const order = orderSchema.parse(json);
 */
export * from './common.ts';
export * from './currencies.ts';
export * from './endpoints.ts';
export * from './error.ts';
export * from './ideal.ts';
export * from './order-parts.ts';
export * from './order.ts';
export * from './payment-link.ts';
export * from './public.ts';
export * from './search.ts';
export * from './settlement.ts';
export * from './token.ts';
export * from './transaction.ts';
export * from './webhook.ts';
