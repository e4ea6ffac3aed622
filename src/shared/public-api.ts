/**
 * The one client of the service's public endpoints (no API key, no cookies), used by the hosted page
 * and the card form in both the card frame and the hosted page. One base-URL convention: `apiBase` is
 * an absolute URL ending in `/` ({@link apiBaseFrom}), and paths are relative to it (`v1/tokens/`).
 * Every answer is parsed with the contract's schema; every failure becomes a {@link PublicApiError}
 * whose `code` is one of the catalogue's request codes (`error-codes.ts`), from the error body's
 * `code` when the service gave one, else from the status. The error's English `value` is never read.
 * @example
 * const base = apiBaseFrom(meta, location.href);              // 'https://api.example/'
 * const order = await callPublic(fetch, base, `v1/checkout/${key}`, checkoutOrderSchema);
 */
import type * as z from 'zod/mini';
import type { CardPaymentResult } from './api/public.ts';
import { errorBodySchema } from './api/error.ts';
import { isServiceErrorCode, type RequestErrorCode } from './error-codes.ts';

/** Every request to the public API: no cookies, never from the HTTP cache. */
export const API_INIT = { credentials: 'omit', cache: 'no-store' } as const;

/**
 * The API base from a page's `<meta name="xpay-api-origin">`: `/` (the page's own origin) or an
 * absolute http(s) URL; anything else is the page's own origin. Always ends in `/`.
 * @example
 * apiBaseFrom('https://api.example', 'https://pay.example/pay/x/'); // 'https://api.example/'
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

/** A failed public request. `result` is the payment's outcome when the card was declined. */
export class PublicApiError extends Error {
  // `declare`: assigned in the constructor, so the es2020 build needs no class-field helper.
  declare readonly code: RequestErrorCode;
  /** The HTTP status, when there was an answer. */
  declare readonly status: number | null;
  /** The error body's `property_path`, when it named one. */
  declare readonly property: string | null;
  declare readonly result: CardPaymentResult | undefined;

  constructor(
    code: RequestErrorCode,
    status: number | null = null,
    property: string | null = null,
    result?: CardPaymentResult,
  ) {
    super(code);
    Object.assign(this, { name: 'PublicApiError', code, status, property, result });
  }
}

/** The code of an error answer: the service's own code, else one for the status. */
function failure(status: number, body: unknown): PublicApiError {
  const parsed = errorBodySchema.safeParse(body);
  const error = parsed.success ? parsed.data.error : null;
  const code: RequestErrorCode =
    status >= 500
      ? 'service.error'
      : isServiceErrorCode(error?.code)
        ? error.code
        : status === 429
          ? 'card.tooManyAttempts'
          : status === 404
            ? 'not-found'
            : 'rejected';
  return new PublicApiError(code, status, error?.property_path ?? null);
}

/**
 * GET (no `body`) or POST `body` as JSON to `path` under `apiBase`; resolves with the answer parsed
 * by `schema`.
 */
export async function callPublic<T>(
  doFetch: typeof fetch,
  apiBase: string,
  path: string,
  schema: z.ZodMiniType<T>,
  body?: Record<string, string>,
): Promise<T> {
  let response: Response;
  try {
    response = await doFetch(
      new URL(path, apiBase).href,
      body
        ? {
            ...API_INIT,
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(body),
          }
        : API_INIT,
    );
  } catch {
    throw new PublicApiError('network');
  }
  let json: unknown;
  try {
    json = await response.json();
  } catch {
    if (response.ok) throw new PublicApiError('contract', response.status);
  }
  if (!response.ok) throw failure(response.status, json);
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw new PublicApiError('contract', response.status);
  return parsed.data;
}
