/**
 * What the page learns from where it was opened: the deploy-time API origin (a meta tag, so one
 * static build works against any service), and from `order_url` (read by the shared checkout-URL
 * reader) the order id, the capability key, the status step, a preselected method and the order's
 * locale (a hint for fetching its strings at once: the order view decides).
 */
import { readCheckoutUrl, type CheckoutLocation } from '../shared/checkout-url.ts';
import { apiBaseFrom } from '../shared/public-api.ts';

export type PageConfig = CheckoutLocation & {
  /** Base URL of the service's API, ending in `/` (the `v1/…` paths are resolved against it). */
  apiBase: string;
};

/** Everything the page needs from its URL and the meta tag. Hash and query are untrusted input. */
export const readConfig = (pageUrl: string, apiMeta: string | null | undefined): PageConfig => ({
  apiBase: apiBaseFrom(apiMeta, pageUrl),
  ...readCheckoutUrl(pageUrl),
});
