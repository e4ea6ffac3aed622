/**
 * The localisation review page (/review/) in Chromium: every screen of the hosted page and the card
 * frame, in each locale and the pseudo-locale, with no missing text, no raw key, no text still in
 * English, no screen that fails to build, every en-GB text on some screen, and no console error
 * (the sandbox fixture fails a test on any). Screenshots for a person to look at go to
 * reports/review/ (git-ignored).
 */
import { SUPPORTED_LOCALES } from '../src/shared/locales.ts';
import { formatMinor } from '../src/shared/money.ts';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/sandbox.ts';

/** The fixture order's amount (src/review/fixtures.ts): 34.95 + 2 × 12.50 + 4.95 euro. */
const ORDER_AMOUNT = 6490;

async function openReview(page: Page, query: string, timeout = 20_000) {
  const response = await page.goto(`/review/?${query}`);
  expect(response?.status()).toBe(200);
  expect(response?.headers()['content-security-policy']).toContain("style-src 'self'");
  const report = page.locator('#review-report[data-ready=true]');
  await expect(report).toBeVisible({ timeout });
  return report;
}

for (const locale of [...SUPPORTED_LOCALES, 'pseudo'] as const) {
  test(`review page in ${locale}: every screen, every text, nothing missing`, async ({ page }) => {
    const report = await openReview(page, `locale=${locale}`);
    await expect(report).toHaveAttribute('data-failed', '0');
    await expect(report).toHaveAttribute('data-missing', '0');
    await expect(report).toHaveAttribute('data-same', '0');
    await expect(report).toHaveAttribute('data-plain', '0');
    await expect(report).toHaveAttribute('data-unshown', '0');
    // Locators reach into the screens' open shadow roots.
    await expect(page.locator('[data-review]')).toHaveCount(0);
    await expect(page.locator('.review-rows').getByText('⟦')).toHaveCount(0);
    const screens = page.locator('.review-host');
    expect(await screens.count()).toBeGreaterThan(40);
    // Chromium's own ICU writes the amount as the unit tests prove Node's does.
    const intl = locale === 'pseudo' ? 'en-GB' : locale;
    await expect(page.locator('#hosted-pending .recap-amount')).toHaveText(
      formatMinor(ORDER_AMOUNT, 'EUR', intl),
    );
    if (locale === 'pseudo')
      await expect(page.locator('#hosted-chooser legend')).toHaveText(/^\[Çĥöö.* ~+\]$/);
  });
}

test('review page, all eight side by side', async ({ page }) => {
  // Every screen eight times over: 12 s on a quiet machine, over a minute on a loaded one.
  test.slow();
  await page.setViewportSize({ width: 3200, height: 1800 });
  const report = await openReview(page, 'locale=all', 80_000);
  await expect(report).toHaveAttribute('data-missing', '0');
  await expect(report).toHaveAttribute('data-same', '0');
  await expect(report).toHaveAttribute('data-unshown', '0');
  await expect(page.locator('#hosted-declined .review-host')).toHaveCount(8);
  await expect(page.locator('#hosted-declined figcaption')).toHaveText(
    SUPPORTED_LOCALES.map((l) => new RegExp(`^${l} `)),
  );
  await page.screenshot({ path: 'reports/review/side-by-side-top.png' });
  for (const id of ['hosted-chooser', 'hosted-declined', 'frame-errors-wrong', 'frame-amex'])
    await page.locator(`#${id}`).screenshot({ path: `reports/review/side-by-side-${id}.png` });
});

test('review page shows screen-reader text on request, and one screen alone', async ({ page }) => {
  await openReview(page, 'locale=de-DE&screen=hosted-chooser&hidden=1');
  await expect(page.locator('.review-host')).toHaveCount(1);
  // Visually hidden on the real page: "Zu zahlender Betrag" before the amount, the language label.
  await expect(page.locator('.review-host .visually-hidden').first()).toBeVisible();
  await page.locator('#hosted-chooser').screenshot({ path: 'reports/review/de-DE-chooser-sr.png' });
});

test('review page in the pseudo-locale, for a look at long texts', async ({ page }) => {
  await openReview(page, 'locale=pseudo&width=320');
  for (const id of ['hosted-chooser', 'hosted-card-errors', 'frame-errors-wrong', 'frame-brands'])
    await page.locator(`#${id}`).screenshot({ path: `reports/review/pseudo-320-${id}.png` });
});
