/**
 * THE registry of payment methods: every method the service can enable and the browser parts can show,
 * and the facts each part needs about it. A new method is one entry in each table below (the compiler
 * refuses a table that misses one), a logo in the hosted page's `method-art.tsx` (a table the compiler checks too) and its texts in the locale files
 * (`methods.<camelCaseId>`); `payment-methods.test.ts` enumerates the tables against those files.
 *
 * The facts sit in separate tables, not one object, so that a browser bundle that reads only the kinds
 * does not carry the currency lists.
 * @example
 * methodKind('ideal');                 // 'bank-redirect'
 * METHOD_CURRENCIES.swish;             // ['SEK']
 * isPaymentMethod('credit-card');      // true
 */

/** Every method, in the order used where nothing else decides. */
import { isLocale, LOCALES } from './locales.ts';
export const PAYMENT_METHODS = [
  'credit-card',
  'amex',
  'ideal',
  'bancontact',
  'payconiq',
  'tikkie-payment-request',
  'klarna-pay-now',
  'klarna-pay-later',
  'klarna-direct-debit',
  'afterpay',
  'billink',
  'anyday-split',
  'paypal',
  'apple-pay',
  'google-pay',
  'wechat',
  'sofort',
  'giropay',
  'swish',
  'mobilepay',
  'vipps-mobilepay',
  'bank-transfer',
  'viacash',
] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * How a method is paid, which decides the texts around it:
 * - `card`: entered in our card form and tokenized;
 * - `bank-redirect`: the customer approves in their bank's page or app;
 * - `wallet`: a wallet or payment app approves it (PayPal, Apple Pay, Swish, …);
 * - `bnpl`: buy now, pay later: the provider approves and bills the customer later;
 * - `bank-transfer`: the customer pays later by themselves, with a reference the order gets at once
 *   (a bank transfer, or cash at a shop for viacash); the order is `processing` until the money is in.
 */
export const METHOD_KINDS = ['card', 'bank-redirect', 'wallet', 'bnpl', 'bank-transfer'] as const;
export type MethodKind = (typeof METHOD_KINDS)[number];

export const METHOD_KIND: Readonly<Record<PaymentMethod, MethodKind>> = {
  'credit-card': 'card',
  amex: 'card',
  ideal: 'bank-redirect',
  bancontact: 'bank-redirect',
  payconiq: 'wallet',
  'tikkie-payment-request': 'wallet',
  'klarna-pay-now': 'bnpl',
  'klarna-pay-later': 'bnpl',
  'klarna-direct-debit': 'bnpl',
  afterpay: 'bnpl',
  billink: 'bnpl',
  'anyday-split': 'bnpl',
  paypal: 'wallet',
  'apple-pay': 'wallet',
  'google-pay': 'wallet',
  wechat: 'wallet',
  sofort: 'bank-redirect',
  giropay: 'bank-redirect',
  swish: 'wallet',
  mobilepay: 'wallet',
  'vipps-mobilepay': 'wallet',
  'bank-transfer': 'bank-transfer',
  viacash: 'bank-transfer',
};

const NORDIC_AND_MAJOR = ['EUR', 'USD', 'GBP', 'SEK', 'NOK', 'DKK'] as const;

/**
 * The currencies each method supports by default: a real project's currency list (the service's
 * `/merchants/self/projects/self/currencies` answer as plugins cache it). Methods missing from that
 * list (tikkie-payment-request, wechat, viacash: older EMS methods) take the one currency their
 * schemes settle in for these merchants, EUR.
 */
export const METHOD_CURRENCIES: Readonly<Record<PaymentMethod, readonly string[]>> = {
  'credit-card': [...NORDIC_AND_MAJOR, 'THB', 'JPY', 'KWD', 'CHF', 'PLN'],
  amex: ['EUR'],
  ideal: ['EUR'],
  bancontact: ['EUR'],
  payconiq: ['EUR'],
  'tikkie-payment-request': ['EUR'],
  'klarna-pay-now': ['EUR'],
  'klarna-pay-later': ['EUR'],
  'klarna-direct-debit': ['EUR'],
  afterpay: ['EUR'],
  billink: ['EUR', 'USD', 'GBP'],
  'anyday-split': ['DKK'],
  paypal: ['EUR'],
  'apple-pay': ['EUR', 'USD', 'GBP', 'THB', 'SEK', 'NOK'],
  'google-pay': ['EUR', 'USD', 'GBP', 'THB', 'SEK', 'NOK'],
  wechat: ['EUR'],
  sofort: ['EUR'],
  giropay: ['EUR'],
  swish: ['SEK'],
  mobilepay: ['EUR', 'USD', 'DKK', 'NOK', 'SEK', 'GBP'],
  'vipps-mobilepay': ['EUR', 'USD', 'DKK', 'NOK', 'SEK', 'GBP'],
  'bank-transfer': ['EUR'],
  viacash: ['EUR'],
};

/**
 * Methods that authorise first and are captured later (manual or delayed capture): cards, and the
 * methods shop plugins capture on shipping (afterpay, klarna-pay-later, klarna-direct-debit).
 */
export const CAPTURABLE_METHODS: ReadonlySet<PaymentMethod> = new Set([
  'credit-card',
  'amex',
  'afterpay',
  'klarna-pay-later',
  'klarna-direct-debit',
]);

/**
 * Buy-now-pay-later methods the shop captures when it ships, with or without `capture_mode`: their
 * payment is always an authorisation (`is_capturable`), as shop plugins expect (they capture on
 * shipping and refund only what was captured). Other capturable methods authorise first only under
 * manual or delayed capture.
 */
export const CAPTURED_ON_SHIPPING: ReadonlySet<PaymentMethod> = new Set([
  'afterpay',
  'klarna-pay-later',
  'klarna-direct-debit',
]);

export const isPaymentMethod = (value: unknown): value is PaymentMethod =>
  typeof value === 'string' && (PAYMENT_METHODS as readonly string[]).includes(value);

/** The method's kind; a method this registry does not know is treated as a bank redirect. */
export const methodKind = (method: string): MethodKind =>
  isPaymentMethod(method) ? METHOD_KIND[method] : 'bank-redirect';

/** Methods of kind `card` (listed apart so the hosted page's first render needs no kind table). */
const CARD_METHODS: ReadonlySet<string> = new Set<PaymentMethod>(['credit-card', 'amex']);

/** True for methods paid with a card on our card form: the methods of kind `card`. */
export const isCardMethod = (method: string): boolean => CARD_METHODS.has(method);

/** Whether a payment with `method` is an authorisation to capture later (see CAPTURED_ON_SHIPPING). */
export const authorisesFirst = (method: string, captureMode: string | null): boolean =>
  isPaymentMethod(method) &&
  (captureMode !== null ? CAPTURABLE_METHODS.has(method) : CAPTURED_ON_SHIPPING.has(method));

/** The locale key of a method's name: `methods.creditCard`. */
export const methodTextKey = (method: PaymentMethod) =>
  `methods.${method.replace(/-(\w)/g, (_, c: string) => c.toUpperCase())}`;

/** Where a method's logo is served, relative to the page's base: `methods/ideal.svg`. */

/*
 * Markets: the order of the methods by the customer's country. A table of its own (with the
 * functions that read it) so that browser bundles, which only ever receive the resulting order
 * from the service, do not carry it.
 */

/** Countries (ISO 3166-1 alpha-2) with a method order of their own. @example MARKETS.includes('BE'); // true */
export const MARKETS = ['BE', 'NL', 'DE', 'GB', 'DK', 'NO', 'SE', 'FI'] as const;
export type Market = (typeof MARKETS)[number];

/**
 * One market's rule:
 * - `first`: the methods its customers look for, most used first. Offered ones come first in this
 *   order (the page opens the first); the other offered methods follow in the project's order.
 * - `names`: a method's local name where it differs from its registry name, as a key of
 *   `marketNames` in checkout.json (Vipps MobilePay is "Vipps" to Norwegians).
 */
export type MarketRule = {
  readonly first: readonly PaymentMethod[];
  readonly names?: Readonly<Partial<Record<PaymentMethod, string>>>;
};

/**
 * The market rules. Sources: the schemes' and acquirers' published market shares for online
 * payments (Bancontact and Payconiq in Belgium, iDEAL in the Netherlands, PayPal and Klarna in
 * Germany, Dankort (a card) and MobilePay in Denmark, Vipps in Norway, Swish and Klarna in Sweden,
 * MobilePay in Finland), and Mollie's and Adyen's per-country method orders.
 * @example
 * METHOD_MARKETS.BE.first[0]; // 'bancontact'
 */
export const METHOD_MARKETS: Readonly<Record<Market, MarketRule>> = {
  BE: { first: ['bancontact', 'payconiq', 'credit-card', 'apple-pay', 'google-pay', 'paypal'] },
  NL: { first: ['ideal', 'credit-card', 'paypal', 'apple-pay', 'klarna-pay-later', 'afterpay'] },
  DE: { first: ['paypal', 'klarna-pay-later', 'klarna-pay-now', 'credit-card', 'sofort'] },
  GB: { first: ['credit-card', 'apple-pay', 'google-pay', 'paypal', 'klarna-pay-later'] },
  // Dankort and Visa/Dankort are paid with the card method.
  DK: { first: ['credit-card', 'mobilepay', 'apple-pay', 'google-pay'] },
  NO: {
    first: ['vipps-mobilepay', 'credit-card', 'klarna-pay-later'],
    names: { 'vipps-mobilepay': 'vipps' },
  },
  SE: { first: ['swish', 'klarna-pay-now', 'klarna-pay-later', 'credit-card'] },
  FI: { first: ['mobilepay', 'credit-card'] },
};

/**
 * Methods that are one app under several ids (MobilePay and Vipps merged as Vipps MobilePay): a
 * page offers one of each group, the one its market's rule ranks first, else the group's first.
 * @example
 * SAME_APP[0]; // ['vipps-mobilepay', 'mobilepay']
 */
export const SAME_APP: readonly (readonly PaymentMethod[])[] = [['vipps-mobilepay', 'mobilepay']];

/** The currencies only one market pays in, and that market. */
export const CURRENCY_MARKET: Readonly<Record<string, Market>> = {
  SEK: 'SE',
  NOK: 'NO',
  DKK: 'DK',
  GBP: 'GB',
};

const isMarket = (value: string): value is Market => (MARKETS as readonly string[]).includes(value);

/**
 * The customer's market: their (billing) country when the order names one (a country without a
 * rule of its own gets none), else the order's locale, else a currency only one market pays in.
 * @example
 * marketOf({ country: 'be', locale: 'en-GB', currency: 'EUR' }); // 'BE'
 * marketOf({ country: null, locale: null, currency: 'DKK' });    // 'DK'
 * marketOf({ country: 'FR', locale: 'fr-BE', currency: 'EUR' }); // null
 */
export function marketOf(hints: {
  country?: string | null;
  locale?: string | null;
  currency?: string | null;
}): Market | null {
  const country = hints.country?.trim().toUpperCase();
  if (country) return isMarket(country) ? country : null;
  const byLocale = isLocale(hints.locale) ? LOCALES[hints.locale].market : '';
  if (isMarket(byLocale)) return byLocale;
  return CURRENCY_MARKET[hints.currency ?? ''] ?? null;
}

/**
 * The offered methods as a market's customers see them: one id per app, the market's methods
 * first (in its order), the rest in the order given; and the local names that apply.
 * @example
 * orderForMarket(['credit-card', 'ideal', 'bancontact'], 'BE').methods;
 * // ['bancontact', 'credit-card', 'ideal']
 * orderForMarket(['mobilepay', 'vipps-mobilepay'], 'NO');
 * // { methods: ['vipps-mobilepay'], names: { 'vipps-mobilepay': 'vipps' } }
 */
export function orderForMarket(
  offered: readonly string[],
  market: Market | null,
): { methods: string[]; names: Record<string, string> } {
  const rule: MarketRule | undefined = market ? METHOD_MARKETS[market] : undefined;
  const rank = (method: string) => {
    const at = (rule?.first as readonly string[] | undefined)?.indexOf(method) ?? -1;
    return at < 0 ? Infinity : at;
  };
  const dropped = new Set<string>();
  for (const group of SAME_APP) {
    const present = group.filter((m) => offered.includes(m));
    const kept = present.reduce<string | undefined>(
      (best, m) => (best === undefined || rank(m) < rank(best) ? m : best),
      undefined,
    );
    for (const m of present) if (m !== kept) dropped.add(m);
  }
  const methods = offered
    .filter((m, i) => !dropped.has(m) && offered.indexOf(m) === i)
    // Array sort is stable: methods the rule does not rank keep the order given.
    .sort((a, b) => rank(a) - rank(b) || 0);
  const names: Record<string, string> = {};
  for (const [method, name] of Object.entries(rule?.names ?? {}))
    if (name && methods.includes(method)) names[method] = name;
  return { methods, names };
}
