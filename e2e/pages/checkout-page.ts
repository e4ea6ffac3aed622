/**
 * Page model of the hosted checkout (index.html behind an order's order_url). Strings are read from
 * the locale files, so tests speak the page's language.
 */
import { readFileSync } from 'node:fs';
import { expect, type Locator, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { methodKind, methodTextKey, PAYMENT_METHODS } from '../../src/shared/payment-methods.ts';
import { fallbackChain, isLocale, SOURCE_LOCALE } from '../../src/shared/locales.ts';

type Messages = { [key: string]: string | Messages };
const read = (locale: string, ns: string): Messages => {
  try {
    return JSON.parse(readFileSync(`locales/${locale}/${ns}.json`, 'utf8')) as Messages;
  } catch {
    return {};
  }
};

/** A message of a namespace in a locale, along its fallback chain (the locale registry's). */
export function message(
  locale: string,
  key: string,
  values: Record<string, string> = {},
  ns = 'checkout',
) {
  const chain = isLocale(locale) ? fallbackChain(locale) : [locale, SOURCE_LOCALE];
  for (const l of chain) {
    let node: string | Messages | undefined = read(l, ns);
    for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
    if (typeof node === 'string')
      return node.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole);
  }
  throw new Error(`no message ${ns}:${key} for ${locale}`);
}

export class CheckoutPage {
  readonly page: Page;
  readonly locale: string;

  constructor(page: Page, locale = 'en-GB') {
    this.page = page;
    this.locale = locale;
  }

  t(key: string, values?: Record<string, string>) {
    return message(this.locale, key, values);
  }

  heading(): Locator {
    return this.page.getByRole('heading', { level: 1 });
  }

  async open(url: string) {
    const response = await this.page.goto(url);
    expect(response?.status()).toBe(200);
  }

  /** The chooser is shown: its legend (several methods) or the sole method's heading. */
  async expectChooser() {
    await expect(this.page.locator('.methods')).toBeVisible();
  }

  method(name: string): Locator {
    return this.page.getByRole('radio', { name });
  }

  async choose(methodKey: string) {
    await this.method(this.t(`methods.${methodKey}`)).check();
  }

  /** The amount as the page writes it (without its visually hidden label). */
  async amount(): Promise<string> {
    return this.page.locator('.amount').evaluate((el) => el.lastChild?.textContent ?? '');
  }

  cardNumber(): Locator {
    return this.page.getByLabel(message(this.locale, 'fields.number.label', {}, 'card'));
  }

  async fillCard(pan: string, expiry = '12/34', cvc = '123') {
    await this.cardNumber().fill(pan);
    await this.page
      .getByLabel(message(this.locale, 'fields.expiry.label', {}, 'card'))
      .fill(expiry);
    const cvcField = this.page.getByLabel(message(this.locale, 'fields.cvc.label', {}, 'card'));
    if (await cvcField.count()) await cvcField.fill(cvc);
  }

  async payByCard(pan: string, amount: string) {
    await this.fillCard(pan);
    await this.page.getByRole('button', { name: this.t('chooser.payAmount', { amount }) }).click();
  }

  /**
   * The key of a sentence about a method, written per kind of method: `methodSentence('chooser.continueTo',
   * 'ideal')` is `chooser.continueTo.bankRedirect`. `methodKey` as in the locale files (`applePay`).
   */
  methodSentence(family: string, methodKey: string) {
    const id = PAYMENT_METHODS.find((m) => methodTextKey(m) === `methods.${methodKey}`);
    if (!id) throw new Error(`no method ${methodKey}`);
    const kind = methodKind(id).replace(/-(\w)/g, (_, c: string) => c.toUpperCase());
    return this.t(`${family}.${kind}`, { method: this.t(`methods.${methodKey}`) });
  }

  async continueTo(methodKey: string) {
    const name = this.methodSentence('chooser.continueTo', methodKey);
    await this.page.getByRole('button', { name }).click();
  }

  /** On the simulated bank or 3-D Secure page (English only: it is the sandbox's). */
  async bank(
    outcome:
      | 'Pay (success)'
      | 'Cancel the payment'
      | 'Let the payment expire'
      | 'Fail the payment'
      | 'Authenticate (success)',
  ) {
    await this.page.getByRole('button', { name: outcome }).click();
  }

  async expectHeading(key: string, values?: Record<string, string>) {
    await expect(this.heading()).toHaveText(this.t(key, values));
  }

  /** axe-core, WCAG 2.2 A and AA: no violations on what is on screen now (but `disabled` rules). */
  async expectAccessible(disabled: string[] = []) {
    const results = await new AxeBuilder({ page: this.page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
      .disableRules(disabled)
      .analyze();
    expect(
      results.violations.map(
        (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
      ),
    ).toEqual([]);
  }

  /** Nothing is wider than the viewport (no horizontal scrolling at 320 px or 200 % zoom). */
  async expectNoHorizontalScroll() {
    const overflow = await this.page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  }
}
