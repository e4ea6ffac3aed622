/**
 * The order view's address and request options, shared by the API client and the boot script,
 * which starts the same request before the app's code has arrived (src/shared/early.ts): only an
 * identical URL is taken over.
 */

/** Every request to the public API: no cookies, never from the HTTP cache. */
export const API_INIT = { credentials: 'omit', cache: 'no-store' } as const satisfies RequestInit;

/** `GET v1/checkout/{key}`, relative to the API base. */
export const orderViewPath = (key: string) => `v1/checkout/${encodeURIComponent(key)}`;

export const orderViewUrl = (apiBase: string, key: string) =>
  new URL(orderViewPath(key), apiBase).href;
