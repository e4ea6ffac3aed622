/**
 * Delivery in Chromium: what the hosted page and the card frame fetch for their first screen is
 * exactly what the budget check counts (scripts/budgets.ts), compressed with brotli; the order view
 * and the strings start with the HTML, not after the app's code (each fetched once: the app takes
 * the boot script's responses); the service's order_url names the locale, and a link without it
 * still ends in the order's language.
 */
import { readFileSync } from 'node:fs';
import type { Page, Request } from '@playwright/test';
import { E2E_MERCHANT_PORT, E2E_PORT } from '../playwright.config.ts';
import { firstScreenFiles } from '../scripts/budgets.ts';
import { expect, hostedOrder, test } from './fixtures/checkout.ts';

const CHECKOUT = `http://localhost:${E2E_PORT}`;

/** Stamps (wall clock) when the first method radio enters the DOM: the first screen is there. */
const STAMP = `new MutationObserver((_, observer) => {
  if (!document.querySelector('input[type="radio"]')) return;
  observer.disconnect();
  window.__firstScreen = Date.now();
}).observe(document, { childList: true, subtree: true });`;

/** When each request was seen (wall clock; a request's own timing is known only once answered). */
const sentAt = new WeakMap<Request, number>();

/** Every request of the page and its frames, in the order they were sent. */
function record(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (r) => {
    sentAt.set(r, Date.now());
    requests.push(r);
  });
  return requests;
}
/** Latency as on a mobile network, so that what waits for what shows in the timings. */
async function slowNetwork(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: 200_000,
    uploadThroughput: 100_000,
  });
}
const staticPaths = (requests: Request[]) =>
  requests
    .map((r) => new URL(r.url()))
    .filter((u) => u.origin === CHECKOUT && !u.pathname.startsWith('/v1/'))
    .map((u) => u.pathname);
/** The budget's files as the paths fetched: a page's HTML variant is fetched as the page's URL. */
const asPaths = (files: string[]) =>
  files
    .map((f) => (f === 'index.html' || f.startsWith('pay/') ? null : `/${f}`))
    .filter((p) => p !== null);

test.describe('the hosted page', () => {
  test('fetches exactly its budgeted first screen, brotli, its strings inside, the order view at once', async ({
    page,
    hosted,
  }) => {
    const order = await hosted(hostedOrder({ locale: 'de-DE' }));
    expect(new URL(order.order_url).searchParams.get('locale')).toBe('de-DE');
    await slowNetwork(page);
    await page.addInitScript(STAMP);
    const requests = record(page);
    await page.goto(order.order_url);
    await expect(page.getByRole('radio').first()).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
    const shown = await page.evaluate(() => (window as { __firstScreen?: number }).__firstScreen);
    // What was asked for before the first screen was there (the rest loads after it).
    const firstScreen = requests.filter((r) => (sentAt.get(r) ?? Infinity) <= (shown ?? 0));

    const budgeted = asPaths(firstScreenFiles('dist', 'checkout', 'de-DE'));
    // The document itself is /pay/{id}/; everything else the first screen fetched is budgeted.
    expect(staticPaths(firstScreen).slice(1).sort()).toEqual([...budgeted].sort());
    const apiCalls = firstScreen.filter((r) => r.url().includes('/v1/'));
    expect(apiCalls.map((r) => new URL(r.url()).pathname)).toEqual([
      `/v1/checkout/${new URL(order.order_url).hash.slice(1)}`,
    ]);

    for (const request of firstScreen.filter((r) => r.url().startsWith(CHECKOUT))) {
      const response = await request.response();
      if (!request.url().includes('/v1/'))
        expect(response?.headers()['content-encoding'], request.url()).toBe('br');
    }

    // No waterfall: the strings came with the HTML (no request of their own, as the list above
    // says), and the order view was asked for before the code had arrived.
    const html = await (await firstScreen[0]?.response())?.text();
    expect(html).toContain('id="xpay-strings" data-locale="de-DE" data-ns="checkout"');
    const code = firstScreen.find((r) => /\/assets\/first-render-.*\.js$/.test(r.url()));
    const codeArrived = code ? code.timing().startTime + code.timing().responseEnd : 0;
    expect(apiCalls[0]?.timing().startTime).toBeLessThan(codeArrived);

    // Its scripts are compiled while they stream in (V8's compile hint near their top), and
    // i18next is not among them: it loads after the first screen.
    const scripts = firstScreen.filter((r) => r.url().endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) {
      const text = (await (await script.response())?.text()) ?? '';
      expect(text.slice(0, 2000), script.url()).toContain('//# allFunctionsCalledOnLoad\n');
      expect(script.url()).not.toContain('i18next');
    }
    await expect
      .poll(() => requests.some((r) => /\/assets\/i18next-[\w-]+\.js$/.test(r.url())))
      .toBe(true);
  });

  test('nl-BE comes with its own complete strings inside, no strings file of its own or a fallback', async ({
    page,
    hosted,
  }) => {
    const order = await hosted(hostedOrder({ locale: 'nl-BE' }));
    const requests = record(page);
    const response = await page.goto(order.order_url);
    await expect(page.getByRole('radio').first()).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl-BE');
    expect(await response?.text()).toContain('data-locale="nl-BE" data-ns="checkout"');
    expect(staticPaths(requests).filter((p) => p.endsWith('/checkout.json'))).toEqual([]);
  });

  test('a link without the locale (written before it was added) ends in the order language', async ({
    page,
    hosted,
  }) => {
    const order = await hosted(hostedOrder({ locale: 'sv-SE' }));
    const url = new URL(order.order_url);
    url.search = '';
    const requests = record(page);
    await page.goto(url.href);
    await expect(page.locator('html')).toHaveAttribute('lang', 'sv-SE');
    await expect(page.getByRole('radio').first()).toBeVisible();
    // The browser's language was guessed first, then the order's was fetched.
    expect(staticPaths(requests).filter((p) => p.endsWith('/checkout.json'))).toEqual([
      expect.stringMatching(/\/en-GB\/checkout\.json$/),
      expect.stringMatching(/\/sv-SE\/checkout\.json$/),
    ]);
  });
});

/** Records, in every document (the frame's too), each fetch and whether the parser was still in it. */
async function recordFetches(page: Page) {
  await page.addInitScript(() => {
    const fetches: [string, DocumentReadyState][] = [];
    Object.assign(window, { __fetches: fetches });
    const original = window.fetch.bind(window);
    window.fetch = (input, init) => {
      fetches.push([input instanceof Request ? input.url : String(input), document.readyState]);
      return original(input, init);
    };
  });
}
const frameFetches = (page: Page) =>
  page
    .frames()
    .find((f) => f.url().includes('/card-frame.html'))
    ?.evaluate(() => (window as unknown as { __fetches: [string, string][] }).__fetches);

test('the card frame is one HTML request with its strings inside, brotli, from a shop on another site', async ({
  page,
}) => {
  await page.route('**/favicon.ico', (route) => route.fulfill({ status: 204 }));
  await recordFetches(page);
  await slowNetwork(page);
  const requests = record(page);
  await page.goto(`http://127.0.0.1:${E2E_MERCHANT_PORT}/?locale=de-DE`);
  const frame = page.frameLocator('iframe[src*="card-frame"]');
  await expect(frame.getByRole('textbox').first()).toBeEditable();
  await expect(frame.getByText('Kartennummer', { exact: true })).toBeVisible();
  const fromFrame = requests.filter(
    (r) => r.url().startsWith(CHECKOUT) && !r.url().endsWith('/widget.js'),
  );
  const [html, ...rest] = fromFrame;
  // /card-frame.html?locale=de-DE answered with the de-DE variant the budget counts.
  const [budgetedHtml = '', ...budgetedRest] = firstScreenFiles('dist', 'cardFrame', 'de-DE');
  expect(budgetedHtml).toBe('card-frame/de-DE.html');
  expect(html && new URL(html.url()).pathname).toBe('/card-frame.html');
  expect(await (await html?.response())?.text()).toBe(readFileSync(`dist/${budgetedHtml}`, 'utf8'));
  expect(staticPaths(rest).sort()).toEqual(asPaths(budgetedRest).sort());
  for (const request of fromFrame.filter((r) => !r.url().includes('/v1/')))
    expect((await request.response())?.headers()['content-encoding'], request.url()).toBe('br');
  // No strings file at all: neither the boot script nor the app fetched one.
  expect(staticPaths(requests).filter((p) => p.endsWith('.json'))).toEqual([]);
  expect((await frameFetches(page))?.filter(([url]) => url.endsWith('/card.json'))).toEqual([]);
});

test('a frame sent with other strings than it shows fetches its own from the boot script, once', async ({
  page,
}) => {
  await recordFetches(page);
  await slowNetwork(page);
  // Served for en-GB (the query), shown in de-DE (the hash): as when the browser's languages and
  // the loader's locale disagree.
  const parent = encodeURIComponent(CHECKOUT);
  await page.goto(
    `${CHECKOUT}/card-frame.html?locale=en-GB#channel=${'a'.repeat(32)}&parentOrigin=${parent}&locale=de-DE`,
  );
  await expect(page.getByText('Kartennummer', { exact: true })).toBeVisible();
  const fetches = await page.evaluate(
    () => (window as unknown as { __fetches: [string, string][] }).__fetches,
  );
  // Asked for while the parser was still in the page (the boot script), taken by the app: once.
  expect(fetches.filter(([url]) => url.endsWith('/card.json'))).toEqual([
    [expect.stringMatching(/\/de-DE\/card\.json$/), 'loading'],
  ]);
});
