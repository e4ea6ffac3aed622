/**
 * `npm run bench:api`: the API part of `npm run bench` on its own: create order, get order and
 * tokenize throughput and p99 over HTTP on loopback, each next to the same server's trivial route
 * (GET /health) measured in the same run, as ratios.
 * Aim: create ≥ 25 %, get ≥ 50 %, tokenize ≥ 15 % of the trivial route, p99 of each ≤ 20 ms.
 * `BENCH_TOKENIZE=0` leaves tokenize out (its setup tokens take a while to create).
 */
import { benchRoutes, printRoutes } from './bench/api.ts';
import { startSandbox } from './bench/server.ts';

const seconds = Number(process.env['BENCH_SECONDS'] ?? 15);
const rounds = Number(process.env['BENCH_ROUNDS'] ?? 5);
const concurrency = Number(process.env['BENCH_CONCURRENCY'] ?? 16);
const tokenize = process.env['BENCH_TOKENIZE'] !== '0';
const sandbox = await startSandbox({
  port: Number(process.env['BENCH_PORT'] ?? 4390),
  env: { CARD_ATTEMPTS_PER_CLIENT: '100000000' },
  ...(process.env['BENCH_NODE_ARGS']
    ? { nodeArgs: process.env['BENCH_NODE_ARGS'].split(' ') }
    : {}),
});
try {
  const { figures } = await benchRoutes(sandbox, { seconds, rounds, concurrency, tokenize });
  console.log(
    `API benchmark: ${rounds} rounds × ${(seconds / rounds).toFixed(1)} s per route, ${concurrency} connections, loopback, file database (WAL)`,
  );
  printRoutes(figures);
  const figure = (name: string) => figures.find((f) => f.name.startsWith(name));
  const verdict = (name: string, label: string, aim: number) => {
    const f = figure(name);
    if (!f) return null;
    const met = f.ratio >= aim && f.p99 <= 20;
    return `${label} ≥ ${100 * aim} % and p99 ≤ 20 ms ${met ? 'met' : 'NOT met'}`;
  };
  console.log(
    `aim: ${[
      verdict('POST /v1/orders', 'create', 0.25),
      verdict('GET /v1/orders', 'get', 0.5),
      verdict('POST /v1/tokens', 'tokenize', 0.15),
    ]
      .filter(Boolean)
      .join('; ')}`,
  );
} finally {
  await sandbox.stop();
}
