/**
 * Card brands we recognise locally: prefixes, number lengths, CVC policy and digit grouping.
 *
 * Sources (keys from checkout-anchors.md): Adyen web `CSF/utils/cardType.ts` [AD3] for Bancontact
 * (6703, 479658, 606005; no CVC), Dankort (5019), Visa/Dankort (4571) and the V Pay
 * approximation; npm credit-card-type 10.2.0 [BT6] for Maestro ranges and grouping gaps.
 *
 * Limitations, by design (detection is local and prefix-only):
 * - Cartes Bancaires is issued on Visa and Mastercard BINs and has no public static BIN rule
 *   (Adyen's own table matches any 4–6 number and defers to its server BIN lookup). No row here
 *   reports `'cartes-bancaires'`; a BIN lookup may add it to `coBadges` later.
 * - V Pay uses Adyen's 3-digit approximation of Visa debit ranges, which overlaps Visa credit
 *   cards; those rows carry `coBadges: ['visa']` so accepting Visa accepts them too.
 * - Co-badges only a BIN lookup knows are missed: Adyen's Visa/Bancontact test card
 *   4871 0499 9999 9910 detects as V Pay (co-badge Visa) and asks for a CVC.
 */

/** Brands with their own rules, in display order. @example CARD_BRANDS.includes('amex'); // true */
export const CARD_BRANDS = [
  'visa',
  'mastercard',
  'maestro',
  'amex',
  'bancontact',
  'dankort',
  'vpay',
] as const;
/** A recognised brand. @example const b: CardBrand = 'bancontact'; */
export type CardBrand = (typeof CARD_BRANDS)[number];
/** A detected brand; `'unknown'` gets generic rules. @example const b: BrandId = 'unknown'; */
export type BrandId = CardBrand | 'unknown';
/** A network a card may also run on. @example const c: CoBadge = 'cartes-bancaires'; */
export type CoBadge = CardBrand | 'cartes-bancaires';

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
  vpay: rule('vpay', span(13, 19)),
  unknown: rule('unknown', span(12, 19)),
};

type PrefixRow = readonly [brand: CardBrand, prefixes: string, coBadges?: readonly CoBadge[]];

/**
 * Prefix table: [brand, prefixes, co-badges]. Prefixes are space-separated; `lo-hi` is an
 * inclusive range of equal-length prefixes. The longest matching prefix wins, so Maestro's
 * catch-all `6` loses to Bancontact's `6703`, and Visa's `4` to `4571` or `479658`.
 */
const PREFIXES: readonly PrefixRow[] = [
  ['visa', '4'],
  ['mastercard', '51-55 2221-2720'],
  ['amex', '34 37'],
  ['maestro', '493698 50 56-59 6'],
  ['dankort', '5019'],
  ['dankort', '4571', ['visa']],
  ['bancontact', '6703 606005'],
  ['bancontact', '479658', ['visa']],
  [
    'vpay',
    '401 408 413 434 435 437 439 441-444 446 447 455 458 460 461 463 466 471 479 482 483 487',
    ['visa'],
  ],
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
