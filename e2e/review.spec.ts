/**
 * The localisation review page (/review/) in Chromium: every screen of the hosted page and the card
 * frame, in each locale and the pseudo-locale, with no missing text, no raw key, no text still in
 * English, no screen that fails to build, every en-GB text on some screen, and no console error
 * (the sandbox fixture fails a test on any). Then the loop to a fix: a text labelled with its file
 * and key, edited in place and re-rendered, the changed file downloaded, texts exported to and
 * imported from XLIFF. Screenshots for a person to look at go to reports/review/ (git-ignored).
 */
import { readFileSync } from 'node:fs';
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
  // Eight columns of some 60 screens each, every one a real page: building takes a while.
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 3200, height: 1800 });
  const report = await openReview(page, 'locale=all', 90_000);
  await expect(report).toHaveAttribute('data-missing', '0');
  await expect(report).toHaveAttribute('data-same', '0');
  await expect(report).toHaveAttribute('data-unshown', '0');
  await expect(page.locator('#hosted-declined .review-host')).toHaveCount(8);
  await expect(page.locator('#hosted-declined figcaption')).toHaveText(
    SUPPORTED_LOCALES.map((l) => new RegExp(`^${l} `)),
  );
  // The eight columns wrap: no row scrolls sideways, nor does the page, also on a laptop's width
  // (rows far off screen are not laid out: each is looked at once on screen).
  for (const width of [3200, 1280]) {
    await page.setViewportSize({ width, height: 1800 });
    for (const id of ['hosted-chooser', 'hosted-declined', 'frame-errors-wrong', 'hosted-titles']) {
      const cells = page.locator(`#${id} .review-cells`);
      await cells.scrollIntoViewIfNeeded();
      await expect(cells.locator('.review-host')).toHaveCount(8);
      const box = await cells.evaluate((c) => ({ scroll: c.scrollWidth, client: c.clientWidth }));
      expect(box.scroll, `${id} at ${width} px`).toBeLessThanOrEqual(box.client);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
  }
  await page.setViewportSize({ width: 3200, height: 1800 });
  await page.evaluate(() => window.scrollTo(0, 0));
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

/** The text of an element, without the invisible numbers the review page puts before each text. */
const visible = (text: string | null) => (text ?? '').replace(/[\u2060-\u2064]/g, '');

test('a text edited on the review page is re-rendered, and its file downloads with the change', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 1000 });
  await openReview(page, 'locale=de-DE&surface=hosted&keys=1');
  const legends = page.locator('.review-rows legend');
  const before = await legends.count();
  expect(before).toBeGreaterThan(3);
  // Each text shows its file and key; the glossary is beside the screens.
  const legend = page.locator('#hosted-chooser legend');
  await expect(legend).toHaveAttribute('data-review-label', 'de-DE/checkout.json › chooser.legend');
  await expect(page.locator('#review-glossary')).toContainText('Prüfnummer');

  await legend.click();
  const editor = page.locator('#review-editor');
  await expect(editor).toContainText('en-GB: Choose how to pay');
  const field = editor.getByLabel('de-DE text');
  await expect(field).toHaveValue('Wählen Sie eine Zahlungsart');
  // A text that would break the check is named at once.
  await field.fill('Wählen Sie eine "Zahlungsmethode"');
  await expect(editor).toContainText('Uses “Zahlungsmethode” for “payment method”');
  await expect(editor).toContainText('Uses straight quotation marks');
  await field.fill('Wie möchten Sie bezahlen?');
  await expect(editor.locator('.review-edit-problems')).toHaveCount(0);

  // Every chooser of the locale shows the new text.
  await expect
    .poll(async () => (await legends.allTextContents()).map(visible))
    .toEqual(Array.from({ length: before }, () => 'Wie möchten Sie bezahlen?'));
  await page.locator('#hosted-chooser').screenshot({ path: 'reports/review/de-DE-edited.png' });

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download de-DE/checkout.json' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('checkout.json');
  const saved = readFileSync(await download.path(), 'utf8');
  const original = readFileSync('locales/de-DE/checkout.json', 'utf8');
  // The repository's file, with that one line changed: ready to commit.
  expect(saved).toBe(
    original.replace(
      '"legend": "Wählen Sie eine Zahlungsart"',
      '"legend": "Wie möchten Sie bezahlen?"',
    ),
  );
  const parsed = JSON.parse(saved) as { chooser: { legend: string } };
  expect(parsed.chooser.legend).toBe('Wie möchten Sie bezahlen?');
});

test('texts go to a translation tool as XLIFF 2.0 and come back', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 1000 });
  await openReview(page, 'locale=sv-SE&screen=hosted-chooser&keys=1');
  const legend = page.locator('#hosted-chooser legend');
  await legend.click();
  await page.locator('#review-editor').getByLabel('sv-SE text').fill('Betalsätt');
  const changes = page.locator('#review-changes');
  await expect(changes).toContainText('Download sv-SE/checkout.json');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    changes.getByRole('button', { name: 'Export XLIFF 2.0' }).click(),
  ]);
  const xliff = readFileSync(await download.path(), 'utf8');
  expect(xliff).toContain('trgLang="sv-SE"');
  expect(xliff).toContain('<unit id="chooser.legend">');
  expect(xliff).toContain('<target>Betalsätt</target>');

  // The translator's answer comes back in: the screens follow.
  await changes.getByLabel('Import XLIFF or CSV into sv-SE').setInputFiles({
    name: 'sv-SE.xlf',
    mimeType: 'application/xliff+xml',
    buffer: Buffer.from(
      xliff.replace('<target>Betalsätt</target>', '<target>Så vill du betala</target>'),
    ),
  });
  await expect(changes.getByRole('status')).toContainText('1 text(s) taken into sv-SE.');
  await expect.poll(async () => visible(await legend.textContent())).toBe('Så vill du betala');
});
