/**
 * Pays an order by card from the browser part that holds the card (the card frame, or the hosted
 * checkout on our own origin): POST /v1/tokens/ for a vault token, then POST /v1/card/payments.
 * Both go through the one public client (`public-api.ts`): every failure is a
 * {@link PublicApiError} with a code of the error catalogue, never a raw body.
 * @example
 * try {
 *   const result = await payWithCard({ apiBase, setupToken, pan: '4111111111111111', expiryDate: '1230' });
 *   if (result.challenge_url) goTo(result.challenge_url);
 * } catch (e) {
 *   if (e instanceof PublicApiError && e.code === 'card.declined') showRetry();
 * }
 */
import { cardPaymentResultSchema } from '../api/public.ts';
import type { CardPaymentResult } from '../api/public.ts';
import { tokenResultSchema } from '../api/token.ts';
import { callPublic, PublicApiError } from '../public-api.ts';

export type PayWithCardOptions = {
  /** Where the service answers, ending in `/` (`apiBaseFrom` in public-api.ts). */
  apiBase: string;
  setupToken: string;
  /** Digits only. */
  pan: string;
  /** `MMYY`. */
  expiryDate: string;
  fetch?: typeof fetch;
  /** Called once the vault token exists, before the payment is attempted. */
  onTokenized?: () => void;
};

/**
 * Tokenizes the card and pays the setup token's order with it. Resolves with the payment's
 * outcome (`challenge_url` for 3-D Secure, `redirect_url` once decided); rejects with a
 * {@link PublicApiError}, `card.declined` when the acquirer refused the card.
 */
export async function payWithCard(options: PayWithCardOptions): Promise<CardPaymentResult> {
  const doFetch = options.fetch ?? fetch.bind(globalThis);
  const { vault_token } = await callPublic(
    doFetch,
    options.apiBase,
    'v1/tokens/',
    tokenResultSchema,
    {
      pan: options.pan,
      expiry_date: options.expiryDate,
      setup_token: options.setupToken,
    },
  );
  options.onTokenized?.();
  const result = await callPublic(
    doFetch,
    options.apiBase,
    'v1/card/payments',
    cardPaymentResultSchema,
    { setup_token: options.setupToken, vault_token },
  );
  if (!result.challenge_url && result.transaction_status === 'error')
    throw new PublicApiError('card.declined', 200, null, result);
  return result;
}
