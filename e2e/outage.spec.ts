/**
 * The browser parts survive an API outage: with page.route() failing the
 * sandbox API at chosen moments (no answer, a proxy's 503, or an answer lost after the service
 * acted), the hosted page and the card widget say what happened in the customer's language, offer
 * a retry that works once the API is back, and the order ends with exactly one completed
 * transaction: requests that reached the service are counted, so a double payment would show.
 */
import type { Page } from '@playwright/test';
import type { SandboxApi } from './fixtures/sandbox.ts';
import { expect, RETURN_URL, shopUrl, test } from './fixtures/checkout.ts';
import { ApiOutage, OUTAGE_CONSOLE_ERRORS, type Failure } from './fixtures/outage.ts';
import { ShopPage, SHOP_ORIGIN, type CardFrame } from './pages/card-widget.ts';

const AMOUNT = '€12.50';
const VISA = '4111111111111111';
const TOKENS = '/v1/tokens/';
const PAYMENTS = '/v1/card/payments';
const START = /^\/v1\/checkout\/[^/]+\/transactions$/;

/** The console errors a test caused on purpose are the only ones. */
function expectOnly(errors: string[], expected: RegExp) {
  expect(errors.filter((e) => !expected.test(e))).toEqual([]);
  errors.length = 0;
}

/** Paid, once: the order is completed with exactly one completed transaction. */
async function expectPaidOnce(sandbox: SandboxApi, orderId: string) {
  const order = await sandbox.getOrder(orderId);
  expect(order.status).toBe('completed');
  expect(order.transactions.filter((tx) => tx.status === 'completed')).toHaveLength(1);
}

/** Nothing of the failure itself reaches the customer: no status line, no code, no raw body. */
async function expectNoRawError(page: Page) {
  const text = await page.locator('body').innerText();
  expect(text).not.toMatch(
    /Service Temporarily|checkout api|ApiError|service\.error|\[object|undefined/,
  );
}

test.describe('hosted checkout during an API outage', () => {
  for (const [failure, title] of [
    ['abort', 'error.networkTitle'],
    ['503', 'error.serverTitle'],
  ] as const)
    test(`on first load (${failure}): a clear screen, and its retry shows the order`, async ({
      page,
      checkout,
      hosted,
      sandbox,
      pageErrors,
    }) => {
      const api = await ApiOutage.install(page);
      const order = await hosted();
      api.down(failure);
      await checkout.open(order.order_url);
      await checkout.expectHeading(title);
      await expectNoRawError(page);
      await checkout.expectAccessible();
      // Still down: the retry says so again.
      await page.getByRole('button', { name: checkout.t('error.retry') }).click();
      await expect.poll(() => api.failed.length).toBe(2);
      await checkout.expectHeading(title);

      api.restore();
      await page.getByRole('button', { name: checkout.t('error.retry') }).click();
      await checkout.expectChooser();
      await checkout.choose('creditCard');
      await checkout.payByCard(VISA, AMOUNT);
      await page.waitForURL(shopUrl(RETURN_URL, order));
      await expectPaidOnce(sandbox, order.id);
      expect([api.served('POST', TOKENS), api.served('POST', PAYMENTS)]).toEqual([1, 1]);
      expectOnly(pageErrors, OUTAGE_CONSOLE_ERRORS);
    });

  for (const [failure, notice] of [
    ['abort', 'network'],
    ['503', 'server'],
  ] as const)
    test(`while starting a card payment (${failure}): a message in the form, and pay again works`, async ({
      page,
      checkout,
      hosted,
      sandbox,
      pageErrors,
    }) => {
      const api = await ApiOutage.install(page);
      const order = await hosted();
      await checkout.open(order.order_url);
      await checkout.choose('creditCard');
      await checkout.fillCard(VISA);
      api.down(failure);
      await payButton(page, checkout.t('chooser.payAmount', { amount: AMOUNT })).click();
      await expect(page.getByRole('alert')).toHaveText(
        noticeText((key) => checkout.t(key), notice),
      );
      await expectNoRawError(page);
      await checkout.expectAccessible();

      api.restore();
      await payButton(page, checkout.t('chooser.payAmount', { amount: AMOUNT })).click();
      await page.waitForURL(shopUrl(RETURN_URL, order));
      await expectPaidOnce(sandbox, order.id);
      expect(api.refused('POST', START)).toBe(1);
      expect([api.served('POST', START), api.served('POST', TOKENS)]).toEqual([1, 1]);
      expect(api.served('POST', PAYMENTS)).toBe(1);
      expectOnly(pageErrors, OUTAGE_CONSOLE_ERRORS);
    });

  const PAYING: [string, string, Failure, 'network' | 'server'][] = [
    ['tokenization is unreachable', TOKENS, 'abort', 'network'],
    ['the payment is unreachable after tokenization', PAYMENTS, 'abort', 'network'],
    ['the payment answers 503 after tokenization', PAYMENTS, '503', 'server'],
  ];
  for (const [when, path, failure, notice] of PAYING)
    test(`paying by card when ${when}: a message, and pay again pays once`, async ({
      page,
      checkout,
      hosted,
      sandbox,
      pageErrors,
    }) => {
      const api = await ApiOutage.install(page);
      const order = await hosted();
      await checkout.open(order.order_url);
      await checkout.choose('creditCard');
      api.fail('POST', path, failure, 1);
      await checkout.payByCard(VISA, AMOUNT);
      await expect(page.getByRole('alert')).toHaveText(
        noticeText((key) => checkout.t(key), notice),
      );
      await expectNoRawError(page);
      // The card is still there: paying again is one click.
      await expect(checkout.cardNumber()).not.toHaveValue('');
      await payButton(page, checkout.t('chooser.payAmount', { amount: AMOUNT })).click();
      await page.waitForURL(shopUrl(RETURN_URL, order));
      await expectPaidOnce(sandbox, order.id);
      expect(api.served('POST', PAYMENTS)).toBe(1);
      expect(api.served('POST', TOKENS)).toBe(path === TOKENS ? 1 : 2);
      expectOnly(pageErrors, OUTAGE_CONSOLE_ERRORS);
    });

  test('paying by card when the answer is lost after the payment: pay again shows it paid, never pays twice', async ({
    page,
    checkout,
    hosted,
    sandbox,
    pageErrors,
  }) => {
    const api = await ApiOutage.install(page);
    const order = await hosted();
    await checkout.open(order.order_url);
    await checkout.choose('creditCard');
    api.fail('POST', PAYMENTS, 'lost', 1);
    await checkout.payByCard(VISA, AMOUNT);
    await expect(page.getByRole('alert')).toHaveText(checkout.t('error.networkBody'));
    await payButton(page, checkout.t('chooser.payAmount', { amount: AMOUNT })).click();
    await checkout.expectHeading('result.completedTitle');
    await page
      .getByRole('button', {
        name: checkout.t('result.return', { merchant: 'Fietsenwinkel Amsterdam' }),
      })
      .click();
    await page.waitForURL(shopUrl(RETURN_URL, order));
    await expectPaidOnce(sandbox, order.id);
    // The second try was refused by the service (its setup token was used): one payment only.
    expect([api.served('POST', TOKENS), api.served('POST', PAYMENTS)]).toEqual([2, 1]);
    expectOnly(pageErrors, new RegExp(`${OUTAGE_CONSOLE_ERRORS.source}|status of 400`));
  });

  test('back from the bank while the API is down: a clear screen, retry finds it paid', async ({
    page,
    checkout,
    hosted,
    sandbox,
    pageErrors,
  }) => {
    const api = await ApiOutage.install(page);
    const order = await hosted();
    await checkout.open(order.order_url);
    await checkout.choose('ideal');
    await checkout.continueTo('ideal');
    await page.waitForURL(/\/sandbox\/bank\//);
    api.down('abort');
    await checkout.bank('Pay (success)');
    await checkout.expectHeading('error.networkTitle');
    await checkout.expectAccessible();
    api.restore();
    // Paid: the completed screen (2.5 s), then the shop.
    await page.getByRole('button', { name: checkout.t('error.retry') }).click();
    await page.waitForURL(shopUrl(RETURN_URL, order));
    await expectPaidOnce(sandbox, order.id);
    expectOnly(pageErrors, OUTAGE_CONSOLE_ERRORS);
  });

  test('the API fails while the status step polls: a clear screen, retry finds it paid', async ({
    page,
    checkout,
    hosted,
    sandbox,
    request,
    pageErrors,
  }) => {
    const api = await ApiOutage.install(page);
    const order = await hosted();
    await checkout.open(order.order_url);
    await checkout.choose('creditCard');
    await checkout.payByCard('4000000000003220', AMOUNT);
    await page.waitForURL(/\/sandbox\/3ds\//);
    const challenge = page.url();
    // The customer opens the link again before answering the bank: the page polls the order.
    await checkout.open(order.order_url);
    await checkout.expectHeading('progress.checkingTitle');
    api.down('503');
    await checkout.expectHeading('error.serverTitle');
    await expectNoRawError(page);
    await checkout.expectAccessible();
    // Meanwhile the bank confirms (the customer answered it in another tab).
    const answered = await request.post(challenge, {
      form: { outcome: 'authenticated' },
      maxRedirects: 0,
    });
    expect(answered.status()).toBe(303);
    api.restore();
    await page.getByRole('button', { name: checkout.t('error.retry') }).click();
    await checkout.expectHeading('result.completedTitle');
    await expectPaidOnce(sandbox, order.id);
    expect(api.served('POST', PAYMENTS)).toBe(1);
    expectOnly(pageErrors, OUTAGE_CONSOLE_ERRORS);
  });
});

test.describe('card widget during an API outage', () => {
  const PAY = /^Pay €24\.95$/;
  const CARD = { number: '4111 1111 1111 1111', expiry: '12/30', cvc: '737' };

  async function openShop(page: Page) {
    await page.route('**/favicon.ico', (route) => route.fulfill({ status: 204 }));
    const api = await ApiOutage.install(page);
    return { api, shop: new ShopPage(page) };
  }

  async function expectPaidAtShop(shop: ShopPage, sandbox: SandboxApi) {
    const result = await shop.result();
    await expect(result.heading).toHaveText('Thank you! Your payment was successful.');
    await expectPaidOnce(sandbox, result.orderId);
  }

  for (const failure of ['abort', '503'] as const)
    test(`the frame loads while the API is down (${failure}): it says so, and pays once it is back`, async ({
      page,
      sandbox,
      pageErrors,
    }) => {
      const { api, shop } = await openShop(page);
      api.down(failure);
      const card = await shop.open();
      await expect(card.notice).toHaveText(
        card.t(failure === 'abort' ? 'errors.network' : 'errors.service.error'),
      );
      await expect(card.pay).toBeEnabled();
      await expectFrameHasNoRawError(card);

      api.restore();
      await card.fill(CARD);
      await card.pay.click();
      await expectPaidAtShop(shop, sandbox);
      expect([api.served('POST', TOKENS), api.served('POST', PAYMENTS)]).toEqual([1, 1]);
      expectOnly(pageErrors, OUTAGE_CONSOLE_ERRORS);
    });

  const PAYING: [string, string | RegExp, Failure, string, number][] = [
    ['tokenization is unreachable', TOKENS, 'abort', 'errors.network', 1],
    ['tokenization answers 503', TOKENS, '503', 'errors.service.error', 1],
    ['the payment is unreachable after tokenization', PAYMENTS, 'abort', 'errors.network', 2],
    ['the payment answers 503 after tokenization', PAYMENTS, '503', 'errors.service.error', 2],
  ];
  for (const [when, path, failure, message, tokens] of PAYING)
    test(`paying when ${when}: a message in the frame, and pay again pays once`, async ({
      page,
      sandbox,
      pageErrors,
    }) => {
      const { api, shop } = await openShop(page);
      const card = await shop.open();
      await card.ready(PAY);
      await card.fill(CARD);
      api.fail('POST', path, failure, 1);
      await card.pay.click();
      await expect(card.notice).toHaveText(card.t(message));
      await expect(card.pay).toBeEnabled();
      await expectFrameHasNoRawError(card);
      await card.pay.click();
      await expectPaidAtShop(shop, sandbox);
      expect([api.served('POST', TOKENS), api.served('POST', PAYMENTS)]).toEqual([tokens, 1]);
      expectOnly(pageErrors, OUTAGE_CONSOLE_ERRORS);
    });

  test('paying when the answer is lost after the payment: pay again finds it paid, never pays twice', async ({
    page,
    sandbox,
    pageErrors,
  }) => {
    const { api, shop } = await openShop(page);
    const card = await shop.open();
    await card.ready(PAY);
    await card.fill(CARD);
    api.fail('POST', PAYMENTS, 'lost', 1);
    await card.pay.click();
    await expect(card.notice).toHaveText(card.t('errors.network'));
    await card.pay.click();
    await expectPaidAtShop(shop, sandbox);
    expect([api.served('POST', TOKENS), api.served('POST', PAYMENTS)]).toEqual([2, 1]);
    expectOnly(pageErrors, new RegExp(`${OUTAGE_CONSOLE_ERRORS.source}|status of 400`));
  });

  test('the card form itself cannot load: the shop offers its fallback, the hosted page', async ({
    page,
    checkout,
    pageErrors,
  }) => {
    await page.clock.install();
    await page.route(/\/card-frame\.html(\?|$)/, (route) => route.abort('internetdisconnected'));
    await page.goto(`${SHOP_ORIGIN}/`);
    // The loader gives the frame 15 s to answer, then tells the shop.
    await page.clock.runFor(15_000);
    await page.getByRole('link', { name: 'Pay on our secure payment page instead' }).click();
    await page.waitForURL(/\/pay\/ord_/);
    await checkout.expectChooser();
    expectOnly(pageErrors, OUTAGE_CONSOLE_ERRORS);
  });
});

/** The pay button of the hosted page's card form, by its accessible name. */
const payButton = (page: Page, name: string) => page.getByRole('button', { name });

/** The hosted page's inline notice for a failure that did not end the payment. */
function noticeText(t: (key: string) => string, notice: 'network' | 'server') {
  return notice === 'network'
    ? t('error.networkBody')
    : `${t('error.serverTitle')}. ${t('error.serverBody')}`;
}

async function expectFrameHasNoRawError(card: CardFrame) {
  const text = await card.frame.locator('body').innerText();
  expect(text).not.toMatch(/Service Temporarily|service\.error|errors\.|\[object|undefined/);
}
