/** Test helpers for the hosted page: orders as the public endpoint answers them, and a fake API. */
import { checkoutOrder } from '../shared/api/fixtures-resources.ts';
import type { CheckoutOrder, CheckoutPayment } from '../shared/api/public.ts';
import type { ApiClient } from './api-client.ts';
import { PublicApiError } from '../shared/public-api.ts';

/** A new, unpaid order (the contract's fixture without the failed attempt), with overrides. */
export function anOrder(overrides: Partial<CheckoutOrder> = {}): CheckoutOrder {
  return { ...checkoutOrder, status: 'new', last_attempt: null, ...overrides };
}

export type FakeApi = ApiClient & {
  orders: (CheckoutOrder | PublicApiError)[];
  payments: (CheckoutPayment | PublicApiError)[];
  calls: string[];
};

/** Answers `getOrder` from `orders` in turn (the last one repeats), `startPayment` likewise. */
export function fakeApi(
  orders: (CheckoutOrder | PublicApiError)[],
  payments: (CheckoutPayment | PublicApiError)[] = [],
): FakeApi {
  const next = <T>(list: (T | PublicApiError)[]): Promise<T> => {
    const value = list.length > 1 ? list.shift() : list[0];
    if (value === undefined) return Promise.reject(new PublicApiError('network'));
    return value instanceof PublicApiError ? Promise.reject(value) : Promise.resolve(value);
  };
  const api: FakeApi = {
    orders,
    payments,
    calls: [],
    getOrder(key) {
      api.calls.push(`GET ${key}`);
      return next(api.orders);
    },
    startPayment(key, method) {
      api.calls.push(`POST ${key} ${method}`);
      return next(api.payments);
    },
  };
  return api;
}
