import { describe, expect, it } from 'vitest';
import { checkoutPaymentCard } from '../shared/api/fixtures-resources.ts';
import { PublicApiError } from '../shared/public-api.ts';
import { createApiClient } from './api-client.ts';
import { anOrder } from './test-support.ts';

const json = (body: unknown, status = 200) =>
  Promise.resolve(
    new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    }),
  );

function client(answer: (url: string, init?: RequestInit) => Promise<Response>) {
  const seen: { url: string; init?: RequestInit | undefined }[] = [];
  const api = createApiClient({
    apiBase: 'https://api.example/',
    fetch: (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      seen.push({ url, init });
      return answer(url, init);
    },
  });
  return { api, seen };
}

async function failure(promise: Promise<unknown>): Promise<PublicApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof PublicApiError) return error;
    throw error;
  }
  throw new Error('expected a PublicApiError');
}

describe('createApiClient', () => {
  it('fetches the order by its capability key and parses it with the contract', async () => {
    const { api, seen } = client(() => json(anOrder()));
    await expect(api.getOrder('ck_secret')).resolves.toEqual(anOrder());
    expect(seen[0]?.url).toBe('https://api.example/v1/checkout/ck_secret');
    expect(seen[0]?.init?.credentials).toBe('omit');
  });

  it('starts a payment with one method', async () => {
    const { api, seen } = client(() => json(checkoutPaymentCard));
    await expect(api.startPayment('ck_secret', 'credit-card')).resolves.toEqual(
      checkoutPaymentCard,
    );
    expect(seen[0]?.url).toBe('https://api.example/v1/checkout/ck_secret/transactions');
    expect(seen[0]?.init?.method).toBe('POST');
    expect(seen[0]?.init?.body).toBe('{"payment_method":"credit-card"}');
  });

  it('turns an answer that breaks the contract into a contract error', async () => {
    const { api } = client(() => json({ id: 'ord_1', amount: '12.50' }));
    expect((await failure(api.getOrder('ck'))).code).toBe('contract');
  });

  it('turns a body that is not JSON into a contract error', async () => {
    const { api } = client(() => Promise.resolve(new Response('<html>', { status: 200 })));
    expect((await failure(api.getOrder('ck'))).code).toBe('contract');
  });

  it('turns a failed fetch into a network error', async () => {
    const { api } = client(() => Promise.reject(new TypeError('Failed to fetch')));
    expect((await failure(api.getOrder('ck'))).code).toBe('network');
  });

  it('takes the code of the error body, whatever its English text', async () => {
    const { api } = client(() =>
      json(
        { error: { status: 400, type: 'ValidationError', value: 'gone', code: 'session.expired' } },
        400,
      ),
    );
    expect((await failure(api.startPayment('ck', 'credit-card'))).code).toBe('session.expired');
  });

  it('sends no cookies and never answers from the HTTP cache, also when posting', async () => {
    const { api, seen } = client(() => json(checkoutPaymentCard));
    await api.startPayment('ck', 'credit-card');
    expect([seen[0]?.init?.credentials, seen[0]?.init?.cache]).toEqual(['omit', 'no-store']);
    expect(new Headers(seen[0]?.init?.headers).get('content-type')).toBe('application/json');
  });

  it('tells an unknown order from a refusal and a server fault', async () => {
    const body = (status: number) => ({
      error: { status, type: 'X', value: 'no', property_path: 'status' },
    });
    const notFound = await failure(client(() => json(body(404), 404)).api.getOrder('ck'));
    expect([notFound.code, notFound.status]).toEqual(['not-found', 404]);
    const refused = await failure(
      client(() => json(body(400), 400)).api.startPayment('ck', 'ideal'),
    );
    expect([refused.code, refused.property]).toEqual(['rejected', 'status']);
    const server = await failure(
      client(() => Promise.resolve(new Response('oops', { status: 502 }))).api.getOrder('ck'),
    );
    expect(server.code).toBe('service.error');
  });
});
