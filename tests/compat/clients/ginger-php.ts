/**
 * gingerpayments/ginger-php, restated from reading it: 2.3.1 (commit fc76062) and 2.2.0, the
 * version the WooCommerce plugin locks (2.2.0 still has `getIdealIssuers`, removed in 2.3.0).
 *
 * - Base URL `endpoint . '/v1'`; paths without a trailing slash (`/orders`, `/orders/{id}`,
 *   `/orders/{id}/refunds`, `/ideal/issuers`, `/merchants/self/projects/self/currencies`) except
 *   the capture, `/orders/{id}/transactions/{tid}/captures/`.
 * - cURL with `CURLOPT_USERPWD = key . ':'` (so `Authorization: Basic …`), its `Accept: *\/*`, the
 *   SDK's `User-Agent: Ginger-PHP/2.0.0 (<PHP_OS>; PHP <version>)` (the constant was never
 *   bumped), and with a body `Content-Length` and `Content-Type: application/json`. A capture
 *   sends no body and no Content-Length (a custom POST without POSTFIELDS).
 * - `json_encode` of an empty PHP array is `[]`.
 * - The HTTP status is ignored. An empty answer is null; otherwise JSON decoded to an array, and an
 *   `error` key throws `ServerError('type(status): value')` (all three read).
 */
import { basicAuth, wire, type WireResponse } from '../harness.ts';

export const USER_AGENT = 'Ginger-PHP/2.0.0 (Linux; PHP 8.2.15)';

export class ServerError extends Error {}

/**
 * A body as PHP's json_encode writes it where JSON.stringify cannot (a float such as `2.0`):
 * `phpJson({ quantity: float(2) })` writes `{"quantity":2.0}`.
 */
export class PhpJson {
  readonly text: string;
  constructor(value: unknown) {
    this.text = JSON.stringify(value).replace(/"__float:(-?\d+(?:\.\d+)?)__"/g, (_, n: string) =>
      n.includes('.') ? n : `${n}.0`,
    );
  }
}
/** A PHP float inside a PhpJson body. */
export const float = (n: number) => `__float:${n}__`;

export function gingerPhp(endpoint: string, apiKey: string, version: '2.2.0' | '2.3.1' = '2.3.1') {
  const base = `${endpoint}/v1`;
  const sent: { method: string; path: string; headers: [string, string][]; body?: string }[] = [];

  async function send(method: string, path: string, data?: unknown): Promise<unknown> {
    const body =
      data === undefined || data === null
        ? undefined
        : data instanceof PhpJson
          ? data.text
          : JSON.stringify(data);
    const headers: [string, string][] = [
      ['Authorization', basicAuth(apiKey)],
      ['Accept', '*/*'],
      ...(body !== undefined
        ? ([['Content-Length', String(Buffer.byteLength(body))]] as [string, string][])
        : []),
      ['User-Agent', USER_AGENT],
      ...(body !== undefined ? ([['Content-Type', 'application/json']] as [string, string][]) : []),
    ];
    sent.push({ method, path, headers, ...(body === undefined ? {} : { body }) });
    return interpret(await wire({ method, url: `${base}${path}`, headers, body }));
  }

  return {
    sent,
    send,
    getIdealIssuers: () => {
      if (version !== '2.2.0') throw new Error('getIdealIssuers was removed in ginger-php 2.3.0');
      return send('GET', '/ideal/issuers');
    },
    getOrder: (id: string) => send('GET', `/orders/${id}`),
    createOrder: (data: object) => send('POST', '/orders', data),
    updateOrder: (id: string, data: object) => send('PUT', `/orders/${id}`, data),
    refundOrder: (id: string, data: object) => send('POST', `/orders/${id}/refunds`, data),
    captureOrderTransaction: async (orderId: string, txId: string) => {
      await send('POST', `/orders/${orderId}/transactions/${txId}/captures/`);
    },
    getCurrencyList: () => send('GET', '/merchants/self/projects/self/currencies'),
  };
}
export type GingerPhp = ReturnType<typeof gingerPhp>;

function interpret(res: WireResponse): unknown {
  if (res.text === '') return null;
  const result = JSON.parse(res.text) as unknown;
  if (result && typeof result === 'object' && 'error' in result) {
    const error = (result as { error: Record<string, unknown> }).error;
    for (const key of ['type', 'status', 'value'])
      if (!(key in error)) throw new Error(`PHP warning: undefined array key "${key}"`);
    throw new ServerError(
      `${String(error['type'])}(${String(error['status'])}): ${String(error['value'])}`,
    );
  }
  return result;
}
