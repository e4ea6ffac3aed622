/**
 * The hosted page's calls to the public checkout endpoints, through the one public client
 * (`shared/public-api.ts`): every answer parsed with the contract's schema, every failure a
 * {@link PublicApiError} with a code of the error catalogue. Imports the schema module directly (not
 * the contract's index) so the bundle carries only these.
 */
import {
  checkoutOrderSchema,
  checkoutPaymentSchema,
  type CheckoutOrder,
  type CheckoutPayment,
} from '../shared/api/public.ts';
import { callPublic } from '../shared/public-api.ts';
import { orderViewPath } from './endpoints.ts';

export type ApiClient = {
  getOrder(key: string): Promise<CheckoutOrder>;
  startPayment(key: string, paymentMethod: string): Promise<CheckoutPayment>;
};

/**
 * @example
 * const api = createApiClient({ apiBase: 'https://api.example/' });
 * const order = await api.getOrder(key);
 */
export function createApiClient(options: {
  /** Base URL ending in `/` (`apiBaseFrom`). */
  apiBase: string;
  fetch?: typeof fetch;
}): ApiClient {
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  return {
    getOrder: (key) =>
      callPublic(doFetch, options.apiBase, orderViewPath(key), checkoutOrderSchema),
    startPayment: (key, paymentMethod) =>
      callPublic(
        doFetch,
        options.apiBase,
        `${orderViewPath(key)}/transactions`,
        checkoutPaymentSchema,
        { payment_method: paymentMethod },
      ),
  };
}
