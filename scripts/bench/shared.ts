/**
 * What sharing costs: create and get throughput of one sandbox on SQLite (the default), one on
 * PostgreSQL, and two processes on one PostgreSQL database with the load split across them, in the
 * same run (a throwaway cluster, scripts/pg/cluster.ts). On a machine with few cores no speed-up
 * from the second instance is expected: the figures show the price of the shared database.
 */
import { startCluster } from '../pg/cluster.ts';
import { json, orderBody } from './api.ts';
import { load, type LoadResult, type RequestSpec } from './load.ts';
import { authHeader, startSandbox, type Sandbox } from './server.ts';

export type SharedFigure = {
  setup: string;
  instances: number;
  route: string;
  rps: number;
  p99: number;
  errors: number;
};

const SECRETS_KEY = 'bench-shared-sandbox-master-key-0123456789';

/** Runs one route on every instance at once, `concurrency` split between them; summed. */
async function splitLoad(
  name: string,
  sandboxes: Sandbox[],
  next: (base: number) => (i: number) => RequestSpec,
  seconds: number,
  concurrency: number,
): Promise<LoadResult> {
  const each = Math.max(1, Math.round(concurrency / sandboxes.length));
  const results = await Promise.all(
    sandboxes.map((s, n) => load(name, s.url, next(n), { seconds, concurrency: each })),
  );
  return {
    name,
    requests: results.reduce((sum, r) => sum + r.requests, 0),
    errors: results.reduce((sum, r) => sum + r.errors, 0),
    seconds: Math.max(...results.map((r) => r.seconds)),
    rps: results.reduce((sum, r) => sum + r.rps, 0),
    p50: Math.max(...results.map((r) => r.p50)),
    p99: Math.max(...results.map((r) => r.p99)),
  };
}

async function measure(
  setup: string,
  sandboxes: Sandbox[],
  seconds: number,
  concurrency: number,
): Promise<SharedFigure[]> {
  // Orders to read, made on the first instance (every instance reads the same database).
  const ids: string[] = [];
  for (let i = 0; i < 50; i++) {
    const res = await fetch(`${sandboxes[0]?.url ?? ''}/v1/orders/`, {
      method: 'POST',
      headers: json,
      body: orderBody,
    });
    ids.push(String(((await res.json()) as { id: string }).id));
  }
  const create = await splitLoad(
    'POST /v1/orders/',
    sandboxes,
    () => () => ({ method: 'POST', path: '/v1/orders/', headers: json, body: orderBody }),
    seconds,
    concurrency,
  );
  const get = await splitLoad(
    'GET /v1/orders/{id}/',
    sandboxes,
    (n) => (i) => ({
      method: 'GET',
      path: `/v1/orders/${ids[(i + n * 7) % ids.length] ?? ''}/`,
      headers: { authorization: authHeader },
    }),
    seconds,
    concurrency,
  );
  return [create, get].map((r) => ({
    setup,
    instances: sandboxes.length,
    route: r.name,
    rps: r.rps,
    p99: r.p99,
    errors: r.errors,
  }));
}

/**
 * The three setups one after another on `port` (a second instance on port + 2); null when
 * PostgreSQL is not installed (a line says so).
 */
export async function benchShared(options: {
  port: number;
  seconds: number;
  concurrency: number;
}): Promise<SharedFigure[] | null> {
  const cluster = await startCluster();
  if (!cluster) return null;
  const { port, seconds, concurrency } = options;
  const env = { CARD_ATTEMPTS_PER_CLIENT: '100000000', SECRETS_KEY };
  const figures: SharedFigure[] = [];
  const run = async (setup: string, start: () => Promise<Sandbox[]>) => {
    const sandboxes = await start();
    try {
      figures.push(...(await measure(setup, sandboxes, seconds, concurrency)));
    } finally {
      await Promise.all(sandboxes.map((s) => s.stop()));
    }
  };
  try {
    await run('SQLite', async () => [await startSandbox({ port, env })]);
    const one = await cluster.createDatabase('bench_one');
    await run('PostgreSQL', async () => [
      await startSandbox({ port, env: { ...env, DATABASE_URL: one } }),
    ]);
    const two = await cluster.createDatabase('bench_two');
    await run('PostgreSQL', () =>
      Promise.all(
        [port, port + 2].map((p) => startSandbox({ port: p, env: { ...env, DATABASE_URL: two } })),
      ),
    );
  } finally {
    await cluster.stop();
  }
  return figures;
}

export function printShared(figures: SharedFigure[]): void {
  const sqlite = (route: string) =>
    figures.find((f) => f.setup === 'SQLite' && f.route === route)?.rps ?? 0;
  for (const f of figures) {
    const label = `${f.setup}, ${f.instances} instance${f.instances > 1 ? 's' : ''}`;
    const ratio = sqlite(f.route)
      ? ` (${((100 * f.rps) / sqlite(f.route)).toFixed(0)} % of SQLite)`
      : '';
    console.log(
      `  ${label.padEnd(26)} ${f.route.padEnd(22)} ${f.rps.toFixed(0).padStart(6)} req/s, p99 ${f.p99.toFixed(1)} ms${f.errors ? `, ${f.errors} errors` : ''}${ratio}`,
    );
  }
}
