/**
 * Card rules shared by the card frame, the hosted checkout's inline card form and the server's
 * tokens route. Pure and dependency-free: it ships inside the card iframe's size budget.
 * @example
 * import { validateCard, formatPan, detectBrand } from '../shared/card/index.ts';
 */
export { CARD_BRANDS, CVC_POLICIES, brandRules, detectBrand, fullLength } from './brands.ts';
export type {
  BrandId,
  BrandRules,
  CardBrand,
  CoBadge,
  CvcPolicy,
  DetectedBrand,
} from './brands.ts';
export { CARD_ERROR_CODES } from './errors.ts';
export type { CardErrorCode } from './errors.ts';
export { EXPIRY_STATUSES, MAX_EXPIRY_YEARS, expiryStatus, parseExpiry, toMmYy } from './expiry.ts';
export type { Expiry, ExpiryStatus } from './expiry.ts';
export { caretAfterFormat, formatPan, maxPanLength, normalizeDigits } from './format.ts';
export { luhnValid } from './luhn.ts';
export { validateCard } from './validate.ts';
export type { CardErrors, CardInput, CardValidation } from './validate.ts';
