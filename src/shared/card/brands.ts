/**
 * Card brands we recognise locally: prefixes, number lengths, CVC policy and digit grouping.
 *
 * The rule: a number that starts with 4 is Visa unless it falls in a range the prefix table below
 * gives to another brand, and each row names its source. Ordinary Visa credit and debit numbers
 * (4111…, 4716…, 4462… UK Visa Debit) are Visa.
 *
 * Limitations, by design (detection is local and prefix-only):
 * - V PAY and Cartes Bancaires are issued on Visa (and, for Cartes Bancaires, Mastercard) BINs and
 *   have no published range of their own: only an issuer BIN lookup can tell them apart. They are
 *   networks a card may also run on (`CoBadge`), with no rules of their own: such cards are
 *   detected, checked and accepted as Visa or Mastercard. A merchant can still name them, and the
 *   form shows their marks among the accepted brands.
 * - Co-badges only a BIN lookup knows are missed: Adyen's Visa/Bancontact test card
 *   4871 0499 9999 9910 detects as Visa and asks for a CVC.
 */

/** Brands with their own rules, in display order. @example CARD_BRANDS.includes('amex'); // true */
export const CARD_BRANDS = [
  'visa',
  'mastercard',
  'maestro',
  'amex',
  'bancontact',
  'dankort',
] as const;
/** A recognised brand. @example const b: CardBrand = 'bancontact'; */
export type CardBrand = (typeof CARD_BRANDS)[number];
/** A detected brand; `'unknown'` gets generic rules. @example const b: BrandId = 'unknown'; */
export type BrandId = CardBrand | 'unknown';
/**
 * A network a card may run on: a brand, or one only an issuer BIN lookup can tell (V PAY on Visa,
 * Cartes Bancaires on Visa and Mastercard). @example const c: CoBadge = 'cartes-bancaires';
 */
export type CoBadge = CardBrand | 'vpay' | 'cartes-bancaires';

/** How a brand treats the CVC. @example CVC_POLICIES.includes('hidden'); // true */
export const CVC_POLICIES = ['required', 'optional', 'hidden'] as const;
/** `hidden`: the card has none (Bancontact). @example const p: CvcPolicy = 'optional'; */
export type CvcPolicy = (typeof CVC_POLICIES)[number];

/**
 * Per-brand input rules. `lengths` ascend; `gaps` are digit counts before which a space goes.
 * @example
 * const r: BrandRules = brandRules('amex'); // { lengths: [15], cvcLength: 4, gaps: [4, 10], … }
 */
export interface BrandRules {
  readonly id: BrandId;
  readonly lengths: readonly number[];
  readonly cvcLength: number;
  readonly cvcPolicy: CvcPolicy;
  readonly gaps: readonly number[];
}

/**
 * The result of {@link detectBrand}: the brand's rules plus the other networks on the card.
 * @example
 * detectBrand('4571000000000001').coBadges; // ['visa']
 */
export interface DetectedBrand extends BrandRules {
  readonly coBadges: readonly CoBadge[];
}

const span = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);
const rule = (
  id: BrandId,
  lengths: readonly number[],
  cvcLength = 3,
  cvcPolicy: CvcPolicy = 'required',
  gaps: readonly number[] = [4, 8, 12, 16],
): BrandRules => ({ id, lengths, cvcLength, cvcPolicy, gaps });

const RULES: Readonly<Record<BrandId, BrandRules>> = {
  visa: rule('visa', [16, 18, 19]),
  mastercard: rule('mastercard', [16]),
  maestro: rule('maestro', span(12, 19), 3, 'optional'),
  amex: rule('amex', [15], 4, 'required', [4, 10]),
  bancontact: rule('bancontact', span(16, 19), 0, 'hidden'),
  dankort: rule('dankort', [16]),
  unknown: rule('unknown', span(12, 19)),
};

type PrefixRow = readonly [brand: CardBrand, prefixes: string, coBadges?: readonly CoBadge[]];

/**
 * Prefix table: [brand, prefixes, co-badges]. Prefixes are space-separated; `lo-hi` is an
 * inclusive range of equal-length prefixes. The longest matching prefix wins, so Maestro's
 * catch-all `6` loses to Bancontact's `6703`, and Visa's `4` to `4571` or `479658`.
 * Sources: [ISO] ISO/IEC 7812 issuer identification (4 = Visa); [MC] Mastercard's 2-series
 * announcement (2221–2720, in use since 2017) and its 51–55 range; [CCT] npm credit-card-type
 * 10.2.0 (Amex, Maestro ranges and grouping gaps); [ADY] Adyen web `CSF/utils/cardType.ts`
 * (Bancontact, Dankort, Visa/Dankort).
 */
const PREFIXES: readonly PrefixRow[] = [
  // [ISO] every Visa number starts with 4.
  ['visa', '4'],
  // [MC] 51–55 and the 2-series 2221–2720.
  ['mastercard', '51-55 2221-2720'],
  // [CCT] American Express.
  ['amex', '34 37'],
  // [CCT] Maestro: 493698, the 50 block, 56–59 and the 6 catch-all (more specific rows win).
  ['maestro', '493698 50 56-59 6'],
  // [ADY] Dankort, and Visa/Dankort on Visa's 4571.
  ['dankort', '5019'],
  ['dankort', '4571', ['visa']],
  // [ADY] Bancontact: its own 6703 and 606005, and 479658 co-badged with Visa.
  ['bancontact', '6703 606005'],
  ['bancontact', '479658', ['visa']],
];

/**
 * The brand whose longest prefix matches the start of `digits`; `'unknown'` otherwise. A prefix
 * only counts once fully typed (`'222'` is still unknown, `'2221'` is Mastercard).
 * @example
 * detectBrand('6703444444444449').id; // 'bancontact'
 * detectBrand('9').id; // 'unknown'
 */
export function detectBrand(digits: string): DetectedBrand {
  let best: PrefixRow | undefined;
  let bestLength = 0;
  for (const row of PREFIXES) {
    for (const range of row[1].split(' ')) {
      const [lo = '', hi = lo] = range.split('-');
      const head = digits.slice(0, lo.length);
      // Equal-length digit strings compare like the numbers they spell.
      if (lo.length > bestLength && head.length === lo.length && head >= lo && head <= hi) {
        best = row;
        bestLength = lo.length;
      }
    }
  }
  return { ...RULES[best?.[0] ?? 'unknown'], coBadges: best?.[2] ?? [] };
}

/**
 * The input rules for a brand.
 * @example
 * brandRules('bancontact').cvcPolicy; // 'hidden'
 */
export function brandRules(brand: BrandId): BrandRules {
  return RULES[brand];
}

/**
 * The length at which a number of this brand is surely whole, so the form may move on to the
 * expiry: the brand's only length, 16 for Visa (its 18- and 19-digit numbers are rare), else its
 * longest (Maestro and Bancontact numbers run from 12 or 16 to 19 digits).
 * @example
 * fullLength(brandRules('amex')); // 15
 * fullLength(brandRules('maestro')); // 19
 */
export function fullLength(rules: BrandRules): number {
  const { lengths } = rules;
  return (rules.id === 'visa' ? lengths[0] : lengths[lengths.length - 1]) ?? 16;
}
