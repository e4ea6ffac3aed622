/**
 * Which screen an order calls for. Pure, so every status the service may answer is tested here; the
 * model only adds what happened on the page (a failed POST, a network error).
 */
import type { CheckoutOrder } from '../../shared/api/public.ts';
import {
  isFinalStatus,
  OPEN_TRANSACTION_STATUSES,
  type FinalOrderStatus as FinalStatus,
} from '../../shared/api/order-statuses.ts';
import { isCardMethod, type PaymentMethod } from '../../shared/payment-methods.ts';
import { chooseableMethods, type CanPay } from './methods.ts';

export { isFinalStatus, type FinalStatus };

/** `wallets`: the order allows only wallets this browser cannot run. */
export const ERROR_REASONS = ['not-found', 'network', 'server', 'no-methods', 'wallets'] as const;
export type ErrorReason = (typeof ERROR_REASONS)[number];

export type Screen =
  /** Fetching the order (nothing to show yet). */
  | { name: 'loading' }
  /** The chooser. */
  | { name: 'pay' }
  /** Navigating away: to the bank or wallet, the 3-D Secure page, or back to the shop. */
  | {
      name: 'leaving';
      to: 'bank' | 'challenge' | 'shop';
      url: string;
      method: PaymentMethod | null;
    }
  /** The status step: polling the order. */
  | { name: 'checking' }
  /** Polling reached its ceiling and the payment is still being processed. */
  | { name: 'pending' }
  /** The last attempt with a redirect method failed; the order may be paid again. */
  | { name: 'failed'; method: string | null }
  /** The order is decided. `auto`: go back to the shop by ourselves (after a payment attempt). */
  | { name: 'final'; status: FinalStatus; auto: boolean }
  /** `methods`: for `wallets`, the ones the order allows (none of which this browser can run). */
  | { name: 'error'; reason: ErrorReason; methods?: PaymentMethod[] };

/** Attempt statuses that mean "the bank has not answered yet". */
export const OPEN_ATTEMPT: readonly string[] = OPEN_TRANSACTION_STATUSES;

/** The chooser, or why there is none: no method at all, or only wallets this browser lacks. */
function chooser(order: CheckoutOrder, canPay?: CanPay): Screen {
  if (chooseableMethods(order.payment_methods, canPay).length > 0) return { name: 'pay' };
  const methods = chooseableMethods(order.payment_methods);
  return methods.length
    ? { name: 'error', reason: 'wallets', methods }
    : { name: 'error', reason: 'no-methods' };
}

/**
 * True when the order's last attempt was a card (any brand the card form takes) that failed: the
 * chooser says why, in place.
 */
export const cardDeclined = (order: CheckoutOrder) =>
  order.status === 'error' && isCardMethod(order.last_attempt?.payment_method ?? '');

/**
 * The screen for a freshly fetched order. `statusStep`: the customer is back from a payment attempt.
 * A failed card (a decline, a failed 3-D Secure check) goes back to the chooser, where the card
 * entry says why; a failed redirect method has a screen of its own.
 * @example
 * screenFor({ ...order, status: 'completed' }, { statusStep: true }); // { name: 'final', status: 'completed', auto: true }
 */
export function screenFor(
  order: CheckoutOrder,
  context: { statusStep: boolean; canPay?: CanPay },
): Screen {
  if (isFinalStatus(order.status))
    return { name: 'final', status: order.status, auto: context.statusStep };
  if (cardDeclined(order)) return chooser(order, context.canPay);
  if (order.status === 'error')
    return { name: 'failed', method: order.last_attempt?.payment_method ?? null };
  if (order.status === 'new') {
    const attempt = order.last_attempt;
    if (context.statusStep && attempt && OPEN_ATTEMPT.includes(attempt.status))
      return { name: 'checking' };
    return chooser(order, context.canPay);
  }
  // processing, and statuses this page does not know (accepted, see-transactions): wait for the bank.
  return { name: 'checking' };
}
