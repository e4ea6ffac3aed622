/**
 * The pay flow in each of the eight locales: the page speaks the order's language (text, amount
 * format, html lang) from the chooser to the result, and the customer can switch language.
 */
import { CheckoutPage } from './pages/checkout-page.ts';
import { expect, RETURN_URL, shopUrl, test } from './fixtures/checkout.ts';
import { SUPPORTED_LOCALES } from '../src/shared/locales.ts';

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

for (const locale of SUPPORTED_LOCALES) {
  test(`pays through the bank in ${locale}`, async ({ page, hosted }) => {
    const checkout = new CheckoutPage(page, locale);
    await page.route('https://shop.example/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Shop</title>' }),
    );
    const order = await hosted({ locale, amount: 123456 });
    await checkout.open(order.order_url);
    await expect(page.locator('legend')).toHaveText(checkout.t('chooser.legend'));
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    const euros = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(
      1234.56,
    );
    expect(plain(await checkout.amount())).toBe(plain(euros));
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
