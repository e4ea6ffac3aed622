/**
 * Open-redirect and XSS attempts through every merchant-supplied string and URL, in
 * Chromium against the sandbox: payloads in every string an order, its lines, customer and extra
 * or a payment link can carry are shown as literal text on every page that shows them (hosted page
 * and its status screens, the simulated bank, 3-D Secure, the demo shop) and never run; URLs that
 * are not absolute http(s) are refused by the API, and the browser parts never follow one, even
 * when the service itself answers one.
 */
import type { Page } from '@playwright/test';
import type { CreateOrderRequest } from '../src/shared/api/index.ts';
import { E2E_API_KEY } from '../playwright.config.ts';
import {
  expect,
  hostedOrder,
  RETURN_URL,
  shopUrl,
  SHOP,
  test as checkoutTest,
} from './fixtures/checkout.ts';
import {
  BAD_URLS,
  INJECTED,
  isHttpOrBlank,
  recordNavigations,
  XSS_PAYLOADS,
} from './fixtures/hostile.ts';
import { ShopPage, SHOP_ORIGIN } from './pages/card-widget.ts';

const authorization = `Basic ${Buffer.from(`${E2E_API_KEY}:`).toString('base64')}`;
const AMOUNT = '€12.50';
/** The demo shop's return_url page, with the order's query. */
const SHOP_RESULT = new RegExp(`^${SHOP_ORIGIN}/result\\?`);

/** Every test fails if a payload opens a dialog (alert, confirm, prompt). */
const test = checkoutTest.extend<{ dialogs: string[] }>({
  dialogs: [
    async ({ page }, use) => {
      const seen: string[] = [];
      page.on('dialog', (dialog) => {
        seen.push(`${dialog.type()}: ${dialog.message()}`);
        void dialog.dismiss();
      });
      await use(seen);
      expect(seen, 'dialogs opened by a payload').toEqual([]);
    },
    { auto: true },
  ],
});

/** An order whose every merchant string is `payload`, returning to the demo shop's result page. */
const hostileOrder = (payload: string, overrides: Partial<CreateOrderRequest> = {}) =>
  hostedOrder({
    description: `Order ${payload}`,
    merchant_order_id: payload,
    merchant_name: `Shop ${payload}`,
    order_lines: [{ name: `Line ${payload}`, quantity: 1, amount: 1250, type: 'physical' }],
    customer: {
      first_name: payload.slice(0, 200),
      last_name: payload.slice(0, 200),
      address: payload,
      merchant_customer_id: payload.slice(0, 100),
    },
    extra: { note: payload, [payload]: [payload] },
    return_url: `${SHOP_ORIGIN}/result`,
    failure_url: `${SHOP_ORIGIN}/result`,
    ...overrides,
  });

async function expectNothingInjected(page: Page) {
  await expect(page.locator(INJECTED)).toHaveCount(0);
}

test.describe('merchant strings are text', () => {
  for (const [i, payload] of XSS_PAYLOADS.entries()) {
    test(`payload ${i + 1} on the hosted page, the bank, the status step and the shop`, async ({
      page,
      checkout,
      sandbox,
    }) => {
      const merchant = `Shop ${payload}`;
      const order = await sandbox.createOrder(hostileOrder(payload));
      await checkout.open(order.order_url ?? '');
      await checkout.expectHeading('summary.heading', { merchant });
      await expect(page).toHaveTitle(checkout.t('page.title', { merchant }));
      await expect(page.locator('.merchant')).toHaveText(merchant);
      await expect(page.locator('.description')).toHaveText(`Order ${payload}`);
      await page.getByText(checkout.t('summary.details')).click();
      await expect(page.locator('.line-name')).toHaveText(`Line ${payload}`);
      await expect(
        page.getByRole('button', { name: checkout.t('chooser.cancel', { merchant }) }),
      ).toBeVisible();
      await expectNothingInjected(page);

      await checkout.choose('ideal');
      await checkout.continueTo('ideal');
      await page.waitForURL(/\/sandbox\/bank\//);
      await expect(page.getByText(`Order ${payload}`, { exact: true })).toBeVisible();
      await expectNothingInjected(page);

      // Paid: back to the shop by itself. Its first navigation there answers 204, so the
      // "taking you back" screen stays to be checked, and its own link is followed.
      await page.route(SHOP_RESULT, (route) => route.fulfill({ status: 204 }), { times: 1 });
      await checkout.bank('Pay (success)');
      await checkout.expectHeading('progress.shopTitle', { merchant });
      await expect(page.locator('.recap-description')).toHaveText(`Order ${payload}`);
      await expectNothingInjected(page);
      await page.getByRole('link', { name: checkout.t('progress.continue') }).click();

      await page.waitForURL(shopUrl(`${SHOP_ORIGIN}/result`, order));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'Thank you! Your payment was successful.',
      );
      await expect(page.getByText(payload, { exact: true })).toBeVisible();
      await expectNothingInjected(page);

      // The completed screen, opened again (where it stays rather than leaving for the shop).
      await checkout.open(order.order_url ?? '');
      await checkout.expectHeading('result.completedTitle');
      await expect(page.locator('.recap-description')).toHaveText(`Order ${payload}`);
      await expect(
        page.getByRole('button', { name: checkout.t('result.return', { merchant }) }),
      ).toBeVisible();
      await expectNothingInjected(page);
    });
  }

  const ALL = XSS_PAYLOADS.join(' ');

  test('a declined card, 3-D Secure and the shop, with every payload at once', async ({
    page,
    checkout,
    sandbox,
  }) => {
    const merchant = `Shop ${ALL}`;
    const order = await sandbox.createOrder(hostileOrder(ALL));
    await checkout.open(order.order_url ?? '');
    await checkout.choose('creditCard');
    await checkout.payByCard('4000000000000002', AMOUNT);
    // The decline is said in place, on the chooser (the card entry keeps the form).
    await expect(page.getByText(checkout.t('reasons.cardDeclined'))).toBeVisible();
    await expect(page.locator('.description')).toHaveText(`Order ${ALL}`);
    await expect(
      page.getByRole('button', { name: checkout.t('chooser.cancel', { merchant }) }),
    ).toBeVisible();
    await expectNothingInjected(page);

    await checkout.payByCard('4000000000003220', AMOUNT);
    await page.waitForURL(/\/sandbox\/3ds\//);
    await expect(page.getByText('Card ending in 3220')).toBeVisible();
    await expectNothingInjected(page);
    await checkout.bank('Authenticate (success)');
    await page.waitForURL(shopUrl(`${SHOP_ORIGIN}/result`, order));
    await expect(page.getByText(ALL, { exact: true })).toBeVisible();
    await expectNothingInjected(page);
  });

  test('the cancelled screen, with every payload at once', async ({
    page,
    checkout,
    sandbox,
    cancelOrder,
  }) => {
    const merchant = `Shop ${ALL}`;
    const order = await sandbox.createOrder(hostileOrder(ALL));
    await cancelOrder(order.id);
    await checkout.open(order.order_url ?? '');
    await checkout.expectHeading('result.cancelledTitle');
    await expect(page.locator('.recap-description')).toHaveText(`Order ${ALL}`);
    await expect(page.locator('.merchant')).toHaveText(merchant);
    await expectNothingInjected(page);
    await page.getByRole('button', { name: checkout.t('result.return', { merchant }) }).click();
    await page.waitForURL(shopUrl(`${SHOP_ORIGIN}/result`, order));
    await expect(page.getByText(ALL, { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Your payment was not completed.',
    );
    await expectNothingInjected(page);
  });

  test('a payment link: its description and reference on the hosted page', async ({
    page,
    checkout,
    request,
  }) => {
    const res = await request.post('/v1/paymentlinks/', {
      headers: { authorization },
      data: {
        merchant_order_id: ALL,
        amount: 1250,
        currency: 'EUR',
        description: `Link ${ALL}`,
        customer: { first_name: XSS_PAYLOADS[0], last_name: XSS_PAYLOADS[2] },
        return_url: RETURN_URL,
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    const link = (await res.json()) as { payment_url: string };
    await page.goto(link.payment_url);
    await expect(page.locator('.description')).toHaveText(`Link ${ALL}`);
    await checkout.expectChooser();
    await expectNothingInjected(page);
  });

  test('the demo shop refuses a hostile locale and still mounts the widget', async ({ page }) => {
    const shop = new ShopPage(page);
    await page.goto(`${SHOP_ORIGIN}/?locale=${encodeURIComponent(XSS_PAYLOADS[2])}`);
    await expect(shop.card.element).toBeVisible();
    await expect(page.locator('#card')).toHaveAttribute('data-locale', 'en-GB');
    await expectNothingInjected(page);
  });
});

test.describe('merchant URLs', () => {
  const FIELDS = ['return_url', 'failure_url', 'webhook_url'] as const;

  for (const field of FIELDS) {
    test(`${field}: a URL that is not absolute http(s) is refused at creation and at PUT`, async ({
      request,
      sandbox,
    }) => {
      const order = await sandbox.createOrder(hostedOrder({ webhook_url: `${SHOP}/webhook` }));
      for (const url of BAD_URLS) {
        const created = await request.post('/v1/orders/', {
          headers: { authorization },
          data: { ...hostedOrder(), [field]: url },
        });
        const createdBody = await created.text();
        expect(created.status(), `POST ${field}=${JSON.stringify(url)}: ${createdBody}`).toBe(400);
        expect(createdBody).toContain(`"property_path":"${field}"`);
        // The error names the field, never echoes the value (no reflected payload).
        expect(createdBody).not.toContain('evil.example');
        expect(createdBody).not.toContain('alert(');

        const updated = await request.put(`/v1/orders/${order.id}/`, {
          headers: { authorization },
          data: { [field]: url },
        });
        expect(updated.status(), `PUT ${field}=${JSON.stringify(url)}`).toBe(400);
      }
      expect((await sandbox.getOrder(order.id))[field]).toBe(order[field]);
    });
  }

  test('order line and payment link URLs are refused too', async ({ request }) => {
    for (const url of BAD_URLS) {
      for (const key of ['url', 'image_url']) {
        const res = await request.post('/v1/orders/', {
          headers: { authorization },
          data: hostedOrder({
            order_lines: [{ name: 'T-shirt', quantity: 1, amount: 1250, [key]: url }],
          }),
        });
        expect(res.status(), `order_lines[0].${key}=${JSON.stringify(url)}`).toBe(400);
      }
      for (const field of FIELDS) {
        const res = await request.post('/v1/paymentlinks/', {
          headers: { authorization },
          data: { merchant_order_id: 'INV-1', amount: 1250, currency: 'EUR', [field]: url },
        });
        expect(res.status(), `payment link ${field}=${JSON.stringify(url)}`).toBe(400);
      }
    }
  });

  test('the hosted page appends order_id and project_id to a return_url with its own query', async ({
    page,
    checkout,
    hosted,
  }) => {
    const navigations = recordNavigations(page);
    const order = await hosted({
      return_url: `${SHOP}/return?lang=nl&order_id=spoofed&project_id=spoofed#top`,
    });
    await checkout.open(order.order_url);
    await checkout.choose('creditCard');
    await checkout.payByCard('4111111111111111', AMOUNT);
    await page.waitForURL(/^https:\/\/shop\.example\//);
    expect(page.url()).toBe(
      `${SHOP}/return?lang=nl&order_id=${order.id}&project_id=${order.project_id}#top`,
    );
    expect(navigations.filter((url) => !isHttpOrBlank(url))).toEqual([]);
  });
});

test.describe('non-http(s) URLs answered by the service are never followed', () => {
  /** Rewrites JSON answers of `url` (the real answer, changed by `edit`). */
  async function rewrite(page: Page, url: string, edit: (body: Record<string, unknown>) => void) {
    await page.route(url, async (route) => {
      if (route.request().method() === 'OPTIONS') return route.fallback();
      const response = await route.fetch();
      const body = (await response.json()) as Record<string, unknown>;
      edit(body);
      await route.fulfill({ response, json: body });
    });
  }

  test('hosted page: javascript: and data: merchant URLs give no return button and no redirect', async ({
    page,
    checkout,
    hosted,
  }) => {
    const navigations = recordNavigations(page);
    const order = await hosted();
    await rewrite(page, '**/v1/checkout/*', (body) => {
      body['return_url'] = 'javascript:alert(1)';
      body['failure_url'] = 'data:text/html,<script>alert(1)</script>';
    });
    await checkout.open(order.order_url);
    await checkout.expectChooser();
    // Nowhere safe to cancel to: no cancel button.
    await expect(page.getByRole('button', { name: /Cancel/ })).toHaveCount(0);
    await checkout.choose('ideal');
    await checkout.continueTo('ideal');
    await checkout.bank('Pay (success)');
    await checkout.expectHeading('result.completedTitle');
    await expect(page.getByText(checkout.t('result.close'))).toBeVisible();
    await expect(page.getByRole('button', { name: /Return/ })).toHaveCount(0);
    await page.waitForTimeout(3000); // longer than the automatic return would wait
    expect(new URL(page.url()).pathname).toBe(`/pay/${order.id}/`);
    expect(navigations.filter((url) => !isHttpOrBlank(url))).toEqual([]);
  });

  test('hosted page: a javascript: payment_url or challenge_url is not followed', async ({
    page,
    checkout,
    hosted,
    sandbox,
  }) => {
    const navigations = recordNavigations(page);
    const order = await hosted();
    await rewrite(page, '**/v1/checkout/*/transactions', (body) => {
      if (body['payment_url']) body['payment_url'] = 'javascript:alert(1)';
    });
    await rewrite(page, '**/v1/card/payments', (body) => {
      body['challenge_url'] = ' javascript:alert(2)';
    });
    await checkout.open(order.order_url);
    await checkout.choose('ideal');
    await checkout.continueTo('ideal');
    await expect(page.getByRole('alert')).toHaveText(checkout.t('notice.unavailable'));
    expect(new URL(page.url()).pathname).toBe(`/pay/${order.id}/`);

    await checkout.choose('creditCard');
    await checkout.payByCard('4111111111111111', AMOUNT);
    await page.waitForURL(shopUrl(RETURN_URL, order));
    expect((await sandbox.getOrder(order.id)).status).toBe('completed');
    expect(navigations.filter((url) => !isHttpOrBlank(url))).toEqual([]);
  });

  for (const url of ['javascript:alert(1)', 'data:text/html,x', '//evil.example/x', 'vbscript:x'])
    test(`widget: the loader refuses the redirect ${url} from the frame`, async ({ page }) => {
      const navigations = recordNavigations(page);
      const evil: string[] = [];
      await page.route(/evil\.example/, (route) => {
        evil.push(route.request().url());
        return route.fulfill({ status: 204 });
      });
      await rewrite(page, '**/v1/card/payments', (body) => {
        body['redirect_url'] = url;
      });
      const shop = new ShopPage(page);
      const card = await shop.open();
      await card.ready(/^Pay €24\.95$/);
      await card.fill({ number: '4111 1111 1111 1111', expiry: '12/30', cvc: '737' });
      await card.pay.click();
      await expect(card.notice).toHaveText(card.t('status.success'));
      await page.waitForTimeout(500);
      expect(page.url()).toMatch(new RegExp(`^${SHOP_ORIGIN}/\\?locale=`));
      expect(navigations.filter((u) => !isHttpOrBlank(u))).toEqual([]);
      expect(evil).toEqual([]);
    });
});
