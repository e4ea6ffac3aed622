/**
 * The pay flow in each of the eight locales: the page speaks the order's language (text, amount
 * format, html lang) from the chooser to the result, and the customer can switch language.
 */
import { CheckoutPage } from './pages/checkout-page.ts';
import { expect, RETURN_URL, shopUrl, test } from './fixtures/checkout.ts';
import { SUPPORTED_LOCALES } from '../src/shared/locales.ts';

for (const locale of SUPPORTED_LOCALES) {
  test(`pays through the bank in ${locale}`, async ({ page, hosted }) => {
    const checkout = new CheckoutPage(page, locale);
    await page.route('https://shop.example/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Shop</title>' }),
    );
    const order = await hosted({ locale, amount: 123456, expiration_period: 'PT2H' });
    await checkout.open(order.order_url);
    await expect(page.locator('legend')).toHaveText(checkout.t('chooser.legend'));
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    // The page writes amounts and times from the build's format data, not with Intl: this
    // browser's own Intl must agree to the character.
    const key = new URL(order.order_url).hash.slice(1);
    const view = (await (await page.request.get(`/v1/checkout/${key}`)).json()) as {
      expires_at: string;
    };
    const [euros, time] = await page.evaluate(
      ([l, expires]) => [
        new Intl.NumberFormat(l, { style: 'currency', currency: 'EUR' }).format(1234.56),
        new Intl.DateTimeFormat(l, { timeStyle: 'short' }).format(new Date(expires)),
      ],
      [locale, view.expires_at] as const,
    );
    expect(await checkout.amount()).toBe(euros);
    await expect(page.locator('.deadline')).toContainText(time);
    // A deadline on another day is written with its date, from the same data.
    const later = await hosted({ locale, amount: 500, expiration_period: 'P2D' });
    await checkout.open(later.order_url);
    const laterKey = new URL(later.order_url).hash.slice(1);
    const laterView = (await (await page.request.get(`/v1/checkout/${laterKey}`)).json()) as {
      expires_at: string;
    };
    const date = await page.evaluate(
      ([l, expires]) =>
        new Intl.DateTimeFormat(l, { dateStyle: 'medium' }).format(new Date(expires)),
      [locale, laterView.expires_at] as const,
    );
    await expect(page.locator('.deadline')).toContainText(date);
    await checkout.open(order.order_url);
    await expect(checkout.method(checkout.t('methods.creditCard'))).toBeVisible();

    await checkout.choose('bancontact');
    await checkout.continueTo('bancontact');
    await checkout.bank('Pay (success)');
    await checkout.expectHeading('result.completedTitle');
    await page.waitForURL(shopUrl(RETURN_URL, order));
  });
}

test('the customer switches language, and the choice survives the bank', async ({
  page,
  hosted,
}) => {
  await page.route('https://shop.example/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Shop</title>' }),
  );
  const order = await hosted({ locale: 'nl-NL' });
  const dutch = new CheckoutPage(page, 'nl-NL');
  await dutch.open(order.order_url);
  await expect(page.locator('legend')).toHaveText(dutch.t('chooser.legend'));
  await page.getByLabel(dutch.t('header.language')).selectOption('sv-SE');
  const swedish = new CheckoutPage(page, 'sv-SE');
  await expect(page.locator('legend')).toHaveText(swedish.t('chooser.legend'));
  await expect(page).toHaveTitle(swedish.t('page.title', { merchant: 'Fietsenwinkel Amsterdam' }));
  await swedish.choose('ideal');
  await swedish.continueTo('ideal');
  await swedish.bank('Fail the payment');
  await swedish.expectHeading('failed.title');
  await swedish.expectAccessible();
});

test.describe('without an order locale', () => {
  test.use({ locale: 'nb-NO' });

  test("speaks the browser's language (nb → no-NO)", async ({ page, hosted }) => {
    const order = await hosted({ locale: null });
    const norwegian = new CheckoutPage(page, 'no-NO');
    await norwegian.open(order.order_url);
    await expect(page.locator('legend')).toHaveText(norwegian.t('chooser.legend'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'no-NO');
  });
});
