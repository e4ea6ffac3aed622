/**
 * The hosted checkout as a customer meets it on a 375×812 phone and a 1280×800 desktop, in
 * Chromium: a decline recovered in place, card input that survives looking at another method, the
 * chosen method's action kept in view, Pay visible without scrolling, the market's order of
 * methods, no wallet the browser cannot run, card brands and auto-advance. Axe checks each screen;
 * screenshots of the phone chooser, the in-place decline and the Belgian chooser are written to
 * reports/checkout-conversion/.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, FAILURE_URL, RETURN_URL, shopUrl, test } from './fixtures/checkout.ts';
import { message, type CheckoutPage } from './pages/checkout-page.ts';

const SHOTS = 'reports/checkout-conversion';
const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 800 };
const AMOUNT = '€124.50';

/** An order as a shop sends one: a description and three order lines. */
const SHOP_ORDER = {
  amount: 12450,
  description: 'Order 1042: two T-shirts and a cap',
  order_lines: [
    { name: 'Organic T-shirt, size M', quantity: 2, amount: 2995 },
    { name: 'Cap', quantity: 1, amount: 1995 },
    { name: 'Shipping', quantity: 1, amount: 3465, type: 'shipping_fee' as const },
  ],
};

const card = (key: string) => message('en-GB', key, {}, 'card');
const payButton = (page: Page) => page.getByRole('button', { name: `Pay ${AMOUNT}` });
const field = (page: Page, key: string) => page.getByLabel(card(key), { exact: true });

/** True when the whole element is inside the viewport. */
async function inView(page: Page, locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox();
  const viewport = page.viewportSize();
  return !!box && !!viewport && box.y >= 0 && box.y + box.height <= viewport.height;
}

/** The methods in the order the chooser lists them, by their names (once it shows). */
async function methodNames(page: Page): Promise<string[]> {
  await expect(page.locator('.method-name').first()).toBeVisible();
  return page.locator('.method-name').allTextContents();
}

async function fillCard(checkout: CheckoutPage, pan: string, cvc = '123') {
  await checkout.cardNumber().fill(pan);
  await field(checkout.page, 'fields.expiry.label').fill('12/34');
  await field(checkout.page, 'fields.cvc.label').fill(cvc);
}

for (const [device, viewport] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  test.describe(`on a ${device} (${viewport.width}×${viewport.height})`, () => {
    test.use({ viewport, ...(device === 'phone' ? { isMobile: true, hasTouch: true } : {}) });

    test('a declined card: the reason in place, the card kept, paid again on the same order', async ({
      page,
      checkout,
      hosted,
      sandbox,
    }) => {
      const order = await hosted(SHOP_ORDER);
      await checkout.open(order.order_url);
      await expect(checkout.method(checkout.t('methods.creditCard'))).toBeChecked();
      await fillCard(checkout, '4000000000009995');
      await payButton(page).click();

      const reason = page.getByRole('alert').filter({
        hasText: checkout.t('reasons.cardDeclinedInsufficientFunds'),
      });
      await expect(reason).toBeVisible();
      await expect(reason).toBeFocused();
      // Still the chooser, not a full-page failure; the number and expiry kept, the code cleared.
      await expect(checkout.heading()).not.toHaveText(checkout.t('failed.title'));
      await expect(checkout.cardNumber()).toHaveValue('4000 0000 0000 9995');
      await expect(field(page, 'fields.expiry.label')).toHaveValue('12 / 34');
      await expect(field(page, 'fields.cvc.label')).toHaveValue('');
      await expect(field(page, 'fields.cvc.label')).toHaveAttribute('aria-invalid', 'false');
      // Another method is one tap away.
      await expect(
        reason.getByRole('button', { name: checkout.t('failed.chooseAnother') }),
      ).toBeVisible();
      await checkout.expectAccessible();
      if (device === 'phone') await page.screenshot({ path: `${SHOTS}/phone-decline.png` });
      expect((await sandbox.getOrder(order.id)).status).toBe('error');

      await checkout.cardNumber().fill('4111111111111111');
      await field(page, 'fields.cvc.label').fill('123');
      await payButton(page).click();
      await page.waitForURL(shopUrl(RETURN_URL, order));
      const paid = await sandbox.getOrder(order.id);
      expect(paid.status).toBe('completed');
      expect(paid.transactions.map((t) => t.status)).toEqual(['error', 'completed']);
    });

    test('after a decline, another method is one tap away', async ({ page, checkout, hosted }) => {
      const order = await hosted(SHOP_ORDER);
      await checkout.open(order.order_url);
      await fillCard(checkout, '4000000000000002');
      await payButton(page).click();
      await expect(page.getByText(checkout.t('reasons.cardDeclined'))).toBeVisible();
      const other = page.getByRole('button', { name: checkout.t('failed.chooseAnother') });
      await (device === 'phone' ? other.tap() : other.click());
      const [, second] = await methodNames(page);
      await expect(checkout.method(second ?? '')).toBeChecked();
      await expect(checkout.method(second ?? '')).toBeFocused();
      await expect.poll(() => inView(page, page.locator('.is-selected .primary'))).toBe(true);
    });

    test('what the customer typed survives looking at another method', async ({
      page,
      checkout,
      hosted,
    }) => {
      const order = await hosted(SHOP_ORDER);
      await checkout.open(order.order_url);
      await checkout.cardNumber().fill('4111111111111111');
      await field(page, 'fields.expiry.label').fill('12/34');
      await checkout.choose('ideal');
      await expect(checkout.cardNumber()).toHaveCount(0);
      await checkout.choose('creditCard');
      await expect(checkout.cardNumber()).toHaveValue('4111 1111 1111 1111');
      await expect(field(page, 'fields.expiry.label')).toHaveValue('12 / 34');
      // Memory only: nothing of it in the browser's storage (the card scan fixture checks too).
      expect(
        await page.evaluate(() => JSON.stringify({ ...sessionStorage, ...localStorage })),
      ).not.toContain('4111');
    });

    test('choosing a method below the open card keeps its action in view', async ({
      page,
      checkout,
      hosted,
    }) => {
      const order = await hosted(SHOP_ORDER);
      await checkout.open(order.order_url);
      await expect(checkout.cardNumber()).toBeVisible();
      const names = await methodNames(page);
      const last = names.at(-1) ?? '';
      // Scrolled down to the bottom, the last method chosen: the card closes above it.
      const lastItem = page.locator('.method').last();
      await lastItem.scrollIntoViewIfNeeded();
      await (device === 'phone'
        ? lastItem.locator('.method-label').tap()
        : lastItem.locator('.method-label').click());
      await expect(checkout.method(last)).toBeChecked();
      // Its action (Continue to …, Continue with …, Show the bank details: by the method's kind).
      const action = lastItem.getByRole('button').first();
      await expect.poll(() => inView(page, action)).toBe(true);
      await expect.poll(() => inView(page, lastItem.locator('.method-label'))).toBe(true);

      // A method in the middle, from the card open again and the page scrolled to its bottom.
      await checkout.choose('creditCard');
      await expect(checkout.cardNumber()).toBeVisible();
      await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight));
      const ideal = page.locator('.method', { has: page.locator('#method-ideal') });
      await (device === 'phone'
        ? ideal.locator('.method-label').tap()
        : ideal.locator('.method-label').click());
      await expect(page.locator('#method-ideal')).toBeChecked();
      await expect.poll(() => inView(page, ideal.locator('.primary'))).toBe(true);
    });

    test('choosing by keyboard keeps the action in view too', async ({
      page,
      checkout,
      hosted,
    }) => {
      const order = await hosted(SHOP_ORDER);
      await checkout.open(order.order_url);
      await expect(checkout.cardNumber()).toBeVisible();
      await checkout.method(checkout.t('methods.creditCard')).focus();
      // Up from the first radio wraps round to the last method.
      await page.keyboard.press('ArrowUp');
      const last = page.locator('.method').last();
      await expect(last.locator('.method-radio')).toBeChecked();
      await expect.poll(() => inView(page, last.locator('.primary'))).toBe(true);
      await page.keyboard.press('ArrowDown');
      await expect(checkout.method(checkout.t('methods.creditCard'))).toBeChecked();
      await expect.poll(() => inView(page, payButton(page))).toBe(true);
    });

    test('offers no Apple Pay in Chromium', async ({ page, checkout, hosted }) => {
      const order = await hosted({
        ...SHOP_ORDER,
        payment_methods: ['credit-card', 'apple-pay', 'google-pay', 'ideal'],
      });
      await checkout.open(order.order_url);
      await expect(checkout.method(checkout.t('methods.googlePay'))).toBeVisible();
      expect(await methodNames(page)).not.toContain(checkout.t('methods.applePay'));
      await expect(page.getByText('Apple Pay')).toHaveCount(0);
    });
  });
}

test.describe('on a phone (375×812)', () => {
  test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

  test('shows Pay without scrolling, the card open first', async ({ page, checkout, hosted }) => {
    const order = await hosted(SHOP_ORDER);
    await checkout.open(order.order_url);
    await expect(checkout.method(checkout.t('methods.creditCard'))).toBeChecked();
    expect((await methodNames(page))[0]).toBe(checkout.t('methods.creditCard'));
    await expect(payButton(page)).toBeVisible();
    expect(await page.evaluate(() => scrollY)).toBe(0);
    expect(await inView(page, payButton(page))).toBe(true);
    // The language picker sits beside the shop's name; expiry and code side by side.
    const merchant = await page.locator('.merchant').boundingBox();
    const language = await page.getByLabel(checkout.t('header.language')).boundingBox();
    expect(Math.abs((merchant?.y ?? 0) - (language?.y ?? 999))).toBeLessThan(40);
    const expiry = await field(page, 'fields.expiry.label').boundingBox();
    const cvc = await field(page, 'fields.cvc.label').boundingBox();
    expect(expiry?.y).toBe(cvc?.y);
    await checkout.expectNoHorizontalScroll();
    await checkout.expectAccessible();
    await page.screenshot({ path: `${SHOTS}/phone-chooser.png` });
  });

  test('lists Bancontact first for a Belgian customer', async ({ page, checkout, hosted }) => {
    const order = await hosted({ ...SHOP_ORDER, customer: { country: 'BE' } });
    await checkout.open(order.order_url);
    const names = await methodNames(page);
    expect(names[0]).toBe('Bancontact');
    expect(names.indexOf('Bancontact')).toBeLessThan(names.indexOf('iDEAL'));
    await expect(checkout.method('Bancontact')).toBeChecked();
    await checkout.expectAccessible();
    await page.screenshot({ path: `${SHOTS}/phone-belgium.png` });
  });

  test('names Vipps for Norwegians, and offers one MobilePay to Danes', async ({
    page,
    checkout,
    hosted,
  }) => {
    const norway = await hosted({ ...SHOP_ORDER, currency: 'NOK', locale: 'no-NO' });
    await checkout.open(norway.order_url);
    const norwegian = (await methodNames(page))[0];
    expect(norwegian).toBe(message('no-NO', 'marketNames.vipps'));
    const denmark = await hosted({ ...SHOP_ORDER, currency: 'DKK', locale: 'da-DK' });
    await checkout.open(denmark.order_url);
    const danish = await methodNames(page);
    expect(danish.filter((n) => /MobilePay/.test(n))).toEqual(['MobilePay']);
  });

  test('back from a failed 3-D Secure check, the card form says why', async ({
    page,
    checkout,
    hosted,
    sandbox,
  }) => {
    const order = await hosted(SHOP_ORDER);
    await checkout.open(order.order_url);
    await fillCard(checkout, '4000000000003220');
    await payButton(page).click();
    await page.waitForURL(/\/sandbox\/3ds\//);
    await checkout.bank('Fail the payment');
    await page.waitForURL(/\?step=status[&#]/);
    const reason = page.getByRole('alert').filter({ hasText: checkout.t('reasons.card3dsFailed') });
    await expect(reason).toBeVisible();
    await expect(reason).toBeFocused();
    await expect(checkout.method(checkout.t('methods.creditCard'))).toBeChecked();
    await checkout.expectAccessible();
    await fillCard(checkout, '4111111111111111');
    await payButton(page).click();
    await page.waitForURL(shopUrl(RETURN_URL, order));
    expect((await sandbox.getOrder(order.id)).status).toBe('completed');
  });

  test('a redirect method that comes back failed keeps its full-page screen', async ({
    checkout,
    hosted,
  }) => {
    const order = await hosted(SHOP_ORDER);
    await checkout.open(order.order_url);
    await checkout.choose('ideal');
    await checkout.continueTo('ideal');
    await checkout.bank('Fail the payment');
    await checkout.expectHeading('failed.title');
  });

  test('an order that allows only Apple Pay says so, with the way back', async ({
    page,
    checkout,
    hosted,
  }) => {
    const order = await hosted({ ...SHOP_ORDER, payment_methods: ['apple-pay'] });
    await checkout.open(order.order_url);
    await checkout.expectHeading('error.noMethodsTitle');
    await expect(
      page.getByText(checkout.t('wallets.unavailable', { methods: 'Apple Pay' })),
    ).toBeVisible();
    await checkout.expectAccessible();
    await page
      .getByRole('button', {
        name: checkout.t('chooser.cancel', { merchant: 'Fietsenwinkel Amsterdam' }),
      })
      .tap();
    await page.waitForURL(shopUrl(FAILURE_URL, order));
  });

  test('shows the accepted brands and the detected one, and moves on to the expiry', async ({
    page,
    checkout,
    hosted,
  }) => {
    const order = await hosted(SHOP_ORDER);
    await checkout.open(order.order_url);
    const marks = page.getByRole('img', { name: /^Accepted cards: Visa, Mastercard/ });
    await expect(marks).toBeVisible();
    await expect(marks.locator('img')).toHaveCount(8);
    // Every mark is drawn (the sprite loaded), and none is in the way of the first screen.
    await expect
      .poll(() =>
        marks
          .locator('img')
          .evaluateAll((all) => all.every((i) => (i as HTMLImageElement).naturalWidth > 0)),
      )
      .toBe(true);

    await checkout.cardNumber().pressSequentially('4462000000000003');
    await expect(
      page.getByText(card('fields.number.brand').replace('{{brand}}', 'Visa')),
    ).toHaveCount(1);
    await expect(marks.locator('.xpc-on')).toHaveAttribute('src', /#visa$/);
    await expect(field(page, 'fields.expiry.label')).toBeFocused();
    // Back in the number to correct a digit: focus stays there.
    await checkout.cardNumber().click();
    await checkout.cardNumber().press('Home');
    await checkout.cardNumber().press('Delete');
    await checkout.cardNumber().press('4');
    await expect(checkout.cardNumber()).toBeFocused();
  });
});
