/**
 * Test helpers for secrets at rest: the sandbox on a file database with a given master key, as
 * main.ts runs it, and every byte that database keeps on disk.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createApp } from '../app.ts';
import { manualClock } from '../lib/clock.ts';
import { randomIds } from '../lib/ids.ts';
import { seedProjects } from '../seed.ts';
import { TEST_KEYS, TEST_URLS, basic } from '../test-app.ts';
import { openStore } from './open-store.ts';
import type { SecretsOptions } from './secrets.ts';

/** A key file (created if missing) as the secrets options. */
export const keyFileAt = (path: string): SecretsOptions => ({
  key: { kind: 'file', path, create: true },
});

/** The sandbox on the file at `path`; `secrets` is the options or the path of a key file. */
export async function boot(path: string, secrets: SecretsOptions | string) {
  const store = await openStore(path, typeof secrets === 'string' ? keyFileAt(secrets) : secrets);
  await seedProjects(store, TEST_KEYS);
  const { app } = createApp({ store, clock: manualClock(), ids: randomIds, urls: TEST_URLS });
  /** A request as the demo merchant, or without a key (`merchant = false`). */
  const send = (method: string, url: string, body?: unknown, merchant = true) =>
    app.request(url, {
      method,
      headers: merchant ? { authorization: basic(TEST_KEYS.demo) } : {},
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  /** As `send`, for a 200 answer's JSON (anything else throws). */
  const json = async (method: string, url: string, body?: unknown, merchant = true) => {
    const res = await send(method, url, body, merchant);
    if (res.status !== 200) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
    return res.json();
  };
  return { store, send, json };
}

/** Every byte the database keeps on disk: the file, its WAL and shared memory. */
export const bytesOnDisk = (path: string) =>
  Buffer.concat(
    [path, `${path}-wal`, `${path}-shm`].filter((f) => existsSync(f)).map((f) => readFileSync(f)),
  ).toString('latin1');
