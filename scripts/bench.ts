/**
 * `npm run bench`: every figure of the measured-quality brief, printed and written to
 * reports/bench.json: API throughput and p99 (create, get, tokenize) beside the trivial route;
 * webhook dispatch rate beside it; sandbox memory under sustained load; time to an interactive
 * chooser and card frame in throttled Chromium. Run it on a quiet machine: figures are relative.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { benchRoutes, printRoutes } from './bench/api.ts';
import { benchBrowser } from './bench/browser.ts';
import { startSandbox } from './bench/server.ts';
import { benchWebhooks } from './bench/webhooks.ts';

const seconds = Number(process.env['BENCH_SECONDS'] ?? 20);
const rounds = Number(process.env['BENCH_ROUNDS'] ?? 5);
const concurrency = Number(process.env['BENCH_CONCURRENCY'] ?? 16);
const browserRuns = Number(process.env['BENCH_BROWSER_RUNS'] ?? 5);
const port = Number(process.env['BENCH_PORT'] ?? 4390);

const sandbox = await startSandbox({
  port,
  env: { CARD_ATTEMPTS_PER_CLIENT: '100000000', WEBHOOK_POLL_MS: '20' },
});
try {
  console.log(
    `API: ${rounds} rounds × ${(seconds / rounds).toFixed(1)} s per route, ${concurrency} connections, loopback, file database (WAL)`,
  );
  const api = await benchRoutes(sandbox, { seconds, rounds, concurrency, tokenize: true });
  printRoutes(api.figures);
  const trivial = api.figures.find((f) => f.name.includes('trivial'))?.rps ?? 1;
  console.log(
    `memory under that load: max ${api.memoryMiB.max.toFixed(1)} MiB RSS, at the end ${api.memoryMiB.last.toFixed(1)} MiB`,
  );

  const webhooks = await benchWebhooks(sandbox, 2000);
  console.log(
    `webhook dispatch: ${webhooks.deliveries} deliveries in ${webhooks.seconds.toFixed(2)} s = ${webhooks.perSecond.toFixed(0)}/s (${((100 * webhooks.perSecond) / trivial).toFixed(0)} % of the trivial route's rate)`,
  );

  const browser = await benchBrowser(sandbox, browserRuns);
  console.log(
    `throttled Chromium (slow 4G, 4× CPU), median of ${browser.runs}: interactive chooser ${browser.chooserMs} ms, interactive card frame ${browser.cardFrameMs} ms`,
  );

  mkdirSync('reports', { recursive: true });
  writeFileSync(
    'reports/bench.json',
    `${JSON.stringify({ date: new Date().toISOString(), seconds, rounds, concurrency, api, webhooks, browser }, null, 2)}\n`,
  );
  console.log('written: reports/bench.json');
} finally {
  await sandbox.stop();
}
