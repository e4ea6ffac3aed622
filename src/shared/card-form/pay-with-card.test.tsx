import { describe, expect, it, vi } from 'vitest';
import { PublicApiError } from '../public-api.ts';
import { payWithCard } from './pay-with-card.ts';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const apiError = (status: number, value: string, path?: string, code?: string) =>
  json(status, {
    error: {
      status,
      type: 'ValidationError',
      value,
      ...(path ? { property_path: path } : {}),
      ...(code ? { code } : {}),
    },
  });
const result = (overrides: Record<string, unknown> = {}) => ({
  order_id: 'ord_1',
  project_id: 'proj_1',
  order_status: 'completed',
  transaction_status: 'completed',
  challenge_url: null,
  redirect_url: 'https://shop.example/thanks?order_id=ord_1&project_id=proj_1',
  customer_message: null,
  ...overrides,
});

function fakeApi(...answers: (Response | Error)[]) {
  const calls: { url: string; body: unknown }[] = [];
  const fetch = vi.fn((url: string, init?: RequestInit) => {
    calls.push({ url, body: JSON.parse(init?.body as string) as unknown });
    const next = answers.shift();
    return next instanceof Error ? Promise.reject(next) : Promise.resolve(next ?? json(500, {}));
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

const pay = (fetch: typeof globalThis.fetch, onTokenized?: () => void) =>
  payWithCard({
    apiBase: 'https://api.example/',
    setupToken: 'st_1',
    pan: '4111111111111111',
    expiryDate: '1230',
    fetch,
    ...(onTokenized ? { onTokenized } : {}),
  });

const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'resolved',
    (e: unknown) => (e instanceof PublicApiError ? e.code : String(e)),
  );

describe('payWithCard', () => {
  it('tokenizes, then pays with the vault token, and answers the parsed result', async () => {
    const api = fakeApi(json(200, { vault_token: 'vt_1' }), json(200, result()));
    const onTokenized = vi.fn();
    await expect(pay(api.fetch, onTokenized)).resolves.toMatchObject({ order_status: 'completed' });
    expect(api.calls).toEqual([
      {
        url: 'https://api.example/v1/tokens/',
        body: { pan: '4111111111111111', expiry_date: '1230', setup_token: 'st_1' },
      },
      {
        url: 'https://api.example/v1/card/payments',
        body: { setup_token: 'st_1', vault_token: 'vt_1' },
      },
    ]);
    expect(onTokenized).toHaveBeenCalledTimes(1);
  });

  it('resolves a 3-D Secure challenge with its URL', async () => {
    const challenge = result({
      order_status: 'processing',
      transaction_status: 'pending',
      challenge_url: 'https://api.example/sandbox/3ds/tx_1/',
      redirect_url: null,
    });
    const api = fakeApi(json(200, { vault_token: 'vt_1' }), json(200, challenge));
    await expect(pay(api.fetch)).resolves.toMatchObject({ challenge_url: challenge.challenge_url });
  });

  it('rejects a decline as card.declined with the outcome attached', async () => {
    const declined = result({
      order_status: 'error',
      transaction_status: 'error',
      redirect_url: null,
      customer_message: 'Your card was declined.',
    });
    const api = fakeApi(json(200, { vault_token: 'vt_1' }), json(200, declined));
    const error = await pay(api.fetch).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PublicApiError);
    expect((error as PublicApiError).code).toBe('card.declined');
    expect((error as PublicApiError).result?.customer_message).toBe('Your card was declined.');
  });

  it.each([
    [
      apiError(400, 'pan is not a valid card number', 'pan', 'card.number.invalid'),
      'card.number.invalid',
    ],
    [apiError(400, 'the card has expired', 'expiry_date', 'card.expiry.past'), 'card.expiry.past'],
    [
      apiError(400, 'whatever the English', 'expiry_date', 'card.expiry.invalid'),
      'card.expiry.invalid',
    ],
    [apiError(400, 'the card has expired', 'expiry_date'), 'rejected'],
    [
      apiError(400, 'unknown, expired or used', 'setup_token', 'session.expired'),
      'session.expired',
    ],
    [apiError(400, 'no such code', 'pan', 'card.made.up'), 'rejected'],
    [
      apiError(429, 'Too many card attempts for this payment', 'setup_token'),
      'card.tooManyAttempts',
    ],
    [
      apiError(500, 'Something went wrong on our side', undefined, 'session.expired'),
      'service.error',
    ],
    [json(400, { message: 'not our error body' }), 'rejected'],
    [json(200, { token: 'no vault_token here' }), 'contract'],
    [new Response('<html>', { status: 502 }), 'service.error'],
    [new TypeError('Failed to fetch'), 'network'],
  ])('takes the code the service gave, else one for the status (%#: %s)', async (answer, code) => {
    const api = fakeApi(answer);
    expect(await codeOf(pay(api.fetch))).toBe(code);
    expect(api.calls).toHaveLength(1);
  });

  it('never lets an error body echo into the error message', async () => {
    const api = fakeApi(
      apiError(400, 'pan 4111111111111111 is wrong', 'pan', 'card.number.invalid'),
    );
    const error = (await pay(api.fetch).catch((e: unknown) => e)) as Error;
    expect(error.message).toBe('card.number.invalid');
  });
});
