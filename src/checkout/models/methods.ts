/**
 * The payment methods the hosted page knows how to show (a logo and a localised name), and how the
 * chooser picks what to offer and what to preselect.
 */
import {
  PAYMENT_METHODS,
  isCardMethod,
  isPaymentMethod,
  methodTextKey,
  type PaymentMethod,
} from '../../shared/payment-methods.ts';

/** Every method the page can render: the registry's methods. */
export const KNOWN_METHODS = PAYMENT_METHODS;
export type KnownMethod = PaymentMethod;

export const CARD_METHOD = 'credit-card' satisfies KnownMethod;

export const isKnownMethod = isPaymentMethod;

/** Methods paid on the card form (`credit-card`, `amex`); every other one is a redirect. */
export { isCardMethod };

/** Whether this browser can pay with a method (only wallets may say no). */
export type CanPay = (method: KnownMethod) => boolean;

/**
 * This browser's wallets: Apple Pay only where Safari's `ApplePaySession` exists and says the
 * device can pay; Google Pay only in a secure context (https or localhost), where its web API runs.
 */
export const browserCanPay: CanPay = (method) => {
  try {
    if (method === 'apple-pay')
      return !!(
        globalThis as { ApplePaySession?: { canMakePayments(): boolean } }
      ).ApplePaySession?.canMakePayments();
    return method !== 'google-pay' || globalThis.isSecureContext;
  } catch {
    // canMakePayments throws outside a secure context.
    return false;
  }
};

/**
 * The methods to show: the service's offered list (already filtered by the order's restriction and
 * currency, and in the customer's market order), in its order, without duplicates, without methods
 * this page cannot render, and without wallets this browser cannot run.
 */
export function chooseableMethods(
  offered: readonly string[],
  canPay: CanPay = () => true,
): KnownMethod[] {
  const result: KnownMethod[] = [];
  for (const method of offered) {
    if (isKnownMethod(method) && !result.includes(method) && canPay(method)) result.push(method);
  }
  return result;
}

/**
 * The method opened when the chooser appears: the one asked for in the URL (`?method=`), else the one
 * of the last attempt, else the first offered.
 */
export function preselectedMethod(
  methods: readonly KnownMethod[],
  hints: { requested?: string | null; lastAttempt?: string | null } = {},
): KnownMethod | null {
  for (const hint of [hints.requested, hints.lastAttempt]) {
    const found = methods.find((m) => m === hint);
    if (found) return found;
  }
  return methods[0] ?? null;
}

/** After a failed attempt, "choose another method" opens the first method that is not that one. */
export function anotherMethod(
  methods: readonly KnownMethod[],
  failed: string | null,
): KnownMethod | null {
  return methods.find((m) => m !== failed) ?? methods[0] ?? null;
}

/** The locale key of a method's name: `methods.creditCard`. */
export const methodKey = methodTextKey;
