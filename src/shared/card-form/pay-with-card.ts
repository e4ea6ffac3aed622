/**
 * Pays an order by card from the browser part that holds the card (the card frame, or the hosted
 * checkout on our own origin): POST /v1/tokens/ for a vault token, then POST /v1/card/payments.
 * Both answers are parsed with the contract's schemas; every failure becomes a
 * {@link CardPaymentError} with a stable code, never a raw body.
 * @example
 * try {
 *   const result = await payWithCard({ apiBase, setupToken, pan: '4111111111111111', expiryDate: '1230' });
 *   if (result.challenge_url) goTo(result.challenge_url);
 * } catch (e) {
 *   if (e instanceof CardPaymentError && e.code === 'card.declined') showRetry();
 * }
 */
import { cardPaymentResultSchema } from '../api/public.ts';
import type { CardPaymentResult } from '../api/public.ts';
import { tokenResultSchema } from '../api/token.ts';
import { CardPaymentError } from './payment-error.ts';
import { postPublic } from './post-public.ts';

export type PayWithCardOptions = {
  /** Where the service answers, without a trailing slash (`https://api.example` or `''`). */
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
 * {@link CardPaymentError}, `card.declined` when the acquirer refused the card.
 */
export async function payWithCard(options: PayWithCardOptions): Promise<CardPaymentResult> {
  const doFetch = options.fetch ?? fetch.bind(globalThis);
  const token = tokenResultSchema.safeParse(
    await postPublic(doFetch, `${options.apiBase}/v1/tokens/`, {
      pan: options.pan,
      expiry_date: options.expiryDate,
      setup_token: options.setupToken,
    }),
  );
  if (!token.success) throw new CardPaymentError('contract');
  options.onTokenized?.();
  const paid = cardPaymentResultSchema.safeParse(
    await postPublic(doFetch, `${options.apiBase}/v1/card/payments`, {
      setup_token: options.setupToken,
      vault_token: token.data.vault_token,
    }),
  );
  if (!paid.success) throw new CardPaymentError('contract');
  const result = paid.data;
  if (!result.challenge_url && result.transaction_status === 'error')
    throw new CardPaymentError('card.declined', result);
  return result;
}
