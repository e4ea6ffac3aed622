/**
 * The card widget end to end in Chromium: the demo shop on E2E_PORT + 1 embeds widget.js and the
 * card frame from E2E_PORT, so every postMessage crosses origins for real.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures/widget.ts';
import { SHOP_ORIGIN } from './pages/card-widget.ts';

const VISA = '4111 1111 1111 1111';
const VISA_DIGITS = VISA.replaceAll(' ', '');
const DECLINED = '4000 0000 0000 0002';
const CHALLENGE = '4000 0000 0000 3220';
const PAY_EN = /^Pay €24\.95$/;

test.describe('card widget on a merchant page', () => {
  test('pays: ends on the shop return URL with order_id and project_id, order completed', async ({
    shop,
    sandbox,
  }) => {
    const card = await shop.open();
    await card.ready(PAY_EN);
    await card.fill({ number: VISA, expiry: '12/30', cvc: '737', holder: 'Ada Lovelace' });
    await card.pay.click();
    const result = await shop.result();
    await expect(result.heading).toHaveText('Thank you! Your payment was successful.');
    expect(result.projectId).toBe('proj_demo');
    const order = await sandbox.getOrder(result.orderId);
    expect(order.status).toBe('completed');
    expect(order.transactions?.[0]).toMatchObject({
      status: 'completed',
      payment_method_brand: 'visa',
      payment_method_details: expect.objectContaining({ truncated_pan: '1111' }),
    });
  });

  test('a decline stays in the frame, and the shopper can retry on the same order', async ({
    shop,
    sandbox,
  }) => {
    const card = await shop.open();
    await card.ready(PAY_EN);
    await card.fill({ number: DECLINED, expiry: '12/30', cvc: '737' });
    await card.pay.click();
    await expect(card.notice).toHaveText(card.t('errors.card.declined'));
    expect(shop.page.url().startsWith(`${SHOP_ORIGIN}/?`)).toBe(true);
    await card.number.fill(VISA);
    await expect(card.notice).toBeHidden();
    await card.pay.click();
    const result = await shop.result();
    const order = await sandbox.getOrder(result.orderId);
    expect(order.status).toBe('completed');
    expect(order.transactions?.map((tx) => tx.status)).toEqual(['error', 'completed']);
  });

  test('3-D Secure: the top window goes to the challenge, then back to the shop', async ({
    shop,
    sandbox,
    baseURL,
  }) => {
    const card = await shop.open();
    await card.ready(PAY_EN);
    await card.fill({ number: CHALLENGE, expiry: '12/30', cvc: '737' });
    await card.pay.click();
    await shop.page.waitForURL(`${baseURL}/sandbox/3ds/**`);
    await expect(shop.page.getByText('Card ending in 3220')).toBeVisible();
    await shop.page.getByRole('button', { name: 'Authenticate (success)' }).click();
    const result = await shop.result();
    await expect(result.heading).toHaveText('Thank you! Your payment was successful.');
    const order = await sandbox.getOrder(result.orderId);
    expect(order.status).toBe('completed');
    expect(order.transactions?.[0]?.payment_method_details).toMatchObject({
      attempt_3dsecure: true,
    });
  });

  for (const locale of ['en-GB', 'de-DE'] as const) {
    test(`invalid input: errors on blur and on submit, focus on the first (${locale})`, async ({
      shop,
    }) => {
      const card = await shop.open(locale);
      await card.ready(locale === 'en-GB' ? PAY_EN : /^24,95\s€ bezahlen$/);
      await card.number.fill('4111 1111 1111 1112');
      await card.expiry.focus();
      // On blur: the number's error, prefixed with its field name, linked to the field.
      await expect(card.number).toHaveAttribute('aria-invalid', 'true');
      expect(await card.errorFor(card.number)).toBe(card.t('errors.card.number.invalid'));
      await card.expiry.fill('01/20');
      await card.pay.click();
      // On submit: every error, and focus on the first invalid field.
      await expect(card.number).toBeFocused();
      expect(await card.errorFor(card.expiry)).toBe(card.t('errors.card.expiry.past'));
      expect(await card.errorFor(card.cvc)).toBe(card.t('errors.card.cvc.empty', { length: '3' }));
      await expect(card.frame.locator('[aria-live="polite"]')).toContainText(
        card.t('errors.card.expiry.past'),
      );
      await expect(card.expiry).toHaveValue('01 / 20');
    });
  }

  test('autofill-shaped input (whole values at once) is normalised and pays', async ({ shop }) => {
    const card = await shop.open();
    await card.ready(PAY_EN);
    await card.number.fill(VISA); // a password manager fills the grouped number in one event
    await card.expiry.fill('12 / 2030'); // and cc-exp with a four-digit year
    await card.cvc.fill('737');
    await expect(card.number).toHaveValue(VISA);
    await expect(card.expiry).toHaveValue('12 / 30');
    await card.pay.click();
    await expect((await shop.result()).heading).toHaveText(
      'Thank you! Your payment was successful.',
    );
  });

  test('a double click on pay creates one token', async ({ shop, tokenRequests }) => {
    const card = await shop.open();
    await card.ready(PAY_EN);
    await card.fill({ number: VISA, expiry: '12/30', cvc: '737' });
    await card.pay.dblclick();
    await shop.result();
    expect(tokenRequests).toHaveLength(1);
  });

  test('no request or message of the merchant page carries the card number', async ({
    shop,
    merchantTraffic,
    tokenRequests,
    page,
  }) => {
    const card = await shop.open();
    await card.ready(PAY_EN);
    await card.fill({ number: VISA, expiry: '12/30', cvc: '737', holder: 'Ada Lovelace' });
    await card.pay.click();
    await shop.result();

    // The card went to the service from the frame, not from the merchant page.
    expect(tokenRequests).toHaveLength(1);
    expect(tokenRequests[0]?.frame()).not.toBe(page.mainFrame());
    expect(tokenRequests[0]?.postData()).toContain(VISA_DIGITS);

    const seen = [
      ...merchantTraffic.requests.map((r) => `${r.url()} ${r.postData() ?? ''}`),
      ...merchantTraffic.messages,
    ].join('\n');
    // The recorders did record: the frame's events reached the merchant page.
    expect(merchantTraffic.messages.some((m) => m.includes('"type":"tokenized"'))).toBe(true);
    expect(merchantTraffic.requests.length).toBeGreaterThan(0);
    for (const form of [VISA_DIGITS, VISA, '4111-1111-1111-1111', '737"', 'Ada Lovelace'])
      expect(seen, `merchant context must not see ${form}`).not.toContain(form);
  });

  test('axe: no violations in and around the frame, before and after errors', async ({ shop }) => {
    const card = await shop.open();
    await card.ready(PAY_EN);
    const before = await new AxeBuilder({ page: shop.page }).analyze();
    expect(before.violations).toEqual([]);
    await card.pay.click();
    await expect(card.number).toBeFocused();
    const after = await new AxeBuilder({ page: shop.page }).analyze();
    expect(after.violations).toEqual([]);
  });
});
