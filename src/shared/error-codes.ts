/**
 * Why a payment attempt failed, as stable dotted codes: the service puts one in its public answers
 * (`reason_code` of POST /v1/card/payments and of the hosted page's `last_attempt`), and the
 * browser parts localise it. The service's English `customer_message` is never shown: a code is
 * what a page translates. Codes are only ever added, never renamed; a browser that meets a code it
 * does not know shows the text of its nearest known parent (`card.declined.lost` → `card.declined`).
 *
 * The other code lists: card validation in `card/errors.ts` (`card.number.invalid`, …), and the
 * card form's payment failures in `card-form/payment-error.ts` (`network`, `session.expired`, …).
 * @example
 * reasonTextKey('card.declined.insufficient_funds'); // 'reasons.cardDeclinedInsufficientFunds'
 * reasonTextKey('card.declined.lost');               // 'reasons.cardDeclined'
 */

/**
 * Every reason code, each documented below. @example REASON_CODES.includes('card.3ds.failed'); // true
 */
export const REASON_CODES = [
  /** The issuer refused the card, without a reason the customer can act on. */
  'card.declined',
  /** The issuer refused: not enough money or credit on the card. */
  'card.declined.insufficient_funds',
  /** The issuer refused: the card has expired (whatever the expiry typed). */
  'card.declined.expired',
  /** The customer's bank did not confirm the payment in its 3-D Secure check. */
  'card.3ds.failed',
  /** The customer left or cancelled their bank's 3-D Secure check. */
  'card.3ds.cancelled',
  /** A redirect method (bank, wallet, pay later) reported the payment as failed. */
  'payment.failed',
  /** The customer cancelled at the bank or wallet. */
  'payment.cancelled',
  /** The bank or wallet did not answer in time. */
  'payment.expired',
] as const;
/** One of {@link REASON_CODES}. @example const code: ReasonCode = 'card.3ds.failed'; */
export type ReasonCode = (typeof REASON_CODES)[number];

/** @example isReasonCode('card.declined'); // true */
export const isReasonCode = (value: unknown): value is ReasonCode =>
  typeof value === 'string' && (REASON_CODES as readonly string[]).includes(value);

/**
 * The known code for `code`: itself, else its nearest known parent, else `fallback`.
 * @example
 * knownReason('card.declined.stolen', 'card.declined'); // 'card.declined'
 * knownReason(null, 'card.declined');                   // 'card.declined'
 */
export function knownReason(code: string | null | undefined, fallback: ReasonCode): ReasonCode {
  for (let c = code ?? ''; c; c = c.slice(0, Math.max(0, c.lastIndexOf('.'))))
    if (isReasonCode(c)) return c;
  return fallback;
}

/**
 * The locale key of a card reason's text, in the `reasons` object of the hosted page's namespace
 * (checkout.json): the code in camelCase, since a dotted key would nest (`card.declined` is also the start of
 * `card.declined.expired`).
 * @example
 * reasonTextKey('card.3ds.failed'); // 'reasons.card3dsFailed'
 */
export const reasonTextKey = (
  code: string | null | undefined,
  fallback: ReasonCode = 'card.declined',
) =>
  `reasons.${knownReason(code, fallback).replace(/[._](\w)/g, (_, c: string) => c.toUpperCase())}`;
