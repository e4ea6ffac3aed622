import { describe, expect, it } from 'vitest';
import { checkoutPaymentCard } from '../shared/api/fixtures-resources.ts';
import { ApiError, createApiClient } from './api-client.ts';
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

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected an ApiError');
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
    expect((await failure(api.getOrder('ck'))).kind).toBe('contract');
  });

  it('turns a body that is not JSON into a contract error', async () => {
    const { api } = client(() => Promise.resolve(new Response('<html>', { status: 200 })));
    expect((await failure(api.getOrder('ck'))).kind).toBe('contract');
  });

  it('turns a failed fetch into a network error', async () => {
    const { api } = client(() => Promise.reject(new TypeError('Failed to fetch')));
    expect((await failure(api.getOrder('ck'))).kind).toBe('network');
  });

  it('tells an unknown order from a refusal and a server fault', async () => {
    const body = (status: number) => ({
      error: { status, type: 'X', value: 'no', property_path: 'status' },
    });
    const notFound = await failure(client(() => json(body(404), 404)).api.getOrder('ck'));
    expect([notFound.kind, notFound.status]).toEqual(['not-found', 404]);
    const refused = await failure(
      client(() => json(body(400), 400)).api.startPayment('ck', 'ideal'),
    );
    expect([refused.kind, refused.property]).toEqual(['rejected', 'status']);
    const server = await failure(
      client(() => Promise.resolve(new Response('oops', { status: 502 }))).api.getOrder('ck'),
    );
    expect(server.kind).toBe('server');
  });
});
