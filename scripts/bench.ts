/**
 * `npm run bench`: every figure of the measured-quality brief, printed and written to
 * reports/bench.json: API throughput and p99 (create, get, tokenize) beside the trivial route;
 * webhook dispatch rate beside it; sandbox memory under sustained load; time to an interactive
 * chooser and card frame in throttled Chromium, with the bytes before it and the waterfall, beside
 * the floor (empty pages under the same profile in the same runs: scripts/bench/floor.ts); every
 * budget's served size per locale; create and get throughput of one and of two instances on one
 * PostgreSQL database beside one on SQLite (skipped with a line without PostgreSQL). Run it on a
 * quiet machine: figures are relative.
 *
 * `BENCH_PARTS=api,webhooks,browser,budgets,shared` (default: all) runs only those parts.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { benchRoutes, printRoutes } from './bench/api.ts';
import { benchBrowser, printWaterfall } from './bench/browser.ts';
import { startFloorPages } from './bench/floor.ts';
import { startSandbox } from './bench/server.ts';
import { benchShared, printShared } from './bench/shared.ts';
import { benchWebhooks } from './bench/webhooks.ts';
import { printBudgets, servedSizes } from './budgets.ts';

const seconds = Number(process.env['BENCH_SECONDS'] ?? 20);
const rounds = Number(process.env['BENCH_ROUNDS'] ?? 5);
const concurrency = Number(process.env['BENCH_CONCURRENCY'] ?? 16);
const browserRuns = Number(process.env['BENCH_BROWSER_RUNS'] ?? 5);
const port = Number(process.env['BENCH_PORT'] ?? 4390);
const PARTS = ['api', 'webhooks', 'browser', 'budgets', 'shared'] as const;
const parts = new Set(
  (process.env['BENCH_PARTS'] ?? PARTS.join(',')).split(',').map((p) => p.trim()),
);
for (const part of parts)
  if (!(PARTS as readonly string[]).includes(part))
    throw new Error(`BENCH_PARTS: unknown part "${part}" (known: ${PARTS.join(', ')})`);

const report: Record<string, unknown> = { date: new Date().toISOString() };
const sandbox = await startSandbox({
  port,
  env: { CARD_ATTEMPTS_PER_CLIENT: '100000000', WEBHOOK_POLL_MS: '20' },
});
try {
  let trivial = 1;
  if (parts.has('api')) {
    console.log(
      `API: ${rounds} rounds × ${(seconds / rounds).toFixed(1)} s per route, ${concurrency} connections, loopback, file database (WAL)`,
    );
    const api = await benchRoutes(sandbox, { seconds, rounds, concurrency, tokenize: true });
    printRoutes(api.figures);
    trivial = api.figures.find((f) => f.name.includes('trivial'))?.rps ?? 1;
    console.log(
      `memory under that load: max ${api.memoryMiB.max.toFixed(1)} MiB RSS, at the end ${api.memoryMiB.last.toFixed(1)} MiB`,
    );
    Object.assign(report, { seconds, rounds, concurrency, api });
  }

  if (parts.has('webhooks')) {
    const webhooks = await benchWebhooks(sandbox, 2000);
    console.log(
      `webhook dispatch: ${webhooks.deliveries} deliveries in ${webhooks.seconds.toFixed(2)} s = ${webhooks.perSecond.toFixed(0)}/s${parts.has('api') ? ` (${((100 * webhooks.perSecond) / trivial).toFixed(0)} % of the trivial route's rate)` : ''}`,
    );
    report['webhooks'] = webhooks;
  }

  if (parts.has('browser')) {
    const floor = await startFloorPages(port + 20);
    const browser = await benchBrowser(sandbox, browserRuns, floor).finally(() => floor.stop());
    const path = (url: string) => url.replace(/^https?:\/\/(localhost|127\.0\.0\.1):/, ':');
    console.log(
      `throttled Chromium (slow 4G: 150 ms RTT, 1.6 Mbps; 4× CPU), median of ${browser.runs} cold runs:`,
    );
    printWaterfall('interactive chooser (de-DE order)', browser.chooser, path);
    printWaterfall('interactive card frame (shop on another site, de-DE)', browser.cardFrame, path);
    if (browser.floor) {
      const { chooser, cardFrame } = browser.floor;
      const times = (f: typeof chooser) => `${f.ms} ms (runs ${f.runs.join(', ')} ms)`;
      console.log(
        `floor, the same profile and runs: an empty chooser (one HTML, one JSON, three radios) ${times(chooser)}; an empty card frame from another site (one script, one iframe, one field) ${times(cardFrame)}`,
      );
      console.log(
        `  ours beyond the floor: chooser +${browser.chooser.ms - chooser.ms} ms (${(browser.chooser.ms / chooser.ms).toFixed(2)}×), card frame +${browser.cardFrame.ms - cardFrame.ms} ms (${(browser.cardFrame.ms / cardFrame.ms).toFixed(2)}×)`,
      );
    }
    report['browser'] = {
      runs: browser.runs,
      chooserMs: browser.chooser.ms,
      chooserBytesBefore: browser.chooser.bytesBefore,
      cardFrameMs: browser.cardFrame.ms,
      cardFrameBytesBefore: browser.cardFrame.bytesBefore,
      chooser: browser.chooser,
      cardFrame: browser.cardFrame,
      floorChooserMs: browser.floor?.chooser.ms,
      floorCardFrameMs: browser.floor?.cardFrame.ms,
      floor: browser.floor,
    };
  }

  if (parts.has('budgets')) {
    const sizes = servedSizes();
    printBudgets(sizes);
    report['budgets'] = sizes;
  }

  if (parts.has('shared')) {
    // Its own sandboxes, after the others: the main one is idle meanwhile.
    const perRoute = Math.max(2, seconds / 4);
    console.log(
      `shared sandbox: create and get for ${perRoute.toFixed(1)} s each, ${concurrency} connections split across the instances`,
    );
    const shared = await benchShared({ port: port + 10, seconds: perRoute, concurrency });
    if (shared) {
      printShared(shared);
      report['shared'] = shared;
    }
  }

  mkdirSync('reports', { recursive: true });
  writeFileSync('reports/bench.json', `${JSON.stringify(report, null, 2)}\n`);
  console.log('written: reports/bench.json');
} finally {
  await sandbox.stop();
}
