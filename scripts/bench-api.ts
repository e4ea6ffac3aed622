/**
 * `npm run bench:api`: create-order and get-order throughput and p99 over HTTP on loopback, each next to
 * the same server's trivial route (GET /health) measured in the same run, as ratios.
 * Aim (issue #3): create ≥ 25 % and get ≥ 50 % of the trivial route.
 */
import { authHeader, startSandbox } from './bench/server.ts';
import { load, type LoadResult } from './bench/load.ts';

const seconds = Number(process.env['BENCH_SECONDS'] ?? 15);
const rounds = Number(process.env['BENCH_ROUNDS'] ?? 5);
const concurrency = Number(process.env['BENCH_CONCURRENCY'] ?? 16);
const sandbox = await startSandbox({ port: Number(process.env['BENCH_PORT'] ?? 4390) });
const json = { authorization: authHeader, 'content-type': 'application/json' };
const orderBody = JSON.stringify({
  currency: 'EUR',
  amount: 1995,
  description: 'Benchmark order',
  return_url: 'https://shop.example/return',
  order_lines: [{ name: 'T-shirt', amount: 1995, quantity: 1 }],
});

try {
  // Warm-up, and orders to read back.
  const ids: string[] = [];
  for (let i = 0; i < 50; i++) {
    const res = await fetch(`${sandbox.url}/v1/orders/`, {
      method: 'POST',
      headers: json,
      body: orderBody,
    });
    ids.push(((await res.json()) as { id: string }).id);
  }
  // Routes are interleaved over several rounds so that background load hits all of them alike;
  // each ratio is the median of the rounds' ratios.
  const routes = {
    trivial: () => ({ method: 'GET', path: '/health' }),
    create: () => ({ method: 'POST', path: '/v1/orders/', headers: json, body: orderBody }),
    get: (i: number) => ({
      method: 'GET',
      path: `/v1/orders/${ids[i % ids.length] ?? ''}/`,
      headers: { authorization: authHeader },
    }),
  };
  const names = {
    trivial: 'GET /health (trivial)',
    create: 'POST /v1/orders/',
    get: 'GET /v1/orders/{id}/',
  };
  const results: Record<keyof typeof routes, LoadResult[]> = { trivial: [], create: [], get: [] };
  for (let round = 0; round < rounds; round++)
    for (const key of ['trivial', 'create', 'get'] as const)
      results[key].push(
        await load(names[key], sandbox.url, routes[key], {
          seconds: seconds / rounds,
          concurrency,
        }),
      );

  const median = (values: number[]) =>
    [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
  const summary = (key: keyof typeof routes) => {
    const list = results[key];
    const ratios = list.map((r, i) => r.rps / (results.trivial[i]?.rps ?? 1));
    return {
      name: names[key],
      rps: median(list.map((r) => r.rps)),
      p99: median(list.map((r) => r.p99)),
      errors: list.reduce((n, r) => n + r.errors, 0),
      ratio: median(ratios),
    };
  };
  const rows = (['trivial', 'create', 'get'] as const).map(summary);
  console.log(
    `API benchmark: ${rounds} rounds × ${(seconds / rounds).toFixed(1)} s per route, ${concurrency} connections, loopback, file database (WAL)`,
  );
  for (const r of rows)
    console.log(
      `${r.name.padEnd(24)} ${r.rps.toFixed(0).padStart(7)} req/s   p99 ${r.p99.toFixed(2).padStart(6)} ms   errors ${r.errors}` +
        (r.name === names.trivial ? '' : `   ${(100 * r.ratio).toFixed(0)} % of trivial`),
    );
  const [, create, get] = rows;
  console.log(
    `aim: create ≥ 25 % ${(create?.ratio ?? 0) >= 0.25 ? 'met' : 'NOT met'}, get ≥ 50 % ${(get?.ratio ?? 0) >= 0.5 ? 'met' : 'NOT met'}`,
  );
} finally {
  await sandbox.stop();
}
