/**
 * `npm run bench:api`: create-order and get-order throughput and p99 over HTTP on loopback, each next to
 * the same server's trivial route (GET /health) measured in the same run, as ratios.
 * Aim (issue #3): create ≥ 25 % and get ≥ 50 % of the trivial route.
 */
import { benchRoutes, printRoutes } from './bench/api.ts';
import { startSandbox } from './bench/server.ts';

const seconds = Number(process.env['BENCH_SECONDS'] ?? 15);
const rounds = Number(process.env['BENCH_ROUNDS'] ?? 5);
const concurrency = Number(process.env['BENCH_CONCURRENCY'] ?? 16);
const sandbox = await startSandbox({ port: Number(process.env['BENCH_PORT'] ?? 4390) });
try {
  const { figures } = await benchRoutes(sandbox, { seconds, rounds, concurrency, tokenize: false });
  console.log(
    `API benchmark: ${rounds} rounds × ${(seconds / rounds).toFixed(1)} s per route, ${concurrency} connections, loopback, file database (WAL)`,
  );
  printRoutes(figures);
  const ratio = (name: string) => figures.find((f) => f.name.startsWith(name))?.ratio ?? 0;
  console.log(
    `aim: create ≥ 25 % ${ratio('POST /v1/orders') >= 0.25 ? 'met' : 'NOT met'}, get ≥ 50 % ${ratio('GET /v1/orders') >= 0.5 ? 'met' : 'NOT met'}`,
  );
} finally {
  await sandbox.stop();
}
