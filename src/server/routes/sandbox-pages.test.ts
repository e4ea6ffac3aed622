import { describe, expect, it } from 'vitest';
import { checkoutPaymentSchema, orderSchema } from '../../shared/api/index.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import {
  CARDS,
  cardOrder,
  checkoutKey,
  createOrder,
  FAILURE_URL,
  firstTx,
  getOrder,
  payByCard,
  postForm,
  RETURN_URL,
  statusEvents,
} from '../test-flows.ts';

/** An iDEAL order created with transactions, as a merchant's own method selection does. */
async function idealOrder(t: TestApp, body: Record<string, unknown> = {}) {
  const order = await createOrder(t, {
    return_url: RETURN_URL,
    transactions: [{ payment_method: 'ideal' }],
    ...body,
  });
  return { order, tx: firstTx(order) };
}

const returnTo = (base: string, orderId: string) =>
  `${base}?order_id=${orderId}&project_id=proj_demo`;

describe('GET /redirect/:tx/to/payment/', () => {
  it('sends a redirect method to the simulated bank', async () => {
    const t = await createTestApp();
    const { tx } = await idealOrder(t);
    const res = await t.call('GET', new URL(tx.payment_url ?? '').pathname, undefined, {
      key: null,
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`/sandbox/bank/${tx.id}/`);
  });

  it('sends a card transaction to the hosted page’s card step', async () => {
    const t = await createTestApp();
    const order = await createOrder(t, { transactions: [{ payment_method: 'credit-card' }] });
    const res = await t.call('GET', `/redirect/${firstTx(order).id}/to/payment/`, undefined, {
      key: null,
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toMatch(
      new RegExp(`^http://checkout\\.test/pay/${order.id}/\\?method=credit-card#ck_`),
    );
  });

  it('answers 404 with the error body for an unknown transaction', async () => {
    const t = await createTestApp();
    await t.fails(404, 'GET', '/redirect/tx_nope/to/payment/', undefined, { key: null });
  });
});

describe('GET /sandbox/bank/:tx/', () => {
  it('renders the bank page under a strict CSP, without script', async () => {
    const t = await createTestApp();
    const { tx } = await idealOrder(t, { description: 'Order SHOP-7' });
    const res = await t.call('GET', `/sandbox/bank/${tx.id}/`, undefined, { key: null });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    const page = await res.text();
    expect(page).not.toMatch(/<script/i);
    expect(page).toContain('Order SHOP-7');
    expect(page).toContain(`action="/sandbox/bank/${tx.id}/"`);
  });

  it('escapes the order description', async () => {
    const t = await createTestApp();
    const { tx } = await idealOrder(t, { description: '<script>alert(1)</script> & "x"' });
    const page = await (
      await t.call('GET', `/sandbox/bank/${tx.id}/`, undefined, { key: null })
    ).text();
    expect(page).not.toContain('<script>alert(1)</script>');
    expect(page).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;x&quot;');
  });
});

describe('POST /sandbox/bank/:tx/', () => {
  it('completes the order on paid and returns to return_url with order_id and project_id', async () => {
    const t = await createTestApp();
    const { order, tx } = await idealOrder(t, { failure_url: FAILURE_URL });
    const res = await postForm(t, `/sandbox/bank/${tx.id}/`, 'paid');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(returnTo(RETURN_URL, order.id));
    const paid = await getOrder(t, order.id);
    expect(paid.status).toBe('completed');
    expect(paid.completed).toBeTruthy();
    expect(firstTx(paid).status).toBe('completed');
    expect(await statusEvents(t, order.id)).toEqual([
      [null, 'new'],
      ['new', 'completed'],
    ]);
  });

  it.each([
    ['cancelled', 'cancelled', 'cancelled'],
    ['expired', 'expired', 'expired'],
    ['failed', 'error', 'error'],
  ])('on %s moves the order to %s and goes to failure_url', async (outcome, status, txStatus) => {
    const t = await createTestApp();
    const { order, tx } = await idealOrder(t, { failure_url: FAILURE_URL });
    const res = await postForm(t, `/sandbox/bank/${tx.id}/`, outcome);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(returnTo(FAILURE_URL, order.id));
    const after = await getOrder(t, order.id);
    expect(after.status).toBe(status);
    expect(firstTx(after).status).toBe(txStatus);
    expect(await statusEvents(t, order.id)).toEqual([
      [null, 'new'],
      ['new', status],
    ]);
  });

  it('goes to return_url on cancel when no failure_url was given', async () => {
    const t = await createTestApp();
    const { order, tx } = await idealOrder(t);
    const res = await postForm(t, `/sandbox/bank/${tx.id}/`, 'cancelled');
    expect(res.headers.get('location')).toBe(returnTo(RETURN_URL, order.id));
  });

  it('returns a hosted-page order to the page’s status step', async () => {
    const t = await createTestApp();
    const order = await createOrder(t, { return_url: RETURN_URL, failure_url: FAILURE_URL });
    const key = checkoutKey(order);
    const started = await t.ok(
      checkoutPaymentSchema,
      'POST',
      `/v1/checkout/${key}/transactions`,
      { payment_method: 'ideal' },
      { key: null },
    );
    const res = await postForm(t, `/sandbox/bank/${started.transaction_id}/`, 'paid');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(
      `http://checkout.test/pay/${order.id}/?step=status#${key}`,
    );
    expect((await getOrder(t, order.id)).status).toBe('completed');
  });

  it('ignores a second outcome for the same transaction', async () => {
    const t = await createTestApp();
    const { order, tx } = await idealOrder(t);
    await postForm(t, `/sandbox/bank/${tx.id}/`, 'paid');
    const res = await postForm(t, `/sandbox/bank/${tx.id}/`, 'cancelled');
    expect(res.status).toBe(303);
    expect((await getOrder(t, order.id)).status).toBe('completed');
  });

  it('leaves a completed order alone when another open attempt is decided later', async () => {
    const t = await createTestApp();
    const order = await createOrder(t, { return_url: RETURN_URL });
    const key = checkoutKey(order);
    const start = (payment_method: string) =>
      t.ok(
        checkoutPaymentSchema,
        'POST',
        `/v1/checkout/${key}/transactions`,
        { payment_method },
        { key: null },
      );
    const ideal = await start('ideal');
    const card = await start('credit-card');
    await payByCard(t, card.setup_token ?? '');
    expect((await getOrder(t, order.id)).status).toBe('completed');

    for (const outcome of ['cancelled', 'failed', 'paid']) {
      const res = await postForm(t, `/sandbox/bank/${ideal.transaction_id}/`, outcome);
      expect(res.status).toBe(303);
    }
    const after = await getOrder(t, order.id);
    expect(after.status).toBe('completed');
    expect(after.transactions.filter((tx) => tx.status === 'completed')).toHaveLength(1);
    expect(await statusEvents(t, order.id)).toEqual([
      [null, 'new'],
      ['new', 'completed'],
    ]);
  });

  it('answers an unknown outcome with an error body, not a change', async () => {
    const t = await createTestApp();
    const { order, tx } = await idealOrder(t);
    const res = await postForm(t, `/sandbox/bank/${tx.id}/`, 'refund-me');
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect((await getOrder(t, order.id)).status).toBe('new');
  });
});

describe('sandbox form posts', () => {
  it.each([
    ['a multipart body without parts', 'multipart/form-data; boundary=x'],
    ['a multipart body without a boundary', 'multipart/form-data'],
  ])('answer %s with 400 and the error body', async (_name, contentType) => {
    const t = await createTestApp();
    const { order, tx } = await idealOrder(t);
    for (const path of [`/sandbox/bank/${tx.id}/`, `/sandbox/3ds/${tx.id}/`]) {
      const error = await t.fails(400, 'POST', path, undefined, {
        key: null,
        raw: 'garbage',
        headers: { 'content-type': contentType },
      });
      expect(error.type).toBe('ValidationError');
    }
    expect((await getOrder(t, order.id)).status).toBe('new');
  });
});

describe('/sandbox/3ds/:tx/', () => {
  async function challenged(t: TestApp) {
    const { order, setupToken } = await cardOrder(t, { failure_url: FAILURE_URL });
    const result = await payByCard(t, setupToken, CARDS.challenge);
    return { order, setupToken, result };
  }

  it('puts a challenged card in processing with a challenge_url', async () => {
    const t = await createTestApp();
    const { order, result } = await challenged(t);
    const tx = firstTx(order);
    expect(result).toMatchObject({
      order_status: 'processing',
      transaction_status: 'pending',
      challenge_url: `http://api.test/sandbox/3ds/${tx.id}/`,
      redirect_url: null,
    });
    const page = await t.call('GET', `/sandbox/3ds/${tx.id}/`, undefined, { key: null });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    const text = await page.text();
    expect(text).toContain('3220');
    expect(text).not.toContain(CARDS.challenge);
    expect(text).not.toMatch(/<script/i);
  });

  it('completes the order when the challenge is authenticated', async () => {
    const t = await createTestApp();
    const { order } = await challenged(t);
    const res = await postForm(t, `/sandbox/3ds/${firstTx(order).id}/`, 'authenticated');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(returnTo(RETURN_URL, order.id));
    const paid = await t.ok(orderSchema, 'GET', `/v1/orders/${order.id}`);
    expect(paid.status).toBe('completed');
    expect(firstTx(paid).payment_method_details?.attempt_3dsecure).toBe(true);
    expect(await statusEvents(t, order.id)).toEqual([
      [null, 'new'],
      ['new', 'processing'],
      ['processing', 'completed'],
    ]);
  });

  it('leaves a completed order alone when an older challenge is answered later', async () => {
    const t = await createTestApp();
    const order = await createOrder(t, { return_url: RETURN_URL });
    const start = () =>
      t.ok(
        checkoutPaymentSchema,
        'POST',
        `/v1/checkout/${checkoutKey(order)}/transactions`,
        { payment_method: 'credit-card' },
        { key: null },
      );
    const first = await start();
    expect((await payByCard(t, first.setup_token ?? '', CARDS.challenge)).order_status).toBe(
      'processing',
    );
    const second = await start();
    expect((await payByCard(t, second.setup_token ?? '')).order_status).toBe('completed');

    for (const outcome of ['failed', 'authenticated'])
      expect((await postForm(t, `/sandbox/3ds/${first.transaction_id}/`, outcome)).status).toBe(
        303,
      );
    const after = await getOrder(t, order.id);
    expect(after.status).toBe('completed');
    expect(after.transactions.filter((tx) => tx.status === 'completed')).toHaveLength(1);
  });

  it('puts the order in error when the challenge fails, and allows another card', async () => {
    const t = await createTestApp();
    const { order, setupToken } = await challenged(t);
    const res = await postForm(t, `/sandbox/3ds/${firstTx(order).id}/`, 'failed');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(returnTo(FAILURE_URL, order.id));
    const failed = await getOrder(t, order.id);
    expect(failed.status).toBe('error');
    expect(firstTx(failed).customer_message).toBeTruthy();
    const retry = await payByCard(t, setupToken, CARDS.approve);
    expect(retry.order_status).toBe('completed');
  });
});

describe('the bank page and cards', () => {
  it('never decides a card transaction', async () => {
    const t = await createTestApp();
    const { order } = await cardOrder(t);
    const tx = firstTx(order).id;
    expect((await t.app.request(`/sandbox/bank/${tx}/`)).status).toBe(404);
    const res = await postForm(t, `/sandbox/bank/${tx}/`, 'paid');
    expect(res.status).toBe(400);
    expect((await getOrder(t, order.id)).status).toBe('new');
  });

  it('answers 400 to an unknown outcome', async () => {
    const t = await createTestApp();
    const order = await createOrder(t, { transactions: [{ payment_method: 'ideal' }] });
    const res = await postForm(t, `/sandbox/bank/${firstTx(order).id}/`, 'teleported');
    expect(res.status).toBe(400);
  });
});
