/**
 * axe on the hosted page's brief screens, which other specs pass through too fast to check: the
 * order loading, a payment starting, and the "taking you to your bank / back to the shop" screens.
 * Each is kept on screen: the request that would end it is held, or the navigation that would
 * end it answers 204 (the browser stays, as when a navigation silently fails), and then the
 * screen's own "Continue" link is followed.
 */
import type { Page } from '@playwright/test';
import { expect, FAILURE_URL, SHOP, shopUrl, test } from './fixtures/checkout.ts';
import type { CheckoutPage } from './pages/checkout-page.ts';

const AMOUNT = '€12.50';
const ORDER = /\/v1\/checkout\/[^/]+$/;

/**
 * The placeholder shown while the order loads is a spinner with, once the language is known, a
 * status message: there is no screen yet to give a heading (axe's best-practice
 * `page-has-heading-one`). Every other rule applies.
 */
const LOADING_EXCEPTIONS = ['page-has-heading-one'];

/** The next navigation to `url` answers 204: the page that started it stays. */
const stayOnNextNavigation = (page: Page, url: string | RegExp) =>
  page.route(url, (route) => route.fulfill({ status: 204 }), { times: 1 });

/** The leaving screen's "Nothing happening? Continue" link, which must take the customer on. */
async function expectContinueLink(checkout: CheckoutPage, href: RegExp) {
  const link = checkout.page.getByRole('link', { name: checkout.t('progress.continue') });
  await expect(link).toHaveAttribute('href', href);
  return link;
}

test.describe('transition screens pass axe', () => {
  test('loading the order, on arrival and on retry', async ({
    page,
    checkout,
    hosted,
    hold,
    pageErrors,
  }) => {
    const order = await hosted();
    const first = await hold(ORDER);
    await page.goto(order.order_url);
    await expect.poll(() => first.held.length).toBe(1);
    await expect(page.locator('.loading[aria-busy="true"]')).toBeVisible();
    await checkout.expectAccessible(LOADING_EXCEPTIONS);
    first.release();
    await checkout.expectChooser();

    // A retry after an error shows it again, now with a status message in the page's language.
    await page.unroute(ORDER);
    await page.route(ORDER, (route) => route.abort('internetdisconnected'), { times: 1 });
    await page.reload();
    await checkout.expectHeading('error.networkTitle');
    const again = await hold(ORDER);
    await page.getByRole('button', { name: checkout.t('error.retry') }).click();
    await expect(page.getByRole('status')).toHaveText(checkout.t('page.loading'));
    await expect.poll(() => again.held.length).toBe(1);
    await checkout.expectAccessible(LOADING_EXCEPTIONS);
    again.release();
    await checkout.expectChooser();
    expect(pageErrors.splice(0)).toEqual([
      'Failed to load resource: net::ERR_INTERNET_DISCONNECTED',
    ]);
  });

  test('starting a payment (the pay button busy)', async ({ page, checkout, hosted, hold }) => {
    const order = await hosted();
    await checkout.open(order.order_url);
    await checkout.choose('ideal');
    const start = await hold(/\/v1\/checkout\/[^/]+\/transactions$/);
    await checkout.continueTo('ideal');
    await expect.poll(() => start.held.length).toBe(1);
    await expect(page.locator('button[aria-busy="true"]')).toBeVisible();
    await checkout.expectAccessible();
    start.release();
    await page.waitForURL(/\/sandbox\/bank\//);
  });

  test('taking you to iDEAL', async ({ page, checkout, hosted }) => {
    const order = await hosted();
    await checkout.open(order.order_url);
    await checkout.choose('ideal');
    await stayOnNextNavigation(page, /\/redirect\/[^/]+\/to\/payment/);
    await checkout.continueTo('ideal');
    await expect(checkout.heading()).toHaveText(
      checkout.methodSentence('progress.bankTitle', 'ideal'),
    );
    await checkout.expectAccessible();
    const link = await expectContinueLink(checkout, /^http:\/\/localhost:\d+\/redirect\//);
    await link.click();
    await page.waitForURL(/\/sandbox\/bank\//);
  });

  test('taking you to your bank (3-D Secure)', async ({ page, checkout, hosted }) => {
    const order = await hosted();
    await checkout.open(order.order_url);
    await checkout.choose('creditCard');
    await stayOnNextNavigation(page, /\/sandbox\/3ds\//);
    await checkout.payByCard('4000000000003220', AMOUNT);
    await checkout.expectHeading('progress.challengeTitle');
    await checkout.expectAccessible();
    const link = await expectContinueLink(checkout, /^http:\/\/localhost:\d+\/sandbox\/3ds\//);
    await link.click();
    await page.waitForURL(/\/sandbox\/3ds\//);
  });

  for (const merchant of ['Fietsenwinkel Amsterdam', null])
    test(`taking you back to ${merchant ? 'the merchant' : 'the shop (no merchant name)'}`, async ({
      page,
      checkout,
      hosted,
    }) => {
      const order = await hosted({ merchant_name: merchant });
      await checkout.open(order.order_url);
      await stayOnNextNavigation(page, `${SHOP}/**`);
      await page
        .getByRole('button', {
          name: merchant
            ? checkout.t('chooser.cancel', { merchant })
            : checkout.t('chooser.cancelNoMerchant'),
        })
        .click();
      if (merchant) await checkout.expectHeading('progress.shopTitle', { merchant });
      else await checkout.expectHeading('progress.shopTitleNoMerchant');
      await checkout.expectAccessible();
      const link = await expectContinueLink(checkout, /^https:\/\/shop\.example\/failure\?/);
      await link.click();
      await page.waitForURL(shopUrl(FAILURE_URL, order));
    });
});
