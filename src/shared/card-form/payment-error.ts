/**
 * Stable failure codes of a card payment, and the error that carries one.
 * @example
 * throw new CardPaymentError('card.declined');
 */
import type { CardPaymentResult } from '../api/public.ts';

/** Stable failure codes of a card payment. @example PAYMENT_ERROR_CODES.includes('network'); // true */
export const PAYMENT_ERROR_CODES = [
  'card.declined',
  'card.number.invalid',
  'card.expiry.past',
  'card.expiry.invalid',
  'card.tooManyAttempts',
  'session.expired',
  'network',
  'contract',
  'service.error',
] as const;
/** One of {@link PAYMENT_ERROR_CODES}. */
export type PaymentErrorCode = (typeof PAYMENT_ERROR_CODES)[number];

/**
 * A failed card payment. `result` is the payment's outcome when the service answered one (a
 * decline), for its `customer_message` and order id.
 */
export class CardPaymentError extends Error {
  // `declare`: assigned in the constructor, so the es2020 build needs no class-field helper.
  declare readonly code: PaymentErrorCode;
  declare readonly result: CardPaymentResult | undefined;
  constructor(code: PaymentErrorCode, result?: CardPaymentResult) {
    super(code);
    this.name = 'CardPaymentError';
    this.code = code;
    this.result = result;
  }
}
