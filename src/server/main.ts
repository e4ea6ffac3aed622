/** `npm start`: the sandbox service, the built browser parts, and the demo shop on a second port. */
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { openDb } from './db/open-db.ts';
import { readEnv } from './env.ts';
import { systemClock } from './lib/clock.ts';
import { randomIds } from './lib/ids.ts';
import { DEMO_PROJECT_ID, demoApiKey, seedProjects } from './seed.ts';

const env = readEnv();
const db = openDb(env.databasePath);
const apiKey = demoApiKey(env.databasePath, env.apiKey);
const otherKey = env.otherApiKey ?? randomIds.secret('sk_test_other');
const projects = seedProjects(db, { demo: apiKey, other: otherKey });
if (env.webhookUrl) projects.setWebhookUrl(DEMO_PROJECT_ID, env.webhookUrl);

const { app, services } = createApp({
  db,
  clock: systemClock,
  ids: randomIds,
  urls: { publicUrl: env.publicUrl, checkoutUrl: env.checkoutUrl },
  staticDir: 'dist',
  webhooks: env.webhook,
  ...(env.logRequests ? { log: (line: string) => console.log(line) } : {}),
});

// Pending webhook deliveries are rows in the database: after a restart they are simply sent again.
services.dispatcher.start(env.webhook.pollMs);

const server = serve({ fetch: app.fetch, port: env.port, hostname: env.host }, () => {
  console.log(`Sandbox service   ${env.publicUrl}/v1/`);
  console.log(`Hosted checkout   ${env.checkoutUrl}/pay/{order_id}/ (order_url of each order)`);
  console.log(`Database          ${env.databasePath}`);
  console.log(`Demo API key      ${apiKey}`);
});

const stop = () => {
  void services.dispatcher.stop();
  server.close();
  db.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
