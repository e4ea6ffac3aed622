/** Proves the wiring: the production build is served by the sandbox and renders in Chromium. */
import { expect, test } from './fixtures/sandbox.ts';

test('the hosted checkout build loads and renders under its CSP', async ({ page, sandbox }) => {
  const order = await sandbox.createOrder({ currency: 'EUR', amount: 1250, description: 'Smoke' });
  expect(order.order_url).toMatch(/\/pay\/ord_[\w-]+\/#ck_[\w-]+$/);
  const response = await page.goto(order.order_url ?? '/');
  expect(response?.status()).toBe(200);
  expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('the card frame build loads with a CSP that allows framing', async ({ page }) => {
  const response = await page.goto('/card-frame.html');
  expect(response?.headers()['content-security-policy']).toContain('frame-ancestors *');
  await expect(page.getByLabel('Card number')).toBeVisible();
});
