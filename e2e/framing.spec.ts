/**
 * Clickjacking: a page on another site cannot frame the live checkout by any path that serves it
 * (the headers, CSP frame-ancestors 'none' and X-Frame-Options, come with index.html however it is
 * reached), and where a host drops those headers the page itself refuses to render in a frame and
 * does not even fetch the order.
 */
import type { Frame, Page } from '@playwright/test';
import { E2E_PORT } from '../playwright.config.ts';
import { expect, hostedOrder, test } from './fixtures/checkout.ts';

const ATTACKER = 'https://attacker.example';
const CHECKOUT = `http://localhost:${E2E_PORT}`;

/** The attacker's page, with one full-size frame of `url`. */
async function frame(page: Page, url: string): Promise<Frame> {
  await page.route(`${ATTACKER}/**`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><title>Win a prize</title><iframe src="${url}" width="800" height="600"></iframe>`,
    }),
  );
  await page.goto(`${ATTACKER}/prize`);
  const element = await page.waitForSelector('iframe');
  await page.waitForLoadState('load');
  const framed = await element.contentFrame();
  if (!framed) throw new Error('no frame');
  return framed;
}

test.describe('the hosted page in a foreign frame', () => {
  // One test per path: each opens a new visitor (nothing cached) and a loaded machine gives each
  // its own time budget.
  const paths: { name: string; url: (order: { id: string; order_url: string }) => string }[] = [
    { name: 'the order_url', url: (order) => order.order_url },
    {
      name: '/pay/{id}/ without the locale',
      url: (order) => `${CHECKOUT}/pay/${order.id}/${new URL(order.order_url).hash}`,
    },
    {
      name: '/index.html with the key',
      url: (order) => `${CHECKOUT}/index.html${new URL(order.order_url).hash}`,
    },
    { name: '/index.html', url: () => `${CHECKOUT}/index.html` },
    { name: '/', url: () => `${CHECKOUT}/` },
    { name: '/review/', url: () => `${CHECKOUT}/review/` },
    { name: '/review.html', url: () => `${CHECKOUT}/review.html` },
  ];
  for (const path of paths) {
    test(`is refused by the browser at ${path.name}`, async ({ page, hosted }) => {
      const order = await hosted(hostedOrder({ locale: 'de-DE' }));
      const url = path.url(order);
      const framed = await frame(page, url);
      const response = await page.request.get(url);
      expect(await response.text(), url).toMatch(/^<!doctype html>/);
      expect(response.headers()['content-security-policy'], url).toContain(
        "frame-ancestors 'none'",
      );
      expect(response.headers()['x-frame-options'], url).toBe('DENY');
      // Chromium shows its error page in place of the checkout.
      expect(framed.url(), url).toMatch(/^chrome-error:/);
      await expect(page.frameLocator('iframe').locator('#app'), url).toHaveCount(0);
    });
  }

  test('renders nothing and fetches no order where a host dropped the headers', async ({
    page,
    hosted,
  }) => {
    const order = await hosted(hostedOrder({ locale: 'de-DE' }));
    const orderViews: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/v1/checkout/')) orderViews.push(r.url());
    });
    // A host that forgot the headers: the same page, without CSP and X-Frame-Options.
    await page.route(`${CHECKOUT}/pay/**`, async (route) => {
      const response = await route.fetch();
      const headers = { ...response.headers() };
      delete headers['content-security-policy'];
      delete headers['x-frame-options'];
      await route.fulfill({ response, headers });
    });
    const framed = await frame(page, order.order_url);
    expect(framed.url()).toBe(order.order_url);
    await expect(framed.locator('#app')).toHaveText(/cannot be shown inside another website/);
    await expect(framed.getByRole('radio')).toHaveCount(0);
    expect(orderViews).toEqual([]);

    // The same page on its own still works.
    await page.goto(order.order_url);
    await expect(page.getByRole('radio').first()).toBeVisible();
  });
});
