// service-level A/B in one process: create / view / tokenize through services, alternating
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
async function setup(root: string) {
  const { openDb } = await import(`${root}/src/server/db/open-db.ts`);
  const { createApp } = await import(`${root}/src/server/app.ts`);
  const { systemClock } = await import(`${root}/src/server/lib/clock.ts`);
  const { randomIds } = await import(`${root}/src/server/lib/ids.ts`);
  const { seedProjects } = await import(`${root}/src/server/seed.ts`);
  const db = openDb(join(mkdtempSync(join(tmpdir(), 'svcab-')), 'x.db'));
  seedProjects(db, { demo: 'sk_test_bench_key_0001', other: 'sk_test_other_0000001' });
  const { app } = createApp({ db, clock: systemClock, ids: randomIds, urls: { publicUrl: 'http://x', checkoutUrl: 'http://x' }, clientLimit: { limit: 1e9, windowMs: 1000 } });
  return app;
}
const WHO = process.env['WHO'];
const apps: Record<string, any> = WHO ? { [WHO]: await setup(WHO === 'before' ? '/tmp/apiwork/before' : '/work/wt/api') } : { before: await setup('/tmp/apiwork/before'), after: await setup('/work/wt/api') };
const ROUTES = (process.env['ROUTES'] ?? 'health,create,get,tokenize').split(',');
const auth = `Basic ${Buffer.from('sk_test_bench_key_0001:').toString('base64')}`;
const orderBody = JSON.stringify({ currency: 'EUR', amount: 1995, description: 'Benchmark order', return_url: 'https://shop.example/return', order_lines: [{ name: 'T-shirt', amount: 1995, quantity: 1 }] });
const cardBody = JSON.stringify({ currency: 'EUR', amount: 1995, transactions: [{ payment_method: 'credit-card', payment_method_details: { setup_token: true } }] });
const mk = (app: any) => (method: string, path: string, body?: string, a = true) => app.fetch(new Request(`http://x${path}`, { method, headers: { ...(a ? { authorization: auth } : {}), 'content-type': 'application/json', ...(body ? { 'content-length': String(Buffer.byteLength(body)) } : {}) }, body }));
const N = Number(process.env['N'] ?? 1000), ROUNDS = Number(process.env['ROUNDS'] ?? 5);
const state: any = {};
for (const [name, app] of Object.entries(apps)) {
  const req = mk(app);
  const ids: string[] = [];
  for (let i = 0; i < 50; i++) ids.push(((await (await req('POST', '/v1/orders/', orderBody)).json()) as any).id);
  const tokens: string[] = [];
  for (let i = 0; i < (ROUTES.includes('tokenize') ? (N * ROUNDS + 400) / 8 + 2 : 0); i++) tokens.push(((await (await req('POST', '/v1/orders/', cardBody)).json()) as any).transactions[0].payment_method_details.setup_token);
  let use = 0;
  state[name] = { req, fns: {
    health: () => req('GET', '/health'),
    create: () => req('POST', '/v1/orders/', orderBody),
    get: (i: number) => req('GET', `/v1/orders/${ids[i % 50]}/`),
    tokenize: () => req('POST', '/v1/tokens/', JSON.stringify({ pan: '4111111111111111', expiry_date: '1230', setup_token: tokens[Math.floor(use++ / 8)] }), false),
  }, res: {} as Record<string, number[]> };
}
import { PerformanceObserver } from 'node:perf_hooks';
let gcCount = 0, gcMs = 0;
new PerformanceObserver((l) => { for (const e of l.getEntries()) { gcCount++; gcMs += e.duration; } }).observe({ entryTypes: ['gc'] });
const tick = () => new Promise((r) => setImmediate(r));
for (let r = 0; r < ROUNDS; r++)
  for (const route of ROUTES)
    for (const name of Object.keys(apps)) {
      const s = state[name];
      const c0 = process.cpuUsage();
      for (let i = 0; i < N; i++) { const res = await s.fns[route](i); if (res.status !== 200) throw new Error(`${name} ${route} ${res.status} ${await res.text()}`); await res.arrayBuffer(); await tick(); }
      const c = process.cpuUsage(c0);
      (s.res[route] ??= []).push((c.user + c.system) / N);
    }
const med = (v: number[]) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)]!;
console.log('gc', gcCount, gcMs.toFixed(0), 'ms');
for (const name of Object.keys(apps)) console.log(name.padEnd(7), Object.entries(state[name].res as Record<string, number[]>).map(([k, v]) => `${k} ${med(v).toFixed(0)}µs`).join('  '));
