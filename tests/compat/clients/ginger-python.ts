/**
 * gingerpayments/ginger-python 2.1.3 (`ginger_sdk`, read at commit baf48db), restated from reading
 * it: what goes on the wire and how answers are read.
 *
 * - Base URL `endpoint + '/v1'`; paths with a trailing slash: `/ideal/issuers/`, `/orders/`,
 *   `/orders/{id}/`, `/orders/{id}/refunds/`, `/orders/{id}/transactions/{tid}/captures/`.
 * - `requests` with basic auth `(api_key, '')`; its default headers (`Accept-Encoding: gzip,
 *   deflate`, `Accept: *\/*`, `Connection: keep-alive`), the SDK's `User-Agent:
 *   Ginger-Python/2.1.3 (<system>; Python <version>)`, and `Content-Type: application/json` only
 *   when a body is sent. A falsy body (None, `{}`) is not sent at all; `requests` then writes
 *   `Content-Length: 0` on POST and PUT.
 * - The HTTP status is ignored. An empty answer is None; otherwise JSON, and an object with an
 *   `error` key raises `ServerError('type(status): value')`.
 */
import { basicAuth, wire, type WireResponse } from '../harness.ts';

export const USER_AGENT = 'Ginger-Python/2.1.3 (Linux; Python 3.11.4)';

export class ServerError extends Error {}

export function gingerPython(endpoint: string, apiKey: string) {
  const base = `${endpoint}/v1`;
  /** Every request as sent, for the suite to assert. */
  const sent: { method: string; path: string; headers: [string, string][] }[] = [];

  async function send(method: string, path: string, data?: unknown): Promise<unknown> {
    const body = isTruthy(data) ? JSON.stringify(data) : undefined;
    const headers: [string, string][] = [
      ['User-Agent', USER_AGENT],
      ['Accept-Encoding', 'gzip, deflate'],
      ['Accept', '*/*'],
      ['Connection', 'keep-alive'],
      ...(body !== undefined ? ([['Content-Type', 'application/json']] as [string, string][]) : []),
      ...(body !== undefined || method === 'POST' || method === 'PUT'
        ? ([['Content-Length', String(Buffer.byteLength(body ?? ''))]] as [string, string][])
        : []),
      ['Authorization', basicAuth(apiKey)],
    ];
    sent.push({ method, path, headers });
    return interpret(await wire({ method, url: `${base}${path}`, headers, body }));
  }

  return {
    sent,
    send,
    getIdealIssuers: () => send('GET', '/ideal/issuers/'),
    getOrder: (id: string) => send('GET', `/orders/${id}/`),
    createOrder: (data: object) => send('POST', '/orders/', data),
    updateOrder: (id: string, data: object) => send('PUT', `/orders/${id}/`, data),
    refundOrder: (id: string, data: object) => send('POST', `/orders/${id}/refunds/`, data),
    captureOrderTransaction: async (orderId: string, txId: string) => {
      await send('POST', `/orders/${orderId}/transactions/${txId}/captures/`);
    },
  };
}

/** Python truthiness of a JSON-able value: None, {}, [] and '' are not sent. */
function isTruthy(data: unknown): boolean {
  if (data === undefined || data === null || data === '') return false;
  if (Array.isArray(data)) return data.length > 0;
  if (typeof data === 'object') return Object.keys(data).length > 0;
  return Boolean(data);
}

function interpret(res: WireResponse): unknown {
  if (!res.text) return null;
  const result = JSON.parse(res.text) as unknown;
  if (result && typeof result === 'object' && !Array.isArray(result) && 'error' in result) {
    const error = (result as { error: Record<string, unknown> }).error;
    throw new ServerError(
      `${String(error['type'])}(${String(error['status'])}): ${String(error['value'])}`,
    );
  }
  return result;
}
