/**
 * The order view's address, shared by the API client and the boot script, which starts the same
 * request before the app's code has arrived (src/shared/early.ts): only an identical URL (and the
 * public client's `API_INIT`) is taken over.
 */

/** `GET v1/checkout/{key}`, relative to the API base. */
export const orderViewPath = (key: string) => `v1/checkout/${encodeURIComponent(key)}`;

export const orderViewUrl = (apiBase: string, key: string) =>
  new URL(orderViewPath(key), apiBase).href;
