/**
 * The sandbox's two projects: the demo project (its key from SANDBOX_API_KEY, else one generated on
 * first run and kept beside the database) and a second project with its own key, for access tests.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { ProjectCache, ProjectRepo } from './db/project-repo.ts';
import type { Store } from './db/store.ts';
import { iso } from './lib/clock.ts';
import { randomIds, sha256 } from './lib/ids.ts';
import { DEFAULT_CURRENCIES } from './services/payment-methods.ts';

export const DEMO_PROJECT_ID = 'proj_demo';
const OTHER_PROJECT_ID = 'proj_other';

const currencies = () =>
  Object.fromEntries(Object.entries(DEFAULT_CURRENCIES).map(([m, list]) => [m, [...list]]));

/** Key kept beside a file database so restarts print the same key; random for `:memory:`. */
export function demoApiKey(databasePath: string, fromEnv: string | undefined): string {
  if (fromEnv) return fromEnv;
  if (databasePath === ':memory:') return randomIds.secret('sk_test');
  const file = `${databasePath}.api-key`;
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const key = randomIds.secret('sk_test');
  writeFileSync(file, `${key}\n`, { mode: 0o600 });
  return key;
}

export async function seedProjects(
  store: Store,
  keys: { demo: string; other: string },
  now = new Date(),
) {
  const projects = new ProjectRepo(store, new ProjectCache());
  await projects.upsert({
    id: DEMO_PROJECT_ID,
    merchant_id: 'merch_demo',
    name: 'Demo Shop',
    webhook_url: null,
    currencies: currencies(),
    api_key_hash: sha256(keys.demo),
    created: iso(now),
  });
  await projects.upsert({
    id: OTHER_PROJECT_ID,
    merchant_id: 'merch_other',
    name: 'Other Shop',
    webhook_url: null,
    currencies: currencies(),
    api_key_hash: sha256(keys.other),
    created: iso(now),
  });
  // A database made by an older version keeps its projects' method lists; methods added to the
  // registry since are switched on with their default currencies (an existing list is never changed).
  for (const id of [DEMO_PROJECT_ID, OTHER_PROJECT_ID]) {
    const stored = (await projects.get(id))?.currencies ?? {};
    const missing = Object.keys(DEFAULT_CURRENCIES).filter((method) => !(method in stored));
    if (missing.length) await projects.setCurrencies(id, { ...currencies(), ...stored });
  }
  return projects;
}
