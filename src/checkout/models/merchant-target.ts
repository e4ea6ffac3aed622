/**
 * Where the customer leaves the page for: the merchant's `return_url` / `failure_url` by the shared
 * rule (src/shared/redirect.ts), and only ever an absolute http(s) URL.
 */
import { isHttpUrl } from '../../shared/api/common.ts';
import type { CheckoutOrder } from '../../shared/api/public.ts';
import { redirectTarget } from '../../shared/redirect.ts';

/**
 * The merchant URL for the order as it stands, or, when the customer cancels on this page, as if it
 * were cancelled: the failure target, which is `failure_url` only when both URLs were given.
 * Null when there is nowhere safe to go (no URL, or not http(s), e.g. `javascript:`).
 * @example
 * merchantTarget(order, 'cancel'); // 'https://shop.example/failed?order_id=…&project_id=…'
 */
export function merchantTarget(order: CheckoutOrder, reason: 'result' | 'cancel'): string | null {
  return redirectTarget(reason === 'cancel' ? { ...order, status: 'cancelled' } : order);
}

/** A URL the service handed us (payment_url, challenge_url) that the page may navigate to. */
export const safeUrl = (url: string | null | undefined): string | null =>
  url && isHttpUrl(url) ? url : null;
