/**
 * Order statuses as plain constants, in a module of their own so that code needing only them (the
 * redirect rule in the browser) does not pull the order schemas into a bundle. Re-exported by
 * `order.ts`, where they belong in the contract.
 * @example
 * (FAILURE_ORDER_STATUSES as readonly string[]).includes('expired'); // true
 */

/**
 * Order statuses: the interface names new, completed, cancelled, expired, error; real
 * clients also meet processing, see-transactions and accepted. The wire value stays an open string.
 */
export const ORDER_STATUSES = [
  'new',
  'processing',
  'error',
  'completed',
  'cancelled',
  'expired',
  'see-transactions',
  'accepted',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
/** Statuses after which nothing more happens to an order's payment. */
export const FINAL_ORDER_STATUSES = ['completed', 'cancelled', 'expired'] as const;
/** Statuses that send the customer to `failure_url` (interface: Order.failure_url). */
export const FAILURE_ORDER_STATUSES = ['cancelled', 'expired', 'error'] as const;
