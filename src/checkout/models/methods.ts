/**
 * How the chooser picks what to offer and what to preselect. The methods themselves, their kinds,
 * logos' ids and texts' keys are the registry's (`shared/payment-methods.ts`): the page renders every
 * method the registry has, and a test holds each one's logo and texts to it.
 */
import { isPaymentMethod, type PaymentMethod } from '../../shared/payment-methods.ts';

export const CARD_METHOD = 'credit-card' satisfies PaymentMethod;

/** Whether this browser can pay with a method (only wallets may say no). */
export type CanPay = (method: PaymentMethod) => boolean;

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
 * currency, and in the customer's market order), in its order, without duplicates and without wallets
 * this browser cannot run. An id the registry lacks (a newer service than this page) is left out.
 */
export function chooseableMethods(
  offered: readonly string[],
  canPay: CanPay = () => true,
): PaymentMethod[] {
  const result: PaymentMethod[] = [];
  for (const method of offered) {
    if (isPaymentMethod(method) && !result.includes(method) && canPay(method)) result.push(method);
  }
  return result;
}

/**
 * The method opened when the chooser appears: the one asked for in the URL (`?method=`), else the one
 * of the last attempt, else the first offered.
 */
export function preselectedMethod(
  methods: readonly PaymentMethod[],
  hints: { requested?: string | null; lastAttempt?: string | null } = {},
): PaymentMethod | null {
  for (const hint of [hints.requested, hints.lastAttempt]) {
    const found = methods.find((m) => m === hint);
    if (found) return found;
  }
  return methods[0] ?? null;
}

/** After a failed attempt, "choose another method" opens the first method that is not that one. */
export function anotherMethod(
  methods: readonly PaymentMethod[],
  failed: string | null,
): PaymentMethod | null {
  return methods.find((m) => m !== failed) ?? methods[0] ?? null;
}
