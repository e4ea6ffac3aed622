/**
 * Page models for the card widget: the demo merchant shop (second origin) and, inside it, the card
 * frame (checkout origin), found by its title as the locale file has it (Adyen's card.ts model).
 */
import { readFileSync } from 'node:fs';
import { expect, type FrameLocator, type Locator, type Page } from '@playwright/test';
import { E2E_MERCHANT_PORT } from '../../playwright.config.ts';
import { fallbackChain, isLocale, SOURCE_LOCALE } from '../../src/shared/locales.ts';

type Messages = { [key: string]: string | Messages };

/** The shop's origin: another port than the checkout, so messaging is really cross-origin. */
export const SHOP_ORIGIN = `http://localhost:${E2E_MERCHANT_PORT}`;

/** A `card` namespace message in a locale, along its fallback chain, with `{{values}}`. */
export function cardText(locale: string, key: string, values: Record<string, string> = {}) {
  const chain = isLocale(locale) ? fallbackChain(locale) : [locale, SOURCE_LOCALE];
  for (const l of chain) {
    let node: Messages | string | undefined = JSON.parse(
      readFileSync(`locales/${l}/card.json`, 'utf8'),
    ) as Messages;
    for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
    if (typeof node === 'string')
      return node.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole);
  }
  throw new Error(`no card message ${key} for ${locale}`);
}

/** The card frame: fields by their labels, the pay button, the frame's messages. */
export class CardFrame {
  readonly locale: string;
  readonly frame: FrameLocator;
  readonly element: Locator;
  readonly number: Locator;
  readonly expiry: Locator;
  readonly cvc: Locator;
  readonly holder: Locator;
  readonly pay: Locator;
  /** The message for the whole form (a decline, a success), shown above the pay button. */
  readonly notice: Locator;

  constructor(page: Page, locale: string) {
    this.locale = locale;
    // The localized title arrives with the frame's `ready`: finding it means the handshake ran.
    const selector = `iframe[title="${cardText(locale, 'frame.title')}"]`;
    this.element = page.locator(selector);
    this.frame = page.frameLocator(selector);
    this.number = this.frame.getByLabel(this.t('fields.number.label'), { exact: true });
    this.expiry = this.frame.getByLabel(this.t('fields.expiry.label'), { exact: true });
    this.cvc = this.frame.getByLabel(this.t('fields.cvc.label'), { exact: true });
    this.holder = this.frame.getByLabel(this.t('fields.holder.label'), { exact: true });
    this.pay = this.frame.getByRole('button');
    this.notice = this.frame.locator('form > p');
  }

  t(key: string, values?: Record<string, string>) {
    return cardText(this.locale, key, values);
  }

  /** Waits until the frame has its setup token and the amount (the pay button names it). */
  async ready(amount: RegExp) {
    await expect(this.pay).toHaveText(amount);
  }

  async fill(card: { number: string; expiry: string; cvc?: string; holder?: string }) {
    await this.number.fill(card.number);
    await this.expiry.fill(card.expiry);
    if (card.cvc !== undefined) await this.cvc.fill(card.cvc);
    if (card.holder !== undefined) await this.holder.fill(card.holder);
  }

  /** The visible error under a field (the field points at it with aria-describedby). */
  errorFor(field: Locator) {
    return field.evaluate((input) => {
      const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
      return ids
        .map((id) => input.ownerDocument.getElementById(id))
        .find((el) => el?.classList.contains('xpc-error'))?.textContent;
    });
  }
}

/** The demo shop's checkout page with the widget, and its result page. */
export class ShopPage {
  readonly page: Page;
  card: CardFrame;

  constructor(page: Page) {
    this.page = page;
    this.card = new CardFrame(page, 'en-GB');
  }

  /** Opens the shop's checkout (a fresh order each time) with the widget in `locale`. */
  async open(locale = 'en-GB') {
    await this.page.goto(`${SHOP_ORIGIN}/?locale=${locale}`);
    this.card = new CardFrame(this.page, locale);
    await expect(this.card.element).toBeVisible();
    return this.card;
  }

  /** Waits for the shop's result page (return_url / failure_url) and answers its query. */
  async result() {
    await this.page.waitForURL(`${SHOP_ORIGIN}/result?**`);
    const url = new URL(this.page.url());
    return {
      orderId: url.searchParams.get('order_id') ?? '',
      projectId: url.searchParams.get('project_id') ?? '',
      heading: this.page.getByRole('heading', { level: 1 }),
    };
  }
}
