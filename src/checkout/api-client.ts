/**
 * The hosted page's client for the public checkout endpoints. Every answer is parsed with the shared
 * contract schema; every failure becomes an {@link ApiError} with a kind the screens can explain.
 * Imports the schema modules directly (not the contract's index) so the bundle carries only these.
 */
import type * as z from 'zod/mini';
import { errorBodySchema } from '../shared/api/error.ts';
import {
  checkoutOrderSchema,
  checkoutPaymentSchema,
  type CheckoutOrder,
  type CheckoutPayment,
} from '../shared/api/public.ts';
import { API_INIT, orderViewPath } from './endpoints.ts';

export const API_ERROR_KINDS = [
  /** The request never got an answer (offline, DNS, CORS, aborted). */
  'network',
  /** The answer did not match the contract. */
  'contract',
  /** 404: no order behind this link. */
  'not-found',
  /** Another 4xx: the service refused (e.g. the order can no longer be paid). */
  'rejected',
  /** 5xx. */
  'server',
] as const;
export type ApiErrorKind = (typeof API_ERROR_KINDS)[number];

export class ApiError extends Error {
  // `declare`: set in the constructor, so no class-field helper is compiled in for ES2020.
  declare readonly kind: ApiErrorKind;
  declare readonly status: number | null;
  /** The service's `error.property_path`, when it named one. */
  declare readonly property: string | null;

  constructor(kind: ApiErrorKind, status: number | null = null, property: string | null = null) {
    super(`checkout api: ${kind}${status === null ? '' : ` (${status})`}`);
    Object.assign(this, { name: 'ApiError', kind, status, property });
  }
}

export type ApiClient = {
  getOrder(key: string): Promise<CheckoutOrder>;
  startPayment(key: string, paymentMethod: string): Promise<CheckoutPayment>;
};

export type ApiClientOptions = {
  /** Base URL ending in `/`, from the page's api-origin meta tag. */
  apiBase: string;
  fetch?: typeof fetch;
};

/**
 * @example
 * const api = createApiClient({ apiBase: 'https://api.example/' });
 * const order = await api.getOrder(key);
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));

  async function request<T>(path: string, schema: z.ZodMiniType<T>, init?: RequestInit) {
    let response: Response;
    try {
      response = await doFetch(new URL(path, options.apiBase).href, { ...API_INIT, ...init });
    } catch {
      throw new ApiError('network');
    }
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      if (response.ok) throw new ApiError('contract', response.status);
      body = undefined;
    }
    if (!response.ok) {
      const error = errorBodySchema.safeParse(body);
      const { status } = response;
      throw new ApiError(
        status === 404 ? 'not-found' : status < 500 ? 'rejected' : 'server',
        response.status,
        error.success ? (error.data.error.property_path ?? null) : null,
      );
    }
    const parsed = schema.safeParse(body);
    if (!parsed.success) throw new ApiError('contract', response.status);
    return parsed.data;
  }

  return {
    getOrder: (key) => request(orderViewPath(key), checkoutOrderSchema),
    startPayment: (key, paymentMethod) =>
      request(`${orderViewPath(key)}/transactions`, checkoutPaymentSchema, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ payment_method: paymentMethod }),
      }),
  };
}
