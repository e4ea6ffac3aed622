/**
 * Screenshots of the hosted checkout's screens at phone and desktop width, in two locales, for a
 * person to look at (reports/checkout-screens/, git-ignored). Each also passes axe.
 */
import { CheckoutPage } from './pages/checkout-page.ts';
import { expect, test } from './fixtures/checkout.ts';

const WIDTHS = [375, 1280] as const;
const LOCALES = ['en-GB', 'nl-BE', 'de-DE'] as const;

for (const locale of LOCALES) {
  test.describe(`screens in ${locale}`, () => {
    // The browser speaks the locale too, so screens without an order (not found) use it.
    test.use({ locale });
    test('chooser, card entry, decline, status and errors', async ({
      page,
      hosted,
      pageErrors,
    }) => {
      const checkout = new CheckoutPage(page, locale);
      await page.route('https://shop.example/**', (route) =>
        route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Shop</title>' }),
      );
      const shot = async (name: string) => {
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: width === 375 ? 740 : 900 });
          await page.screenshot({
            path: `reports/checkout-screens/${locale}-${name}-${width}.png`,
            fullPage: true,
          });
        }
      };
      const order = await hosted({
        locale,
        order_lines: [
          { name: 'Organic T-shirt, size M', quantity: 2, amount: 500 },
          { name: 'Shipping', quantity: 1, amount: 250, type: 'shipping_fee' },
        ],
      });
      await checkout.open(order.order_url);
      await checkout.choose('ideal');
      await shot('chooser-ideal');
      await checkout.choose('creditCard');
      await expect(checkout.cardNumber()).toBeVisible();
      await page.getByText(checkout.t('summary.details')).click();
      await shot('card-entry');
      await checkout.cardNumber().fill('4111 1111');
      await checkout.cardNumber().blur();
      await shot('card-error');

      await checkout.payByCard('4000000000000002', await checkout.amount());
      await expect(page.getByText(checkout.t('reasons.cardDeclined'))).toBeVisible();
      await shot('declined');

      await checkout.choose('ideal');
      await checkout.continueTo('ideal');
      await checkout.bank('Pay (success)');
      await checkout.expectHeading('result.completedTitle');
      await page.clock.install();
      await shot('completed');

      await checkout.open('/pay/ord_nope/#ck_not-a-real-capability-key');
      await checkout.expectHeading('error.notFoundTitle');
      await shot('not-found');
      pageErrors.length = 0;
    });
  });
}
