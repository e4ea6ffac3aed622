/**
 * Every error code the parts exchange, in one catalogue: stable dotted strings that a page looks up
 * in its locale files, never the service's English text. Codes are only ever added, never renamed.
 *
 * - {@link REASON_CODES}: why a payment attempt failed (`reason_code` of POST /v1/card/payments and
 *   of the hosted page's `last_attempt`); a browser that meets a code it does not know shows the text
 *   of its nearest known parent (`card.declined.lost` → `card.declined`).
 * - {@link SERVICE_ERROR_CODES}: what the service's public endpoints put in an error body's `code`
 *   (`card.expiry.past`, `session.expired`, …), so the browser never reads `value`.
 * - {@link REQUEST_ERROR_CODES}: every way a public request fails, as the one public client
 *   (`public-api.ts`) reports it to the hosted page and the card frame.
 * - {@link WIDGET_ERROR_CODES}: what the card widget's `submit()` rejects with and its `error` event
 *   carries (the request codes, and the frame's and loader's own).
 * - Card validation codes (`card.number.invalid`, …) are in `card/errors.ts`, beside the validator.
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

/** Codes the service's public endpoints answer in `error.code` of their error body. */
export const SERVICE_ERROR_CODES = [
  /** The setup token is unknown, used up or expired: the payment session is over. */
  'session.expired',
  /** The card number is not one the service takes (Luhn, length, brand). */
  'card.number.invalid',
  /** The card's expiry date has passed. */
  'card.expiry.past',
  /** The expiry date is not a plausible one. */
  'card.expiry.invalid',
  /** Too many card attempts for this session, order or client. */
  'card.tooManyAttempts',
] as const;
/** One of {@link SERVICE_ERROR_CODES}. */
export type ServiceErrorCode = (typeof SERVICE_ERROR_CODES)[number];

/** @example isServiceErrorCode('card.expiry.past'); // true */
export const isServiceErrorCode = (value: unknown): value is ServiceErrorCode =>
  typeof value === 'string' && (SERVICE_ERROR_CODES as readonly string[]).includes(value);

/** Every failure of a request to a public endpoint, as the public client reports it. */
export const REQUEST_ERROR_CODES = [
  ...SERVICE_ERROR_CODES,
  /** The acquirer declined the card; the payment's `reason_code` says why. */
  'card.declined',
  /** No answer: offline, DNS, CORS, aborted. */
  'network',
  /** The answer did not match the contract. */
  'contract',
  /** A 5xx. */
  'service.error',
  /** A 404 without a code: nothing behind this link. */
  'not-found',
  /** Another 4xx without a code: the service refused (e.g. the order can no longer be paid). */
  'rejected',
] as const;
/** One of {@link REQUEST_ERROR_CODES}. */
export type RequestErrorCode = (typeof REQUEST_ERROR_CODES)[number];

/** The card widget's codes: a payment's failure, or the frame's and the loader's own. */
export const WIDGET_ERROR_CODES = [
  ...REQUEST_ERROR_CODES,
  /** `submit()` with card details that do not pass validation (the frame shows which). */
  'card.invalid',
  /** `submit()` before the frame had its setup token. */
  'frame.notReady',
  /** No form within the loader's time limit, or no answer to a `submit()`. */
  'frame.timeout',
  /** The widget was destroyed while a `submit()` was pending. */
  'widget.destroyed',
  /** The iframe was removed from the page while a `submit()` was pending. */
  'frame.removed',
  /** Some of the merchant's texts were refused (`keys` names them). */
  'messages.invalid',
  /** `mount()` or `update()` was given a bad option (thrown at once). */
  'options.messages',
  'options.frameOrigin',
  'options.setupToken',
  /** `mount()`'s target element does not exist. */
  'mount.target',
] as const;
/** One of {@link WIDGET_ERROR_CODES}. */
export type WidgetErrorCode = (typeof WIDGET_ERROR_CODES)[number];
