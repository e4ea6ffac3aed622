/**
 * Time from navigation to an interactive payment-method chooser (hosted page) and to an interactive
 * card frame (demo shop with the widget), in headless Chromium under a throttled network and CPU
 * (Lighthouse's "slow 4G": 150 ms RTT, 1.6 Mbps down, 750 kbps up, 4× CPU slowdown), each the median
 * of several cold runs.
 */
import { existsSync, readFileSync } from 'node:fs';
import { chromium, type Page } from '@playwright/test';
import { authHeader, type Sandbox } from './server.ts';

const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

async function throttle(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

export async function benchBrowser(sandbox: Sandbox, runs: number) {
  const browser = await chromium.launch({
    ...(existsSync('/usr/bin/chromium') ? { executablePath: '/usr/bin/chromium' } : {}),
    args: [
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const frameTitle = (
    JSON.parse(readFileSync('locales/en-GB/card.json', 'utf8')) as { frame: { title: string } }
  ).frame.title;
  const numberLabel = (
    JSON.parse(readFileSync('locales/en-GB/card.json', 'utf8')) as {
      fields: { number: { label: string } };
    }
  ).fields.number.label;
  const chooser: number[] = [];
  const frame: number[] = [];
  try {
    for (let i = 0; i < runs; i++) {
      const res = await fetch(`${sandbox.url}/v1/orders/`, {
        method: 'POST',
        headers: { authorization: authHeader, 'content-type': 'application/json' },
        body: JSON.stringify({
          currency: 'EUR',
          amount: 1995,
          description: 'Benchmark',
          locale: 'en-GB',
        }),
      });
      const { order_url } = (await res.json()) as { order_url: string };
      const context = await browser.newContext();
      const page = await context.newPage();
      await throttle(page);
      const started = Date.now();
      await page.goto(order_url, { waitUntil: 'commit' });
      await page.getByRole('radio').first().waitFor({ state: 'visible' });
      chooser.push(Date.now() - started);
      await context.close();

      const shopContext = await browser.newContext();
      const shop = await shopContext.newPage();
      await throttle(shop);
      const shopStarted = Date.now();
      await shop.goto(
        sandbox.url.replace(/:(\d+)$/, (_, p: string) => `:${Number(p) + 1}`),
        { waitUntil: 'commit' },
      );
      const input = shop.frameLocator(`iframe[title="${frameTitle}"]`).getByLabel(numberLabel);
      await input.waitFor({ state: 'visible' });
      await input.click();
      frame.push(Date.now() - shopStarted);
      await shopContext.close();
    }
  } finally {
    await browser.close();
  }
  return { chooserMs: median(chooser), cardFrameMs: median(frame), runs, chooser, frame };
}
