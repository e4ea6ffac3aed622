/** `npm start`: the sandbox service, the built browser parts, and the demo shop on a second port. */
import { appendFileSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { openStore } from './db/open-store.ts';
import { sharedSecret } from './db/secrets.ts';
import { readEnv } from './env.ts';
import { systemClock } from './lib/clock.ts';
import { randomIds } from './lib/ids.ts';
import { merchantDemo } from './merchant-demo/merchant-demo.ts';
import { DEFAULT_CLIENT_LIMIT } from './routes/public.ts';
import { DEMO_PROJECT_ID, demoApiKey, seedProjects } from './seed.ts';

const env = readEnv();
const store = await openStore(env.databaseUrl ?? env.databasePath, env.secrets);
// On PostgreSQL several instances share the database: a key none of them was given is made by
// the first start and kept sealed there, so every instance (and every restart) has the same one.
const shared = store.dialect === 'postgres';
const generated = (name: string, prefix: string) =>
  sharedSecret(store, store.secrets, name, () => randomIds.secret(prefix));
const apiKey =
  env.apiKey ??
  (shared ? await generated('demo_api_key', 'sk_test') : demoApiKey(env.databasePath, undefined));
const otherKey =
  env.otherApiKey ??
  (shared ? await generated('other_api_key', 'sk_test_other') : randomIds.secret('sk_test_other'));
const projects = await seedProjects(store, { demo: apiKey, other: otherKey });
if (env.webhookUrl) await projects.setWebhookUrl(DEMO_PROJECT_ID, env.webhookUrl);

const logFile = env.logFile;
if (logFile) mkdirSync(dirname(logFile), { recursive: true });
function log(line: string) {
  console.log(line);
  if (logFile) appendFileSync(logFile, `${new Date().toISOString()} ${line}\n`);
}

const { app, services } = createApp({
  store,
  clock: systemClock,
  ids: randomIds,
  urls: { publicUrl: env.publicUrl, checkoutUrl: env.checkoutUrl },
  staticDir: 'dist',
  webhooks: env.webhook,
  clientLimit: { ...DEFAULT_CLIENT_LIMIT, limit: env.cardAttemptsPerClient },
  trustedProxy: env.trustedProxy,
  ...(env.logRequests ? { log } : {}),
});

// Pending webhook deliveries are rows in the database: after a restart they are simply sent again.
services.dispatcher.start(env.webhook.pollMs);
// Orders expire and delayed captures run on time, also when no request arrives.
services.scheduler.start();

const server = serve({ fetch: app.fetch, port: env.port, hostname: env.host }, () => {
  console.log(`Sandbox service   ${env.publicUrl}/v1/`);
  console.log(`Hosted checkout   ${env.checkoutUrl}/pay/{order_id}/ (order_url of each order)`);
  console.log(
    `Database          ${env.databaseUrl ? withoutPassword(env.databaseUrl) : env.databasePath}`,
  );
  const { key } = env.secrets;
  if (shared || env.databasePath !== ':memory:')
    console.log(`Secrets key       ${key.kind === 'file' ? key.path : 'SECRETS_KEY'}`);
  console.log(`Demo API key      ${apiKey}`);
});
// Idle keep-alive connections stay open a minute (Node's default is 5 s). A client reuses an idle
// connection until shortly before the time the server announces; with 5 s, a client whose event
// loop is late reuses one the server has just closed, and its request fails with ECONNRESET.
if ('keepAliveTimeout' in server) server.keepAliveTimeout = 65_000;

// The demo merchant shop on a second origin, embedding the card widget (README: merchant quickstart).
const shopUrl = (() => {
  const url = new URL(env.publicUrl);
  url.port = String(env.merchantPort);
  return url.origin;
})();
const shop = serve(
  {
    fetch: merchantDemo({
      api: (path, init) => Promise.resolve(app.request(path, init)),
      apiKey,
      checkoutUrl: env.checkoutUrl,
      shopUrl,
    }).fetch,
    port: env.merchantPort,
    hostname: env.host,
  },
  () => console.log(`Demo shop         ${shopUrl}/ (pays through the card widget)`),
);

function withoutPassword(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

const stop = () => {
  services.scheduler.stop();
  void services.dispatcher.stop();
  shop.close();
  server.close();
  // The open transaction (if any) ends first; nothing is left half-written either way.
  void store.close().finally(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
