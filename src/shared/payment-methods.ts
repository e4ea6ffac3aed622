/**
 * THE registry of payment methods: every method the service can enable and the browser parts can show,
 * and the facts each part needs about it. A new method is one entry in each table below (the compiler
 * refuses a table that misses one), a logo `public/methods/<id>.svg` and its texts in the locale files
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
export const PAYMENT_METHODS = [
  'credit-card',
  'ideal',
  'bancontact',
  'payconiq',
  'klarna-pay-now',
  'klarna-pay-later',
  'afterpay',
  'paypal',
  'apple-pay',
  'google-pay',
  'sofort',
  'swish',
  'mobilepay',
  'vipps-mobilepay',
  'bank-transfer',
] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * How a method is paid, which decides the texts around it:
 * - `card`: entered in our card form and tokenized;
 * - `bank-redirect`: the customer approves in their bank's page or app;
 * - `wallet`: a wallet or payment app approves it (PayPal, Apple Pay, Swish, …);
 * - `bnpl`: buy now, pay later: the provider approves and bills the customer later;
 * - `bank-transfer`: the customer transfers the money themselves with a reference.
 */
export const METHOD_KINDS = ['card', 'bank-redirect', 'wallet', 'bnpl', 'bank-transfer'] as const;
export type MethodKind = (typeof METHOD_KINDS)[number];

export const METHOD_KIND: Readonly<Record<PaymentMethod, MethodKind>> = {
  'credit-card': 'card',
  ideal: 'bank-redirect',
  bancontact: 'bank-redirect',
  payconiq: 'wallet',
  'klarna-pay-now': 'bnpl',
  'klarna-pay-later': 'bnpl',
  afterpay: 'bnpl',
  paypal: 'wallet',
  'apple-pay': 'wallet',
  'google-pay': 'wallet',
  sofort: 'bank-redirect',
  swish: 'wallet',
  mobilepay: 'wallet',
  'vipps-mobilepay': 'wallet',
  'bank-transfer': 'bank-transfer',
};

const NORDIC_AND_MAJOR = ['EUR', 'USD', 'GBP', 'SEK', 'NOK', 'DKK'] as const;

/** The currencies each method supports by default (a real project's currency list). */
export const METHOD_CURRENCIES: Readonly<Record<PaymentMethod, readonly string[]>> = {
  'credit-card': [...NORDIC_AND_MAJOR, 'THB', 'JPY', 'KWD', 'CHF', 'PLN'],
  ideal: ['EUR'],
  bancontact: ['EUR'],
  payconiq: ['EUR'],
  'klarna-pay-now': ['EUR'],
  'klarna-pay-later': ['EUR'],
  afterpay: ['EUR'],
  paypal: ['EUR'],
  'apple-pay': ['EUR', 'USD', 'GBP', 'THB', 'SEK', 'NOK'],
  'google-pay': ['EUR', 'USD', 'GBP', 'THB', 'SEK', 'NOK'],
  sofort: ['EUR'],
  swish: ['SEK'],
  mobilepay: ['EUR', 'USD', 'DKK', 'NOK', 'SEK', 'GBP'],
  'vipps-mobilepay': ['EUR', 'USD', 'DKK', 'NOK', 'SEK', 'GBP'],
  'bank-transfer': ['EUR'],
};

/** Methods that authorise first and are captured later (manual or delayed capture). */
export const CAPTURABLE_METHODS: ReadonlySet<PaymentMethod> = new Set([
  'credit-card',
  'afterpay',
  'klarna-pay-later',
]);

export const isPaymentMethod = (value: unknown): value is PaymentMethod =>
  typeof value === 'string' && (PAYMENT_METHODS as readonly string[]).includes(value);

/** The method's kind; a method this registry does not know is treated as a bank redirect. */
export const methodKind = (method: string): MethodKind =>
  isPaymentMethod(method) ? METHOD_KIND[method] : 'bank-redirect';

/** The locale key of a method's name: `methods.creditCard`. */
export const methodTextKey = (method: PaymentMethod) =>
  `methods.${method.replace(/-(\w)/g, (_, c: string) => c.toUpperCase())}`;

/** Where a method's logo is served, relative to the page's base: `methods/ideal.svg`. */
export const methodLogoPath = (method: PaymentMethod) => `methods/${method}.svg`;
