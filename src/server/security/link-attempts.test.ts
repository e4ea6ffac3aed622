/**
 * A payment link's 25 attempts are failed payments: visiting the link, starting attempts and
 * letting an untouched order lapse use up none of them.
 */
import { describe, expect, it } from 'vitest';
import {
  checkoutPaymentSchema,
  PAYMENT_LINK_MAX_ATTEMPTS,
  paymentLinkSchema,
  type PaymentLink,
} from '../../shared/api/index.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { CARDS, payByCard, postForm } from '../test-flows.ts';

const createLink = (t: TestApp) =>
  t.ok(
    paymentLinkSchema,
    'POST',
    '/v1/paymentlinks/',
    { merchant_order_id: 'INV-9', amount: 4200, currency: 'EUR' },
    undefined,
    201,
  );

/** Opens the link as a customer: the order it leads to and its capability key, or the page shown. */
async function visit(t: TestApp, link: PaymentLink) {
  const res = await t.app.request(new URL(link.payment_url ?? '').pathname);
  const match = /\/pay\/([^/]+)\/#(.+)$/.exec(res.headers.get('location') ?? '');
  return { orderId: match?.[1] ?? '', key: match?.[2] ?? '', page: await res.text() };
}

const start = (t: TestApp, key: string, method: string) =>
  t.ok(
    checkoutPaymentSchema,
    'POST',
    `/v1/checkout/${key}/transactions`,
    { payment_method: method },
    { key: null },
  );

const linkOf = (t: TestApp, link: PaymentLink) =>
  t.ok(paymentLinkSchema, 'GET', `/v1/paymentlinks/${link.id}/`);

describe('payment link attempts', () => {
  it('resumes the open order however often the link is visited and attempts are started', async () => {
    const t = await createTestApp();
    const link = await createLink(t);
    const first = await visit(t, link);
    for (let i = 0; i < 2 * PAYMENT_LINK_MAX_ATTEMPTS; i++) {
      const again = await visit(t, link);
      expect(again.orderId).toBe(first.orderId);
      if (i < 20) await start(t, again.key, i % 2 ? 'ideal' : 'credit-card');
    }
    const after = await linkOf(t, link);
    expect(after.status).toBe('processing');
    expect(after.orders).toEqual({ new: [first.orderId] });
  });

  it('resumes an order whose payment is in progress (3-D Secure) instead of starting a second one', async () => {
    const t = await createTestApp();
    const link = await createLink(t);
    const first = await visit(t, link);
    const attempt = await start(t, first.key, 'credit-card');
    expect((await payByCard(t, attempt.setup_token ?? '', CARDS.challenge)).order_status).toBe(
      'processing',
    );
    expect((await visit(t, link)).orderId).toBe(first.orderId);
  });

  it('does not count an order that lapsed untouched', async () => {
    const t = await createTestApp();
    const link = await createLink(t);
    const seen = new Set<string>();
    for (let i = 0; i < PAYMENT_LINK_MAX_ATTEMPTS + 5; i++) {
      seen.add((await visit(t, link)).orderId);
      await t.clock.advance(31 * 60_000);
    }
    expect(seen.size).toBe(PAYMENT_LINK_MAX_ATTEMPTS + 5);
    const after = await linkOf(t, link);
    expect(after.status).toBe('processing');
    expect(after.orders['expired']).toHaveLength(PAYMENT_LINK_MAX_ATTEMPTS + 5);
    expect((await visit(t, link)).orderId).not.toBe('');
  });

  it('counts each failed payment: declined cards and cancelled bank payments alike', async () => {
    const t = await createTestApp();
    const link = await createLink(t);
    for (let i = 0; i < PAYMENT_LINK_MAX_ATTEMPTS; i++) {
      const { key } = await visit(t, link);
      if (i % 2) {
        const attempt = await start(t, key, 'credit-card');
        await payByCard(t, attempt.setup_token ?? '', CARDS.decline);
      } else {
        const attempt = await start(t, key, 'ideal');
        await postForm(t, `/sandbox/bank/${attempt.transaction_id}/`, 'cancelled');
      }
    }
    expect((await linkOf(t, link)).status).toBe('all_unsuccessful');
    expect((await visit(t, link)).page).toContain('No attempts left');
  });
});
