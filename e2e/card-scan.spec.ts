/**
 * The browser card scan that runs after every e2e test (fixtures/browser-card-scan.ts) can fail:
 * card numbers planted in a URL, a cookie, localStorage, and the sessionStorage of an origin the
 * tab has since left are each found. It runs in a context of its own, so the test's fixture scan
 * stays clean, and every planted page is answered by a route: no card number reaches the sandbox
 * (whose log and database are scanned after the run).
 */
import { BrowserCardScan } from './fixtures/browser-card-scan.ts';
import { expect, test } from './fixtures/sandbox.ts';

test('finds card numbers in URLs, cookies, localStorage and sessionStorage of left origins', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext();
  const scan = new BrowserCardScan(context);
  const page = await context.newPage();
  const checkoutOrigin = new URL(baseURL ?? '').origin;
  await page.route(/\/__plant__/, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="en"><link rel="icon" href="data:,"><title>plant</title></html>',
    }),
  );

  // sessionStorage on the checkout origin, then the tab moves on to the shop: only a probe finds it.
  await page.goto(`${checkoutOrigin}/__plant__`);
  await page.evaluate(() => sessionStorage.setItem('card', '5555 5555 5555 4444'));
  await page.goto('https://shop.example/__plant__?card=4000%200000%200000%200002');
  await page.evaluate(() => {
    localStorage.setItem('last', JSON.stringify({ pan: '4111111111111111' }));
    document.cookie = 'pan=3782%20822463%2010005; path=/';
  });

  const found = await scan.findings();
  await context.close();
  expect(found).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/^4000 0000 0000 0002 in the URL https:\/\/shop\.example\//),
      expect.stringMatching(/^3782 822463 10005 in the cookie pan/),
      '4111111111111111 in the storage of https://shop.example',
      `5555 5555 5555 4444 in the storage of ${checkoutOrigin}`,
    ]),
  );
  expect(found.join('\n')).not.toContain(`5555 5555 5555 4444 in the storage of the frame`);
});

test('finds nothing on a clean page', async ({ browser, baseURL }) => {
  const context = await browser.newContext();
  const scan = new BrowserCardScan(context);
  const page = await context.newPage();
  await page.goto(`${baseURL}/card-frame.html`);
  await expect(page.getByLabel('Card number')).toBeVisible();
  const found = await scan.findings();
  await context.close();
  expect(found).toEqual([]);
  expect(scan.origins).toEqual(new Set([new URL(baseURL ?? '').origin]));
});
