/**
 * Responses started before the app's code: the inline boot script of a page (built from
 * src/checkout/boot.ts or src/card-frame/boot.ts into its HTML) fetches what the first screen needs
 * while the browser still downloads the framework code; the app then takes each response once,
 * by URL, instead of fetching again. A page without the boot script (development, a blocked inline
 * script) simply fetches as usual.
 * @example
 * // boot
 * startEarly([[url, { cache: 'no-store' }]]);
 * // app
 * const response = await earlyFetch(url, { cache: 'no-store' });
 */

type EarlyResponses = Record<string, Promise<Response> | undefined>;
const KEY = '__xpayEarly';
const store = () => globalThis as typeof globalThis & { [KEY]?: EarlyResponses };

/** Starts each request now and keeps its response for {@link earlyFetch}. */
export function startEarly(requests: readonly (readonly [string, RequestInit?])[]): void {
  const early: EarlyResponses = (store()[KEY] ??= {});
  for (const [url, init] of requests) {
    const response = fetch(url, init);
    // Handled here: a failure is the app's to report when it takes the response.
    response.catch(() => undefined);
    early[url] = response;
  }
}

/** The response started early for exactly this URL (once), else a new request. */
export const earlyFetch = (
  input: Request | string | URL,
  init?: RequestInit,
): Promise<Response> => {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  const early = store()[KEY];
  const started = early?.[url];
  if (!started) return fetch(input, init);
  delete early[url];
  return started;
};
