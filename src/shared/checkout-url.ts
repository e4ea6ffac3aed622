/**
 * The hosted page's address for an order, written by the service (`order_url`, the return from a bank
 * or a 3-D Secure page) and read by the page: the order id in the path, the capability key in the
 * fragment (never sent to a server, never in a log or a Referer), and three hints in the query:
 * `step=status` (back from a payment), `method` (open this method) and `locale` (fetch these strings
 * with the first request; the order view has the last word). Links without the query still work.
 * @example
 * checkoutUrl('https://pay.example', { id: 'ord_1', key: 'ck_0123456789', locale: 'de-DE' });
 * // 'https://pay.example/pay/ord_1/?locale=de-DE#ck_0123456789'
 * readCheckoutUrl('https://pay.example/pay/ord_1/?step=status#ck_0123456789').statusStep; // true
 */
import { isLocale, type Locale } from './locales.ts';

export type CheckoutLink = {
  id: string;
  /** The order's capability key. */
  key: string;
  locale?: string | null;
  step?: 'status';
  method?: string;
};

/** What the page takes from its address; every part is untrusted input, checked here. */
export type CheckoutLocation = {
  orderId: string | null;
  /** The capability key; null when the link lost it or it is malformed. */
  key: string | null;
  /** True when coming back from a bank, a wallet or a 3-D Secure page. */
  statusStep: boolean;
  method: string | null;
  /** The locale the service wrote into the link, if it is one of ours. */
  locale: Locale | null;
};

const ID = /^\/pay\/([\w-]{1,100})(?:\/|$)/;
const KEY = /^[\w-]{8,200}$/;
const METHOD = /^[a-z-]{1,50}$/;

/** The hosted page's URL for an order, under `base` (the checkout's origin, with or without a path). */
export function checkoutUrl(base: string, link: CheckoutLink): string {
  const search = new URLSearchParams();
  if (link.step) search.set('step', link.step);
  if (link.method) search.set('method', link.method);
  if (link.locale) search.set('locale', link.locale);
  const query = search.size ? `?${search.toString()}` : '';
  const path = `pay/${encodeURIComponent(link.id)}/`;
  return `${base.replace(/\/+$/, '')}/${path}${query}#${encodeURIComponent(link.key)}`;
}

/** Reads an address written by {@link checkoutUrl} (or typed, pasted, or tampered with). */
export function readCheckoutUrl(href: string): CheckoutLocation {
  const url = new URL(href);
  const key = url.hash.slice(1);
  const method = url.searchParams.get('method');
  const locale = url.searchParams.get('locale');
  return {
    orderId: ID.exec(url.pathname)?.[1] ?? null,
    key: KEY.test(key) ? key : null,
    statusStep: url.searchParams.get('step') === 'status',
    method: method && METHOD.test(method) ? method : null,
    locale: isLocale(locale) ? locale : null,
  };
}
