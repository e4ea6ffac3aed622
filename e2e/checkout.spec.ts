/**
 * The hosted checkout end to end, in Chromium against the sandbox: each flow ends at the merchant
 * URL the interface's rule gives, with order_id and project_id; axe checks every screen on the way.
 */
import { expect, FAILURE_URL, RETURN_URL, shopUrl, test } from './fixtures/checkout.ts';

const AMOUNT = '€12.50';

/** The console errors a test caused on purpose (a 404, an aborted request) are the only ones. */
function expectOnly(errors: string[], expected: RegExp) {
  expect(errors.filter((e) => !expected.test(e))).toEqual([]);
  errors.length = 0;
}

test.describe('hosted checkout', () => {
  test('pays by card and returns to the shop', async ({ page, checkout, hosted, sandbox }) => {
    const order = await hosted();
    await checkout.open(order.order_url);
    await checkout.expectChooser();
    await expect(page.locator('.amount')).toHaveText(`${checkout.t('summary.amount')}: ${AMOUNT}`);
    await expect(page.getByText('Order 1042: two T-shirts')).toBeVisible();
    await expect(page.getByRole('note')).toContainText(checkout.t('test.banner'));
    await checkout.choose('creditCard');
    await expect(checkout.cardNumber()).toBeVisible();
    await checkout.expectAccessible();

    await checkout.payByCard('4111111111111111', AMOUNT);
    await checkout.expectHeading('result.completedTitle');
    await page.waitForURL(shopUrl(RETURN_URL, order));
    expect((await sandbox.getOrder(order.id)).status).toBe('completed');
    // The screen leaves for the shop by itself after 2.5 s, sometimes in the middle of axe: axe
    // checks it opened again, where it stays.
    await checkout.open(order.order_url);
    await checkout.expectHeading('result.completedTitle');
    await checkout.expectAccessible();
  });

  test('says why a card was declined, in place, and pays again on the same order', async ({
    page,
    checkout,
    hosted,
    sandbox,
  }) => {
    const order = await hosted();
    await checkout.open(order.order_url);
    await checkout.choose('creditCard');
    await checkout.payByCard('4000000000000002', AMOUNT);
    await expect(
      page.getByRole('alert').filter({ hasText: checkout.t('reasons.cardDeclined') }),
    ).toBeFocused();
    await expect(checkout.cardNumber()).toHaveValue('4000 0000 0000 0002');
    await checkout.expectAccessible();

    await checkout.payByCard('4111111111111111', AMOUNT);
    await page.waitForURL(shopUrl(RETURN_URL, order));
    const paid = await sandbox.getOrder(order.id);
    expect(paid.status).toBe('completed');
    expect(paid.transactions.map((t) => t.status)).toEqual(['error', 'completed']);
  });

  test('lets the customer choose another method after a decline', async ({
    page,
    checkout,
    hosted,
  }) => {
    const order = await hosted();
    await checkout.open(order.order_url);
    await checkout.choose('creditCard');
    await checkout.payByCard('4000000000000002', AMOUNT);
    await page.getByRole('button', { name: checkout.t('failed.chooseAnother') }).click();
    await expect(checkout.method(checkout.t('methods.creditCard'))).not.toBeChecked();
    await checkout.choose('ideal');
    await checkout.continueTo('ideal');
    await checkout.bank('Pay (success)');
    await page.waitForURL(shopUrl(RETURN_URL, order));
  });

  test('runs the 3-D Secure challenge, then returns to the shop', async ({
    page,
    checkout,
    hosted,
    sandbox,
  }) => {
    const order = await hosted();
    await checkout.open(order.order_url);
    await checkout.choose('creditCard');
    await checkout.payByCard('4000000000003220', AMOUNT);
    await page.waitForURL(/\/sandbox\/3ds\//);
    await checkout.bank('Authenticate (success)');
    await page.waitForURL(/\?step=status[&#]/);
    // The completed screen shows for 2.5 s only, too short to catch on a busy machine: the shop
    // URL and the order say it was paid.
    await page.waitForURL(shopUrl(RETURN_URL, order));
    expect((await sandbox.getOrder(order.id)).status).toBe('completed');
  });

  test('pays with iDEAL through the simulated bank', async ({
    page,
    checkout,
    hosted,
    sandbox,
  }) => {
    const order = await hosted();
    await checkout.open(order.order_url);
    await checkout.choose('ideal');
    await expect(
      page.getByText(checkout.methodSentence('chooser.redirectInfo', 'ideal')),
    ).toBeVisible();
    await checkout.expectAccessible();
    await checkout.continueTo('ideal');
    await page.waitForURL(/\/sandbox\/bank\//);
    await checkout.bank('Pay (success)');
    await page.waitForURL(shopUrl(RETURN_URL, order));
    expect((await sandbox.getOrder(order.id)).transactions[0]?.payment_method).toBe('ideal');
  });

  test('offers the methods shop plugins use, each with its logo, and pays with giropay', async ({
    page,
    checkout,
    hosted,
    sandbox,
  }) => {
    const order = await hosted();
    await checkout.open(order.order_url);
    await checkout.expectChooser();
    for (const key of [
      'amex',
      'giropay',
      'klarnaDirectDebit',
      'billink',
      'tikkiePaymentRequest',
      'wechat',
      'viacash',
    ]) {
      const option = checkout.method(checkout.t(`methods.${key}`));
      await expect(option).toBeVisible();
    }
    // Every logo of the chooser loaded (a missing file would be a broken image).
    const broken = await page
      .locator('img.logo')
      .evaluateAll((imgs) => imgs.filter((img) => !(img as HTMLImageElement).naturalWidth).length);
    expect(broken).toBe(0);
    await checkout.choose('giropay');
    await checkout.continueTo('giropay');
    await checkout.bank('Pay (success)');
    await page.waitForURL(shopUrl(RETURN_URL, order));
    expect((await sandbox.getOrder(order.id)).transactions[0]?.payment_method).toBe('giropay');
  });

  test('pays with American Express on the card form', async ({
    page,
    checkout,
    hosted,
    sandbox,
  }) => {
    const order = await hosted();
    await checkout.open(order.order_url);
    await checkout.choose('amex');
    await expect(checkout.cardNumber()).toBeVisible();
    await checkout.fillCard('378282246310005', '12/34', '1234');
    await page
      .getByRole('button', { name: checkout.t('chooser.payAmount', { amount: AMOUNT }) })
      .click();
    await page.waitForURL(shopUrl(RETURN_URL, order));
    const paid = await sandbox.getOrder(order.id);
    expect(paid.status).toBe('completed');
    expect(paid.transactions[0]).toMatchObject({
      payment_method: 'amex',
      payment_method_brand: 'amex',
    });
  });

  test('a bank failure offers another try', async ({ page, checkout, hosted }) => {
    const order = await hosted();
    await checkout.open(order.order_url);
    await checkout.choose('ideal');
    await checkout.continueTo('ideal');
    await checkout.bank('Fail the payment');
    await checkout.expectHeading('failed.title');
    await expect(
      page.getByText(checkout.methodSentence('failed.methodBody', 'ideal')),
    ).toBeVisible();
    await page.getByRole('button', { name: checkout.t('failed.tryAgain') }).click();
    await expect(checkout.method('iDEAL')).toBeChecked();
  });

  test('cancel goes to the failure URL', async ({ page, checkout, hosted }) => {
    const order = await hosted();
    await checkout.open(order.order_url);
    await page
      .getByRole('button', {
        name: checkout.t('chooser.cancel', { merchant: 'Fietsenwinkel Amsterdam' }),
      })
      .click();
    await page.waitForURL(shopUrl(FAILURE_URL, order));
  });

  test('cancel goes to return_url when the order has no failure_url', async ({
    page,
    checkout,
    hosted,
  }) => {
    const order = await hosted({ failure_url: null });
    await checkout.open(order.order_url);
    await page
      .getByRole('button', {
        name: checkout.t('chooser.cancel', { merchant: 'Fietsenwinkel Amsterdam' }),
      })
      .click();
    await page.waitForURL(shopUrl(RETURN_URL, order));
  });

  test('an expired payment says so and goes to the failure URL', async ({
    page,
    checkout,
    hosted,
  }) => {
    const order = await hosted();
    await checkout.open(order.order_url);
    await checkout.choose('ideal');
    await checkout.continueTo('ideal');
    await checkout.bank('Let the payment expire');
    await checkout.expectHeading('result.expiredTitle');
    await page.waitForURL(shopUrl(FAILURE_URL, order));

    // Opening the link again later shows the expired screen, and stays there (axe checks it here:
    // the first one leaves for the shop by itself, sometimes in the middle of axe).
    await checkout.open(order.order_url);
    await checkout.expectHeading('result.expiredTitle');
    await checkout.expectAccessible();
    await page
      .getByRole('button', {
        name: checkout.t('result.return', { merchant: 'Fietsenwinkel Amsterdam' }),
      })
      .click();
    await page.waitForURL(shopUrl(FAILURE_URL, order));
  });

  test('an order cancelled by the merchant cannot be paid', async ({
    page,
    checkout,
    hosted,
    cancelOrder,
  }) => {
    const order = await hosted();
    await cancelOrder(order.id);
    await checkout.open(order.order_url);
    await checkout.expectHeading('result.cancelledTitle');
    await checkout.expectAccessible();
    await expect(page.getByRole('radio')).toHaveCount(0);
  });

  test('a paid order opened again says it is paid', async ({ page, checkout, hosted }) => {
    const order = await hosted({ payment_methods: ['ideal'] });
    await checkout.open(order.order_url);
    // The only method is opened directly, without a radio.
    await expect(page.getByRole('radio')).toHaveCount(0);
    await checkout.continueTo('ideal');
    await checkout.bank('Pay (success)');
    await page.waitForURL(shopUrl(RETURN_URL, order));
    await checkout.open(order.order_url);
    await checkout.expectHeading('result.completedTitle');
    await page.waitForTimeout(3000);
    expect(page.url()).toBe(order.order_url);
  });

  test('an unknown order gets a clear screen', async ({ page, checkout, pageErrors }) => {
    await checkout.open('/pay/ord_doesnotexist/#ck_not-a-real-capability-key');
    await checkout.expectHeading('error.notFoundTitle');
    await checkout.expectAccessible();
    await checkout.open('/pay/ord_doesnotexist/');
    await checkout.expectHeading('error.notFoundTitle');
    await expect(page.getByRole('button')).toHaveCount(0);
    expectOnly(pageErrors, /status of 404/);
  });

  test('a network failure offers a retry that recovers', async ({
    page,
    checkout,
    hosted,
    pageErrors,
  }) => {
    const order = await hosted();
    await page.route('**/v1/checkout/**', (route) => route.abort('internetdisconnected'));
    await checkout.open(order.order_url);
    await checkout.expectHeading('error.networkTitle');
    await checkout.expectAccessible();
    await page.unroute('**/v1/checkout/**');
    await page.getByRole('button', { name: checkout.t('error.retry') }).click();
    await checkout.expectChooser();
    expectOnly(pageErrors, /ERR_INTERNET_DISCONNECTED/);
  });

  test('says so when the bank has not answered yet, and checks again', async ({
    page,
    checkout,
    hosted,
  }) => {
    const order = await hosted();
    await checkout.open(order.order_url);
    await checkout.choose('creditCard');
    await checkout.payByCard('4000000000003220', AMOUNT);
    await page.waitForURL(/\/sandbox\/3ds\//);
    // The customer leaves the bank's page without answering, and opens the link again.
    await page.clock.install();
    await checkout.open(order.order_url);
    await checkout.expectHeading('progress.checkingTitle');
    await checkout.expectAccessible();
    // Polling waits between fetches; move the clock on past its ceiling, fetch by fetch.
    await expect(async () => {
      await page.clock.runFor(5_000);
      await expect(checkout.heading()).toHaveText(checkout.t('pending.title'), { timeout: 200 });
    }).toPass({ timeout: 20_000 });
    await checkout.expectAccessible();
    await page.getByRole('button', { name: checkout.t('pending.checkAgain') }).click();
    await checkout.expectHeading('progress.checkingTitle');
  });

  test('renders merchant strings as text', async ({ page, checkout, hosted }) => {
    const order = await hosted({
      description: '<img src=x onerror="window.hacked=1"> & <b>bold</b>',
      merchant_name: 'Shop <script>alert(1)</script>',
    });
    await checkout.open(order.order_url);
    await expect(
      page.getByText('<img src=x onerror="window.hacked=1"> & <b>bold</b>'),
    ).toBeVisible();
    await expect(page.locator('main img[src="x"], main b')).toHaveCount(0);
    expect(await page.evaluate(() => 'hacked' in window)).toBe(false);
  });

  test('serves the page with a strict CSP that forbids framing', async ({ page, hosted }) => {
    const order = await hosted();
    const response = await page.goto(order.order_url);
    const csp = response?.headers()['content-security-policy'] ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 667 }, isMobile: true, hasTouch: true });

  test('pays by card on a 375 px screen', async ({ page, checkout, hosted }) => {
    const order = await hosted({
      order_lines: [
        { name: 'Organic T-shirt, size M', quantity: 2, amount: 500 },
        { name: 'Shipping', quantity: 1, amount: 250, type: 'shipping_fee' },
      ],
    });
    await checkout.open(order.order_url);
    await checkout.expectNoHorizontalScroll();
    await page.getByText(checkout.t('summary.details')).click();
    await expect(page.getByText('Organic T-shirt, size M')).toBeVisible();
    await checkout.choose('creditCard');
    await checkout.expectNoHorizontalScroll();
    await checkout.expectAccessible();
    await checkout.payByCard('4111111111111111', AMOUNT);
    await page.waitForURL(shopUrl(RETURN_URL, order));
  });

  test('fits 320 px wide and 200 % zoom without horizontal scrolling', async ({
    page,
    checkout,
    hosted,
  }) => {
    const order = await hosted({
      merchant_name: 'Een heel lange winkelnaam die niet op één regel past BV',
    });
    await page.setViewportSize({ width: 320, height: 640 });
    await checkout.open(order.order_url);
    await checkout.choose('creditCard');
    await expect(checkout.cardNumber()).toBeVisible();
    await checkout.expectNoHorizontalScroll();
    // 200 % zoom of a 640 px wide window lays out like 320 CSS px.
    await page.setViewportSize({ width: 640, height: 800 });
    await page.evaluate(() => document.documentElement.style.setProperty('zoom', '2'));
    await checkout.expectNoHorizontalScroll();
  });
});
