/**
 * Merchant text overrides in the card widget, end to end: the demo shop (second origin) mounts the
 * widget again with `messages`, and the frame (checkout origin) shows the merchant's text, or
 * rejects unknown keys and changed variables with an `error` event and a console error.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/widget.ts';
import { CardFrame } from './pages/card-widget.ts';

type Recorded = { code: string; keys?: string[] }[];

/** Mounts the widget again into the shop's element, with `messages`, recording error events. */
async function remount(page: Page, messages: unknown) {
  await page.evaluate((texts) => {
    const card = document.getElementById('card') as HTMLElement;
    const win = window as unknown as {
      XPayCard: {
        mount(
          el: Element,
          options: object,
        ): { on(event: string, handler: (e: unknown) => void): unknown };
      };
      widgetErrors: unknown[];
    };
    win.widgetErrors = [];
    win.XPayCard.mount(card, {
      setupToken: card.dataset['setupToken'],
      locale: 'de-DE',
      messages: texts,
    }).on('error', (event) => win.widgetErrors.push(event));
  }, messages);
}

const widgetErrors = (page: Page) =>
  page.evaluate(() => (window as unknown as { widgetErrors: Recorded }).widgetErrors);

test('a merchant replaces the pay button text for de-DE', async ({ shop }) => {
  const first = await shop.open('de-DE');
  await first.ready(/^24,95\s€ bezahlen$/);
  await remount(shop.page, { 'de-DE': { pay: 'Jetzt {{amount}} sicher zahlen' } });
  const card = new CardFrame(shop.page, 'de-DE');
  await card.ready(/^Jetzt 24,95\s€ sicher zahlen$/);
  await expect(card.number).toBeVisible();
  expect(await widgetErrors(shop.page)).toEqual([]);
});

test('unknown keys and changed variables are refused, loudly', async ({ shop, pageErrors }) => {
  await shop.open('de-DE');
  await remount(shop.page, {
    'de-DE': { paay: 'Zahlen', pay: 'Jetzt zahlen', 'fields.cvc.label': 'Prüfziffer' },
  });
  const card = new CardFrame(shop.page, 'de-DE');
  // The rejected `pay` keeps the default; the valid override applies.
  await card.ready(/^24,95\s€ bezahlen$/);
  await expect(card.frame.getByLabel('Prüfziffer', { exact: true })).toBeVisible();
  await expect
    .poll(() => widgetErrors(shop.page))
    .toEqual([{ code: 'messages.invalid', keys: ['de-DE.paay', 'de-DE.pay'] }]);
  // The loader said so on the merchant page's console too (the fixture fails on any other).
  expect(pageErrors).toHaveLength(1);
  expect(pageErrors[0]).toContain('messages.invalid');
  expect(pageErrors[0]).toContain('de-DE.paay');
  pageErrors.length = 0;
});
