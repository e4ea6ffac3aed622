/**
 * Every card validation error code, in one place: stable dotted strings.
 * Locale files key their messages by these codes; never rename one, only add.
 */

/**
 * All codes {@link validateCard} can return, by field.
 * @example
 * CARD_ERROR_CODES.includes('card.number.invalid'); // true
 */
export const CARD_ERROR_CODES = [
  'card.number.empty',
  'card.number.incomplete',
  'card.number.invalid',
  'card.number.unsupported',
  'card.expiry.empty',
  'card.expiry.invalid',
  'card.expiry.past',
  'card.expiry.tooFar',
  'card.cvc.empty',
  'card.cvc.incomplete',
  'card.cvc.invalid',
] as const;

/** One of {@link CARD_ERROR_CODES}. @example const c: CardErrorCode = 'card.expiry.past'; */
export type CardErrorCode = (typeof CARD_ERROR_CODES)[number];
