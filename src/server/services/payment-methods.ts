/**
 * Payment methods the sandbox knows, with the currencies each supports by default (ginger-api-facts §6,
 * the currency list a real project returned) and how each is paid.
 */

/** `card`: entered on our pages and tokenized; `redirect`: a (simulated) bank or wallet page. */
export type MethodKind = 'card' | 'redirect';

const NORDIC_AND_MAJOR = ['EUR', 'USD', 'GBP', 'SEK', 'NOK', 'DKK'];

export const DEFAULT_CURRENCIES: Readonly<Record<string, readonly string[]>> = {
  'credit-card': [...NORDIC_AND_MAJOR, 'THB', 'JPY', 'KWD', 'CHF', 'PLN'],
  ideal: ['EUR'],
  bancontact: ['EUR'],
  'klarna-pay-later': ['EUR'],
  'klarna-pay-now': ['EUR'],
  afterpay: ['EUR'],
  'apple-pay': ['EUR', 'USD', 'GBP', 'THB', 'SEK', 'NOK'],
  'google-pay': ['EUR', 'USD', 'GBP', 'THB', 'SEK', 'NOK'],
  paypal: ['EUR'],
  sofort: ['EUR'],
  'bank-transfer': ['EUR'],
  payconiq: ['EUR'],
  swish: ['SEK'],
  mobilepay: ['EUR', 'USD', 'DKK', 'NOK', 'SEK', 'GBP'],
  'vipps-mobilepay': ['EUR', 'USD', 'DKK', 'NOK', 'SEK', 'GBP'],
};

export const methodKind = (method: string): MethodKind =>
  method === 'credit-card' ? 'card' : 'redirect';

/** Methods that authorise first and are captured later (ginger-api-facts §4.2). */
export const CAPTURABLE_METHODS = new Set(['credit-card', 'afterpay', 'klarna-pay-later']);

/** Every currency some method supports: the currencies an order may be in. */
export function supportedCurrencies(currencies: Record<string, readonly string[]>): Set<string> {
  return new Set(Object.values(currencies).flat());
}

/** Methods of `allowed` (else all) that support `currency`, in the project's order. */
export function offeredMethods(
  currencies: Record<string, readonly string[]>,
  currency: string,
  allowed: readonly string[] | null,
): string[] {
  return Object.entries(currencies)
    .filter(([method, list]) => list.includes(currency) && (!allowed || allowed.includes(method)))
    .map(([method]) => method);
}
