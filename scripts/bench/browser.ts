/**
 * Time from navigation to an interactive payment-method chooser (hosted page, a de-DE order) and to
 * an interactive card frame (the demo shop on 127.0.0.1 embedding the widget from localhost: another
 * site, as merchants embed it), in headless Chromium under Lighthouse's "slow 4G" (150 ms RTT,
 * 1.6 Mbps down, 750 kbps up) and 4× CPU slowdown; each the median of several cold runs (a new
 * browser context per run: empty cache, no open connection).
 *
 * Besides the time, every run records what went over the wire before that moment (response bytes as
 * received, headers included; a response still arriving counts with what arrived), and the median
 * run's waterfall is printed.
 *
 * Site isolation: Chromium's DevTools throttling applies to one renderer process, so a cross-site
 * frame in a process of its own (site-per-process) would load unthrottled on network and CPU and
 * look faster than it is. The browser runs without site-per-process, as Chrome on Android does for
 * sites nobody logs in to: the frame shares the page's process and its throttling, while everything
 * that makes it another site (its own connections, a cache partitioned by top-level site, no
 * cookies) stays.
 */
import { existsSync, readFileSync } from 'node:fs';
import {
  chromium,
  expect,
  type Browser,
  type BrowserContext,
  type CDPSession,
  type Page,
} from '@playwright/test';
import type { FloorPages } from './floor.ts';
import { authHeader, type Sandbox } from './server.ts';

const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
/** How long after the interactive moment the printed waterfall goes on. */
const AFTER_MS = 1000;
/** The locale of the benchmark's order and shop page (its strings fall back to en-GB). */
export const BENCH_LOCALE = 'de-DE';

/** One request as the browser saw it, in ms from the navigation start. */
export type RequestTiming = {
  url: string;
  start: number;
  /** When its last byte arrived; null while still loading. */
  end: number | null;
  /** Bytes received (encoded, headers included). */
  bytes: number;
  status: number | null;
};
type Entry = RequestTiming & { chunks: { at: number; bytes: number }[]; total: number };

/** Records every request of one page (and its in-process frames) through the DevTools protocol. */
class NetworkLog {
  private readonly requests = new Map<string, Entry>();
  /** Wall-clock ms minus the protocol's monotonic ms, from the first request. */
  private offset: number | null = null;
  constructor(cdp: CDPSession, started: number) {
    const at = (timestamp: number) => timestamp * 1000 + (this.offset ?? 0) - started;
    cdp.on('Network.requestWillBeSent', (e) => {
      this.offset ??= e.wallTime * 1000 - e.timestamp * 1000;
      // Images written into the page as data: URLs never reach the network.
      if (e.request.url.startsWith('data:')) return;
      this.requests.set(e.requestId, {
        url: e.request.url,
        start: at(e.timestamp),
        end: null,
        bytes: 0,
        status: null,
        chunks: [],
        total: 0,
      });
    });
    cdp.on('Network.responseReceived', (e) => {
      const r = this.requests.get(e.requestId);
      if (r) r.status = e.response.status;
    });
    cdp.on('Network.dataReceived', (e) => {
      const r = this.requests.get(e.requestId);
      if (r) r.chunks.push({ at: at(e.timestamp), bytes: e.encodedDataLength });
    });
    cdp.on('Network.loadingFinished', (e) => {
      const r = this.requests.get(e.requestId);
      if (!r) return;
      r.end = at(e.timestamp);
      r.total = e.encodedDataLength;
    });
  }

  /** The requests started before `ms`, as they stood at `ms`. */
  snapshot(ms: number): RequestTiming[] {
    return [...this.requests.values()]
      .filter((r) => r.start <= ms)
      .map(({ url, start, end, status, chunks, total }) => {
        const done = end !== null && end <= ms;
        const arrived = chunks.filter((c) => c.at <= ms).reduce((sum, c) => sum + c.bytes, 0);
        return {
          url,
          start,
          status,
          end: done ? end : null,
          bytes: done ? Math.max(arrived, total) : arrived,
        };
      })
      .sort((a, b) => a.start - b.start);
  }
}

async function throttle(page: Page, started: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return new NetworkLog(cdp, started);
}

export type BrowserRun = {
  ms: number;
  /** Bytes received before the interactive moment, and from how many requests. */
  bytesBefore: number;
  requestsBefore: number;
  waterfall: RequestTiming[];
};
export type BrowserFigure = {
  /** The median run's figures (by time). */
  ms: number;
  bytesBefore: number;
  requestsBefore: number;
  runs: number[];
  median: BrowserRun;
};

const byTime = (a: BrowserRun, b: BrowserRun) => a.ms - b.ms;

function figure(runs: BrowserRun[]): BrowserFigure {
  const sorted = [...runs].sort(byTime);
  const median = sorted[Math.floor(sorted.length / 2)] ?? sorted[0];
  if (!median) throw new Error('no runs');
  return {
    ms: median.ms,
    bytesBefore: median.bytesBefore,
    requestsBefore: median.requestsBefore,
    runs: runs.map((r) => r.ms),
    median,
  };
}

function run(ms: number, log: NetworkLog): BrowserRun {
  const waterfall = log.snapshot(ms);
  return {
    ms,
    bytesBefore: waterfall.reduce((sum, r) => sum + r.bytes, 0),
    requestsBefore: waterfall.length,
    // What else was under way or started shortly after (lazy parts), for the printed waterfall.
    waterfall: log.snapshot(ms + AFTER_MS),
  };
}

const cardStrings = (locale: string) =>
  JSON.parse(readFileSync(`locales/${locale}/card.json`, 'utf8')) as {
    fields: { number: { label: string } };
  };

/**
 * Stamps, in the page and in every frame, the wall-clock time at which the first enabled method
 * radio or card-number field is laid out and a frame has been painted with it: the moment a click
 * would work. In-page, reported once through a binding: nothing polls the page before that moment
 * (Playwright's locators inject their own script into the page and poll it, which under 4× CPU
 * slowdown cost the page about a tenth of a second that no customer spends).
 */
const STAMP_INTERACTIVE = `(() => {
  const selector = 'input[type="radio"]:enabled, input[autocomplete="cc-number"]:enabled';
  const check = () => {
    const el = document.querySelector(selector);
    if (!el || !el.getClientRects().length) return;
    observer.disconnect();
    requestAnimationFrame(() => setTimeout(() => { window.__benchInteractive(Date.now()); }));
  };
  const observer = new MutationObserver(check);
  observer.observe(document, { subtree: true, childList: true, attributes: true });
})();`;

/** The interactive moment reported by the first frame whose URL passes `which`. */
async function watchInteractive(context: BrowserContext, which: (url: string) => boolean) {
  let report: (at: number) => void = () => undefined;
  const reported = new Promise<number>((resolve) => (report = resolve));
  await context.exposeBinding('__benchInteractive', ({ frame }, at: number) => {
    if (which(frame.url())) report(at);
  });
  await context.addInitScript(STAMP_INTERACTIVE);
  return () =>
    Promise.race([
      reported,
      new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error('no interactive stamp within 30 s')), 30_000),
      ),
    ]);
}

/**
 * One cold run of `url`: a new context (no cache, cookie or connection of the runs before), the
 * interactive moment of the first frame `which` accepts, then `check` (that the page really works,
 * and time for what follows to show in the waterfall) before the snapshot.
 */
async function measurePage(
  browser: Browser,
  url: string,
  which: (frameUrl: string) => boolean,
  check?: (page: Page, started: number, ms: number) => Promise<void>,
): Promise<BrowserRun> {
  const context = await browser.newContext();
  try {
    const interactive = await watchInteractive(context, which);
    const page = await context.newPage();
    const started = Date.now();
    const log = await throttle(page, started);
    await page.goto(url, { waitUntil: 'commit' });
    const ms = (await interactive()) - started;
    await check?.(page, started, ms);
    return run(ms, log);
  } finally {
    await context.close();
  }
}

const inCardFrame = (url: string) => url.includes('card-frame');

/**
 * Times the chooser and the card frame; with `floor`, the empty pages of floor.ts too, each run
 * right after ours, so that both meet the machine in the same state.
 */
export async function benchBrowser(sandbox: Sandbox, runs: number, floor?: FloorPages) {
  const browser = await chromium.launch({
    ...(existsSync('/usr/bin/chromium') ? { executablePath: '/usr/bin/chromium' } : {}),
    args: [
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      // See the module comment: throttling must reach the card frame.
      '--disable-site-isolation-trials',
    ],
  });
  const numberLabel = cardStrings(BENCH_LOCALE).fields.number.label;
  const chooser: BrowserRun[] = [];
  const frame: BrowserRun[] = [];
  const floorChooser: BrowserRun[] = [];
  const floorFrame: BrowserRun[] = [];
  // The shop runs on the port after the sandbox's, on 127.0.0.1; widget.js and the frame come
  // from the checkout's PUBLIC_URL (localhost): another site.
  const shopUrl = `${sandbox.url.replace(/:(\d+)$/, (_, p: string) => `:${Number(p) + 1}`)}/?locale=${BENCH_LOCALE}`;
  try {
    // One run of each first, not counted: a browser just launched is still starting its own parts
    // (its omnibox pop-up, a renderer of its own, was seen taking a second of CPU beside the first
    // page), which a customer's running browser has long done. Each counted run is still cold: a
    // new context, so no cache, cookie or connection of the runs before.
    for (let i = -1; i < runs; i++) {
      const res = await fetch(`${sandbox.url}/v1/orders/`, {
        method: 'POST',
        headers: { authorization: authHeader, 'content-type': 'application/json' },
        body: JSON.stringify({
          currency: 'EUR',
          amount: 1995,
          description: 'Benchmark',
          locale: BENCH_LOCALE,
          return_url: 'https://shop.example/return',
        }),
      });
      const { order_url } = (await res.json()) as { order_url: string };
      const chooserRun = await measurePage(
        browser,
        order_url,
        () => true,
        async (page, started, ms) => {
          // It really can be clicked.
          const radio = page.getByRole('radio').first();
          await radio.click();
          await expect(radio).toBeChecked();
          await settle(started, ms);
        },
      );
      const frameRun = await measurePage(
        browser,
        shopUrl,
        inCardFrame,
        async (shop, started, ms) => {
          // It really can be typed in.
          const input = shop
            .frameLocator('iframe[src*="card-frame"]')
            .getByLabel(numberLabel, { exact: true });
          await input.fill('4111');
          await expect(input).toHaveValue(/4111/);
          await settle(started, ms);
        },
      );
      if (i >= 0) {
        chooser.push(chooserRun);
        frame.push(frameRun);
      }
      if (floor) {
        const emptyChooser = await measurePage(browser, floor.chooserUrl, () => true);
        const emptyFrame = await measurePage(browser, floor.shopUrl, inCardFrame);
        if (i >= 0) {
          floorChooser.push(emptyChooser);
          floorFrame.push(emptyFrame);
        }
      }
    }
  } finally {
    await browser.close();
  }
  return {
    runs,
    chooser: figure(chooser),
    cardFrame: figure(frame),
    floor: floor ? { chooser: figure(floorChooser), cardFrame: figure(floorFrame) } : null,
  };
}

/** Lets what follows the interactive moment (lazy parts) show in the waterfall. */
const settle = (started: number, ms: number) =>
  new Promise((r) => setTimeout(r, Math.max(0, started + ms + AFTER_MS - Date.now())));

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The median run's requests: when each started and ended, its size; the interactive moment. */
export function printWaterfall(title: string, f: BrowserFigure, origin: (url: string) => string) {
  console.log(
    `${title}: ${f.ms} ms (runs ${f.runs.join(', ')} ms), ${kb(f.bytesBefore)} in ${f.requestsBefore} requests before it`,
  );
  let marked = false;
  for (const r of f.median.waterfall) {
    if (!marked && r.start > f.ms) {
      console.log(`  ${String(f.ms).padStart(5)}        ── interactive ──`);
      marked = true;
    }
    const end = r.end === null ? '   …' : String(Math.round(r.end)).padStart(4);
    console.log(
      `  ${String(Math.round(r.start)).padStart(5)} – ${end}  ${kb(r.bytes).padStart(8)}  ${origin(r.url)}`,
    );
  }
  if (!marked) console.log(`  ${String(f.ms).padStart(5)}        ── interactive ──`);
}
