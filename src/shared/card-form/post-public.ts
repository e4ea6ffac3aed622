/**
 * POST to one of the service's public endpoints (no API key, no cookies) and turn every failure
 * into a {@link CardPaymentError} with a stable code, mapped from the error body's
 * `property_path`, never from a raw body.
 * @example
 * const json = await postPublic(fetch, `${apiBase}/v1/card/session`, { setup_token });
 */
import { errorBodySchema } from '../api/error.ts';
import { CardPaymentError } from './payment-error.ts';
import type { PaymentErrorCode } from './payment-error.ts';

function codeFor(status: number, path: string | undefined, value: string): PaymentErrorCode {
  if (status === 429) return 'card.tooManyAttempts';
  if (status >= 500) return 'service.error';
  if (path === 'pan') return 'card.number.invalid';
  if (path === 'expiry_date')
    return /expired/i.test(value) ? 'card.expiry.past' : 'card.expiry.invalid';
  if (path === 'setup_token') return 'session.expired';
  return 'contract';
}

/** Resolves with the parsed JSON of a 2xx answer (still unknown: the caller parses it). */
export async function postPublic(
  doFetch: typeof fetch,
  url: string,
  body: Record<string, string>,
): Promise<unknown> {
  let response: Response;
  try {
    response = await doFetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      credentials: 'omit',
    });
  } catch {
    throw new CardPaymentError('network');
  }
  let json: unknown;
  try {
    json = await response.json();
  } catch {
    throw new CardPaymentError(response.ok ? 'contract' : 'service.error');
  }
  if (response.ok) return json;
  const error = errorBodySchema.safeParse(json);
  if (!error.success)
    throw new CardPaymentError(response.status >= 500 ? 'service.error' : 'contract');
  const { status, property_path, value } = error.data.error;
  throw new CardPaymentError(codeFor(status, property_path, value));
}
