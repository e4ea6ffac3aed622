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

/**
 * The methods to show: the service's offered list (already filtered by the order's restriction and
 * currency), in its order, without duplicates and without methods this page cannot render.
 */
export function chooseableMethods(offered: readonly string[]): KnownMethod[] {
  const result: KnownMethod[] = [];
  for (const method of offered) {
    if (isKnownMethod(method) && !result.includes(method)) result.push(method);
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
