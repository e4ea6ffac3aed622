/**
 * Bounded anonymous attempts per order, and the merchant's `require_3dsecure` honoured by the
 * simulated acquirer on every path a card takes.
 */
import { describe, expect, it } from 'vitest';
import {
  cardPaymentResultSchema,
  checkoutPaymentSchema,
  errorBodySchema,
} from '../../shared/api/index.ts';
import { MAX_ATTEMPTS_PER_ORDER } from '../services/payment-service.ts';
import { createTestApp } from '../test-app.ts';
import {
  CARDS,
  cardOrder,
  checkoutKey,
  createOrder,
  firstTx,
  getOrder,
  payByCard,
  postForm,
  tokenize,
} from '../test-flows.ts';
import { tableCounts } from './world.ts';

describe('payment attempts per order', () => {
  it('lets the capability key start a bounded number of attempts, then answers 429', async () => {
    const t = await createTestApp();
    const order = await createOrder(t, { return_url: 'https://shop.example/ok' });
    const path = `/v1/checkout/${checkoutKey(order)}/transactions`;
    // Each attempt fails at the simulated bank, so the next one is a new transaction (an untouched
    // attempt of the same method would be reused, which bounds nothing).
    for (let i = 0; i < MAX_ATTEMPTS_PER_ORDER; i++) {
      const attempt = await t.ok(
        checkoutPaymentSchema,
        'POST',
        path,
        { payment_method: i % 2 ? 'ideal' : 'paypal' },
        { key: null },
      );
      await postForm(t, `/sandbox/bank/${attempt.transaction_id}/`, 'failed');
    }
    const before = await tableCounts(t);
    const error = await t.fails(429, 'POST', path, { payment_method: 'ideal' }, { key: null });
    expect(error).toMatchObject({ type: 'TooManyRequests' });
    expect(error.value).toMatch(/30 payment attempts, the most it allows/);
    expect(await tableCounts(t)).toEqual(before);
    expect((await getOrder(t, order.id)).transactions).toHaveLength(MAX_ATTEMPTS_PER_ORDER);
  });

  it('bounds re-payments with a declined vault token the same way', async () => {
    const t = await createTestApp();
    const { order, setupToken } = await cardOrder(t);
    const { vault_token } = await tokenize(t, setupToken, CARDS.decline);
    const statuses: number[] = [];
    for (let i = 0; i < 2 * MAX_ATTEMPTS_PER_ORDER; i++) {
      const res = await t.call(
        'POST',
        '/v1/card/payments',
        { setup_token: setupToken, vault_token },
        { key: null },
      );
      statuses.push(res.status);
      if (res.status !== 200) {
        expect(errorBodySchema.parse(await res.json()).error.type).toBe('TooManyRequests');
        break;
      }
      expect(cardPaymentResultSchema.parse(await res.json()).order_status).toBe('error');
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(MAX_ATTEMPTS_PER_ORDER);
    expect(statuses.at(-1)).toBe(429);
    expect((await getOrder(t, order.id)).transactions).toHaveLength(MAX_ATTEMPTS_PER_ORDER);
  });
});

describe('require_3dsecure', () => {
  const required = {
    transactions: [
      {
        payment_method: 'credit-card',
        payment_method_details: { setup_token: true, require_3dsecure: true },
      },
    ],
  };

  it('sends a card the issuer approves through the challenge before it pays', async () => {
    const t = await createTestApp();
    const { order, setupToken } = await cardOrder(t, required);
    const result = await payByCard(t, setupToken, CARDS.approve);
    const tx = firstTx(order);
    expect(result).toMatchObject({
      order_status: 'processing',
      transaction_status: 'pending',
      challenge_url: `http://api.test/sandbox/3ds/${tx.id}/`,
    });
    expect((await postForm(t, `/sandbox/3ds/${tx.id}/`, 'authenticated')).status).toBe(303);
    const paid = await getOrder(t, order.id);
    expect(paid.status).toBe('completed');
    expect(firstTx(paid).payment_method_details).toMatchObject({
      require_3dsecure: true,
      attempt_3dsecure: true,
    });
  });

  it('keeps demanding the challenge when a declined card is followed by another', async () => {
    const t = await createTestApp();
    const { order, setupToken } = await cardOrder(t, required);
    expect((await payByCard(t, setupToken, CARDS.decline)).order_status).toBe('error');
    const retry = await payByCard(t, setupToken, CARDS.approve);
    expect(retry).toMatchObject({ order_status: 'processing', transaction_status: 'pending' });
    const after = await getOrder(t, order.id);
    expect(after.transactions.map((tx) => tx.status)).toEqual(['error', 'pending']);
  });

  it('challenges a stored card charged with require_3dsecure, reachable from its payment_url', async () => {
    const t = await createTestApp();
    const { setupToken } = await cardOrder(t);
    const { vault_token } = await tokenize(t, setupToken, CARDS.approve);
    const order = await createOrder(t, {
      return_url: 'https://shop.example/ok',
      transactions: [
        {
          payment_method: 'credit-card',
          payment_method_details: { vault_token, require_3dsecure: true },
        },
      ],
    });
    expect(order.status).toBe('processing');
    const tx = firstTx(order);
    expect(tx.status).toBe('pending');
    const go = await t.app.request(new URL(tx.payment_url ?? '').pathname);
    expect(go.status).toBe(303);
    expect(go.headers.get('location')).toBe(`/sandbox/3ds/${tx.id}/`);
  });

  it('pays an approved card without a challenge when the merchant did not ask for one', async () => {
    const t = await createTestApp();
    const { setupToken } = await cardOrder(t);
    expect((await payByCard(t, setupToken, CARDS.approve)).order_status).toBe('completed');
  });
});
