/** The checkout model's card payment: the shared card form's tokenize-and-pay, on our API origin. */
import { payWithCard } from '../shared/card-form/index.ts';
import type { CardDetails } from './models/checkout-model.ts';

/**
 * `apiBase` as the page config has it (ending in `/`); payWithCard wants it without.
 * @example
 * await payCard('https://api.example/', setupToken, { pan: '4111111111111111', expiryDate: '1230' });
 */
export function payCard(
  apiBase: string,
  setupToken: string,
  card: CardDetails,
  doFetch?: typeof fetch,
) {
  return payWithCard({
    apiBase: apiBase.replace(/\/+$/, ''),
    setupToken,
    pan: card.pan,
    expiryDate: card.expiryDate,
    ...(doFetch ? { fetch: doFetch } : {}),
  });
}
