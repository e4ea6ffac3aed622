/**
 * What the page learns from where it was opened: the deploy-time API origin (a meta tag, so one
 * static build works against any service), and from `order_url` the order id (path), the capability
 * key (fragment), the status step (`?step=status`), a preselected method (`?method=`) and the
 * order's locale (`?locale=`, a hint for fetching its strings at once: the order view decides).
 */
import { isLocale, type Locale } from '../shared/locales.ts';

export type PageConfig = {
  /** Base URL of the service's API, ending in `/` (the `v1/…` paths are resolved against it). */
  apiBase: string;
  orderId: string | null;
  /** The capability key from the fragment; null when the link lost it. */
  key: string | null;
  /** True when coming back from a bank, a wallet or a 3-D Secure page. */
  statusStep: boolean;
  method: string | null;
  /** The locale the service wrote into `order_url`; null in links from before it did. */
  locale: Locale | null;
};

const KEY_PATTERN = /^[\w-]{8,200}$/;

/**
 * The API base from `<meta name="xpay-api-origin">`: `/` (same origin) or an absolute http(s)
 * origin; anything else falls back to the page's own origin.
 */
export function apiBaseFrom(meta: string | null | undefined, pageUrl: string): string {
  try {
    const url = new URL(meta?.trim() || '/', pageUrl);
    if (/^https?:$/.test(url.protocol)) return url.href.replace(/\/?$/, '/');
  } catch {
    // Not a URL: the page's own origin.
  }
  return new URL('/', pageUrl).href;
}

/** Everything the page needs from its URL and the meta tag. Hash and query are untrusted input. */
export function readConfig(pageUrl: string, apiMeta: string | null | undefined): PageConfig {
  const url = new URL(pageUrl);
  const id = /^\/pay\/([\w-]{1,100})\/?/.exec(url.pathname)?.[1] ?? null;
  const key = url.hash.replace(/^#/, '');
  const method = url.searchParams.get('method');
  const locale = url.searchParams.get('locale');
  return {
    apiBase: apiBaseFrom(apiMeta, pageUrl),
    orderId: id,
    key: KEY_PATTERN.test(key) ? key : null,
    statusStep: url.searchParams.get('step') === 'status',
    method: method && /^[a-z-]{1,50}$/.test(method) ? method : null,
    locale: isLocale(locale) ? locale : null,
  };
}
