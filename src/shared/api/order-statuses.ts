/**
 * Order and transaction statuses, the sets the parts branch on (payable, final, failure, open
 * attempt) and their predicates: stated once, read by the service, its SQL, the hosted page and the
 * card frame. Plain constants in a module of their own, so that code needing only them (the redirect
 * rule in the browser) does not pull the schemas into a bundle. Re-exported by `order.ts`, part of
 * the contract there.
 * @example
 * isFinalStatus('expired'); // true
 * isPayableStatus('error'); // true: a declined attempt leaves the order open for another
 */

/**
 * Order statuses: the interface names new, completed, cancelled, expired, error; real clients also
 * see processing, see-transactions and accepted. The wire value stays an open string.
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

/**
 * Transaction statuses (the interface's and those real clients see). Parsed as open strings because
 * the real service may add more; this list is what the sandbox produces and what code branches on.
 */
export const TRANSACTION_STATUSES = [
  'new',
  'pending',
  'processing',
  'error',
  'completed',
  'cancelled',
  'expired',
  'accepted',
  'captured',
  'declined',
] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

/** Statuses in which a customer may still (try to) pay: a declined attempt leaves `error`. */
export const PAYABLE_ORDER_STATUSES = ['new', 'processing', 'error'] as const;
/** Statuses after which nothing more happens to an order's payment (they stamp `completed`). */
export const FINAL_ORDER_STATUSES = ['completed', 'cancelled', 'expired'] as const;
export type FinalOrderStatus = (typeof FINAL_ORDER_STATUSES)[number];
/** Statuses that send the customer to `failure_url` (interface: Order.failure_url). */
export const FAILURE_ORDER_STATUSES = ['cancelled', 'expired', 'error'] as const;
/** Attempt statuses that mean "the bank has not answered yet": cancelling or expiring ends them. */
export const OPEN_TRANSACTION_STATUSES = ['new', 'pending', 'processing'] as const;

/** A type guard for membership of one of the sets above (any string may be asked about). */
function memberOf<T extends string>(set: readonly T[]): (status: string) => status is T {
  const members: readonly string[] = set;
  return (status: string): status is T => members.includes(status);
}

export const isPayableStatus = /* @__PURE__ */ memberOf(PAYABLE_ORDER_STATUSES);
export const isFinalStatus = /* @__PURE__ */ memberOf(FINAL_ORDER_STATUSES);
export const isFailureStatus = /* @__PURE__ */ memberOf(FAILURE_ORDER_STATUSES);
export const isOpenTransactionStatus = /* @__PURE__ */ memberOf(OPEN_TRANSACTION_STATUSES);
