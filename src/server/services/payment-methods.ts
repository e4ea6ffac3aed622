/**
 * The service's view of the payment-method registry (`src/shared/payment-methods.ts`): which currencies
 * a project may take and which methods an order offers.
 */
import { METHOD_CURRENCIES } from '../../shared/payment-methods.ts';

export { CAPTURABLE_METHODS, isCardMethod, methodKind } from '../../shared/payment-methods.ts';

/** A new project's methods and currencies: the registry's defaults. */
export const DEFAULT_CURRENCIES: Readonly<Record<string, readonly string[]>> = METHOD_CURRENCIES;

/** Every currency some method supports: the currencies an order may be in. */
export function supportedCurrencies(currencies: Record<string, readonly string[]>): Set<string> {
  return new Set(Object.values(currencies).flat());
}

/** Methods of `allowed` (else all) that support `currency`, in the project's order. */
export function offeredMethods(
  currencies: Record<string, readonly string[]>,
  currency: string,
  allowed: readonly string[] | null,
): string[] {
  return Object.entries(currencies)
    .filter(([method, list]) => list.includes(currency) && (!allowed || allowed.includes(method)))
    .map(([method]) => method);
}
