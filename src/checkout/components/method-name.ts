/**
 * A method's name, and the sentences about a method. Each sentence has one text per kind of method
 * (`chooser.continueTo.wallet`): a name spliced into one template reads wrongly for most methods in
 * most languages ("taken to Bank transfer", "with Klarna: pay later was not completed:"). Only the
 * bank-redirect and wallet texts may name the method, and their names are brands (iDEAL, PayPal).
 * @example
 * methodSentence(t, 'chooser.continueTo', 'paypal'); // t('chooser.continueTo.wallet', { method: 'PayPal' })
 */
import type { CheckoutOrder } from '../../shared/api/public.ts';
import type { Translate } from '../../shared/i18n/translate.ts';
import { METHOD_KIND, type MethodKind } from '../../shared/payment-methods.ts';
import { isPaymentMethod, methodTextKey } from '../../shared/payment-methods.ts';

/**
 * A method's localised name: the one the customer's market knows it by when the service says so
 * (`method_names`: Vipps MobilePay is "Vipps" in Norway), else its own; an id this page does not
 * know is shown as given.
 * @example
 * methodName(t, 'vipps-mobilepay', order); // 'Vipps' for a Norwegian order
 */
export function methodName(t: Translate, method: string | null, order?: CheckoutOrder | null) {
  const local = order?.method_names?.find((n) => n.method === method)?.name;
  if (local) return t(`marketNames.${local}`);
  return method && isPaymentMethod(method) ? t(methodTextKey(method)) : (method ?? '');
}

/** The key suffix of each kind: `chooser.payWith.bankTransfer`. */
const KIND_KEY = {
  card: 'card',
  'bank-redirect': 'bankRedirect',
  wallet: 'wallet',
  bnpl: 'bnpl',
  'bank-transfer': 'bankTransfer',
} as const satisfies Record<MethodKind, string>;

/** What a method is called in keys: its kind's suffix, or `other` for a method this page does not know. */
type MethodTextKind = (typeof KIND_KEY)[MethodKind] | 'other';

/**
 * Every sentence about a method, and the kinds it has a text for: the card is entered on the page,
 * so only the sole-method heading and the failure speak of it; `other` is a failed attempt with a
 * method the page does not know (or none). (Written out, not spread, so bundles can drop it.)
 */
export const METHOD_SENTENCES = {
  'chooser.payWith': ['card', 'bankRedirect', 'wallet', 'bnpl', 'bankTransfer'],
  'chooser.redirectInfo': ['bankRedirect', 'wallet', 'bnpl', 'bankTransfer'],
  'chooser.continueTo': ['bankRedirect', 'wallet', 'bnpl', 'bankTransfer'],
  'progress.bankTitle': ['bankRedirect', 'wallet', 'bnpl', 'bankTransfer'],
  'progress.bankBody': ['bankRedirect', 'wallet', 'bnpl', 'bankTransfer'],
  'failed.methodBody': ['bankRedirect', 'wallet', 'bnpl', 'bankTransfer', 'other'],
} as const satisfies Record<string, readonly MethodTextKind[]>;
export type MethodSentence = keyof typeof METHOD_SENTENCES;

/** How keys call `method`. */
export const methodTextKind = (method: string | null): MethodTextKind =>
  method && isPaymentMethod(method) ? KIND_KEY[METHOD_KIND[method]] : 'other';

/** The key of `family`'s text for `method`: `chooser.continueTo.wallet` for PayPal. */
export const methodSentenceKey = (family: MethodSentence, method: string | null) =>
  `${family}.${methodTextKind(method)}`;

/** `family`'s text for `method`, with its name as `{{method}}` where the text names it. */
export const methodSentence = (
  t: Translate,
  family: MethodSentence,
  method: string | null,
  order?: CheckoutOrder | null,
) => t(methodSentenceKey(family, method), { method: methodName(t, method, order) });
