/**
 * The service's public URLs: where the hosted page and the simulated acquirer's pages are served,
 * and the URLs built on them.
 */
import { checkoutUrl, type CheckoutLink } from '../../shared/checkout-url.ts';
import type { OrderRecord } from '../db/order-repo.ts';

export type Urls = { publicUrl: string; checkoutUrl: string };

/**
 * The hosted page's URL for an order: its id in the path, the capability key in the fragment (never
 * sent to a server), and the order's locale as `?locale=`, so the page fetches the right strings
 * with its first request (a hint: the order view has the last word). `query` adds `step` or
 * `method`. The page reads URLs without the locale too (those written before it was added).
 */
export function orderUrl(
  urls: Urls,
  row: Pick<OrderRecord, 'id' | 'checkout_key'> & { locale?: string | null },
  query: Pick<CheckoutLink, 'step' | 'method'> = {},
) {
  return checkoutUrl(urls.checkoutUrl, {
    ...query,
    id: row.id,
    key: row.checkout_key,
    locale: row.locale ?? null,
  });
}

export const paymentUrl = (urls: Urls, transactionId: string) =>
  `${urls.publicUrl}/redirect/${transactionId}/to/payment/`;
