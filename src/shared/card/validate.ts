/**
 * Whole-card validation shared by the card frame, the hosted checkout's inline form and the
 * server's tokens route, so all three refuse the same cards with the same codes.
 */
import { CARD_BRANDS, detectBrand } from './brands.ts';
import type { BrandId, CoBadge, DetectedBrand } from './brands.ts';
import type { CardErrorCode } from './errors.ts';
import { expiryStatus, parseExpiry } from './expiry.ts';
import type { ExpiryStatus } from './expiry.ts';
import { maxPanLength, normalizeDigits } from './format.ts';
import { luhnValid } from './luhn.ts';

/**
 * Raw field values as typed or posted. `accept` lists the brands the merchant takes (default:
 * every brand in `CARD_BRANDS`, so an unknown network is refused); a co-badge counts, so
 * accepting `'visa'` accepts Visa/Dankort too.
 * @example
 * const input: CardInput = { pan: '4111 1111 1111 1111', expiry: '12/30', cvc: '737', now };
 */
export interface CardInput {
  readonly pan: string;
  readonly expiry: string;
  readonly cvc: string;
  readonly now: Date;
  readonly accept?: readonly (BrandId | CoBadge)[];
}

type FieldCode<F extends string> = Extract<CardErrorCode, `card.${F}.${string}`>;

/** At most one code per field. @example const e: CardErrors = { cvc: 'card.cvc.empty' }; */
export interface CardErrors {
  pan?: FieldCode<'number'>;
  expiry?: FieldCode<'expiry'>;
  cvc?: FieldCode<'cvc'>;
}

/**
 * The outcome: the detected brand (for the icon and CVC label), per-field errors, and
 * `complete` when there are none.
 * @example
 * const { complete, errors } = validateCard(input);
 */
export interface CardValidation {
  readonly brand: DetectedBrand;
  readonly errors: CardErrors;
  readonly complete: boolean;
}

const DIGITS = /^\d+$/;

function panError(
  pan: string,
  brand: DetectedBrand,
  accept: CardInput['accept'] = CARD_BRANDS,
): FieldCode<'number'> | undefined {
  if (pan === '') return 'card.number.empty';
  if (!DIGITS.test(pan)) return 'card.number.invalid';
  const accepted = [brand.id, ...brand.coBadges].some((id) => accept.includes(id));
  // A known brand is refused as soon as it shows; an unknown one only once it is a whole number.
  if (!accepted && brand.id !== 'unknown') return 'card.number.unsupported';
  if (pan.length > maxPanLength(brand.id)) return 'card.number.invalid';
  if (!brand.lengths.includes(pan.length)) return 'card.number.incomplete';
  if (!luhnValid(pan)) return 'card.number.invalid';
  return accepted ? undefined : 'card.number.unsupported';
}

const EXPIRY_CODES: Record<ExpiryStatus, FieldCode<'expiry'> | undefined> = {
  valid: undefined,
  past: 'card.expiry.past',
  'too-far': 'card.expiry.tooFar',
  invalid: 'card.expiry.invalid',
};

function expiryError(raw: string, now: Date): FieldCode<'expiry'> | undefined {
  if (raw.trim() === '') return 'card.expiry.empty';
  const expiry = parseExpiry(raw);
  return expiry
    ? EXPIRY_CODES[expiryStatus(expiry.month, expiry.year, now)]
    : 'card.expiry.invalid';
}

function cvcError(raw: string, brand: DetectedBrand): FieldCode<'cvc'> | undefined {
  // Bancontact has no CVC: whatever arrives is ignored, never validated or kept.
  if (brand.cvcPolicy === 'hidden') return undefined;
  const cvc = raw.trim();
  if (cvc === '') return brand.cvcPolicy === 'optional' ? undefined : 'card.cvc.empty';
  if (!DIGITS.test(cvc) || cvc.length > brand.cvcLength) return 'card.cvc.invalid';
  return cvc.length < brand.cvcLength ? 'card.cvc.incomplete' : undefined;
}

/**
 * Validate number, expiry and CVC together; the CVC rule follows the detected brand (Amex 4
 * digits, Bancontact none, Maestro optional).
 * @example
 * validateCard({ pan: '378282246310005', expiry: '12/30', cvc: '123', now: new Date() }).errors;
 * // { cvc: 'card.cvc.incomplete' }
 */
export function validateCard(input: CardInput): CardValidation {
  const digits = normalizeDigits(input.pan);
  const brand = detectBrand(digits);
  const errors: CardErrors = {};
  const pan = panError(digits, brand, input.accept);
  const expiry = expiryError(input.expiry, input.now);
  const cvc = cvcError(input.cvc, brand);
  if (pan) errors.pan = pan;
  if (expiry) errors.expiry = expiry;
  if (cvc) errors.cvc = cvc;
  return { brand, errors, complete: Object.keys(errors).length === 0 };
}
