/**
 * API throughput and p99 per route over HTTP on loopback, interleaved over rounds with the same
 * server's trivial route (GET /health) so background load hits all routes alike; each ratio is the
 * median of the rounds' ratios. Also samples the sandbox's memory while it is under load.
 */
import { load, type LoadResult, type RequestSpec } from './load.ts';
import { authHeader, type Sandbox } from './server.ts';
import { rssMiB } from './memory.ts';

export type RouteFigure = { name: string; rps: number; p99: number; errors: number; ratio: number };

/** The merchant's headers and the order every API benchmark creates. */
export const json = { authorization: authHeader, 'content-type': 'application/json' };
export const orderBody = JSON.stringify({
  currency: 'EUR',
  amount: 1995,
  description: 'Benchmark order',
  return_url: 'https://shop.example/return',
  order_lines: [{ name: 'T-shirt', amount: 1995, quantity: 1 }],
});
const cardOrderBody = JSON.stringify({
  currency: 'EUR',
  amount: 1995,
  transactions: [{ payment_method: 'credit-card', payment_method_details: { setup_token: true } }],
});

async function post(url: string, body: string): Promise<Record<string, unknown>> {
  const res = await fetch(url, { method: 'POST', headers: json, body });
  return (await res.json()) as Record<string, unknown>;
}

/** Setup tokens for `count` tokenizations (each allows 10; a few per order to spread them). */
async function setupTokens(base: string, count: number): Promise<string[]> {
  const tokens: string[] = [];
  while (tokens.length * 8 < count) {
    // 16 at a time: only the setup's duration, not the figures, depends on it.
    const orders = (await Promise.all(
      Array.from({ length: 16 }, () => post(`${base}/v1/orders/`, cardOrderBody)),
    )) as { transactions: { payment_method_details: { setup_token: string } }[] }[];
    for (const order of orders)
      tokens.push(order.transactions[0]?.payment_method_details.setup_token ?? '');
  }
  return tokens;
}

export async function benchRoutes(
  sandbox: Sandbox,
  options: { seconds: number; rounds: number; concurrency: number; tokenize: boolean },
) {
  const base = sandbox.url;
  const ids: string[] = [];
  for (let i = 0; i < 50; i++)
    ids.push(String((await post(`${base}/v1/orders/`, orderBody))['id']));
  const per = options.seconds / options.rounds;
  // Enough for 8 000 tokenizations a second (each setup token allows 10; the bench uses each 8 times).
  const tokens = options.tokenize ? await setupTokens(base, 8000 * per * options.rounds) : [];
  let tokenUse = 0;
  const routes: Record<string, { name: string; next: (i: number) => RequestSpec }> = {
    trivial: { name: 'GET /health (trivial)', next: () => ({ method: 'GET', path: '/health' }) },
    create: {
      name: 'POST /v1/orders/',
      next: () => ({ method: 'POST', path: '/v1/orders/', headers: json, body: orderBody }),
    },
    get: {
      name: 'GET /v1/orders/{id}/',
      next: (i) => ({
        method: 'GET',
        path: `/v1/orders/${ids[i % ids.length] ?? ''}/`,
        headers: { authorization: authHeader },
      }),
    },
    ...(options.tokenize
      ? {
          tokenize: {
            name: 'POST /v1/tokens/',
            next: () => ({
              method: 'POST',
              path: '/v1/tokens/',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({
                pan: '4111111111111111',
                expiry_date: '1230',
                setup_token: tokens[Math.floor(tokenUse++ / 8) % tokens.length],
              }),
            }),
          },
        }
      : {}),
  };
  const results: Record<string, LoadResult[]> = {};
  const memory: number[] = [];
  const sampler = setInterval(() => void rssMiB(sandbox.pid).then((m) => memory.push(m)), 500);
  for (let round = 0; round < options.rounds; round++)
    for (const [key, route] of Object.entries(routes))
      (results[key] ??= []).push(
        await load(route.name, base, route.next, {
          seconds: per,
          concurrency: options.concurrency,
        }),
      );
  clearInterval(sampler);

  const median = (values: number[]) =>
    [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
  const trivial = results['trivial'] ?? [];
  const figures: RouteFigure[] = Object.entries(results).map(([key, list]) => ({
    name: routes[key]?.name ?? key,
    rps: median(list.map((r) => r.rps)),
    p99: median(list.map((r) => r.p99)),
    errors: list.reduce((n, r) => n + r.errors, 0),
    ratio: median(list.map((r, i) => r.rps / (trivial[i]?.rps ?? 1))),
  }));
  return {
    figures,
    memoryMiB: { max: Math.max(...memory), last: memory.at(-1) ?? 0, samples: memory.length },
  };
}

export function printRoutes(figures: RouteFigure[]) {
  for (const r of figures)
    console.log(
      `${r.name.padEnd(24)} ${r.rps.toFixed(0).padStart(7)} req/s   p99 ${r.p99.toFixed(2).padStart(6)} ms   errors ${r.errors}` +
        (r.name.includes('trivial') ? '' : `   ${(100 * r.ratio).toFixed(0)} % of trivial`),
    );
}
