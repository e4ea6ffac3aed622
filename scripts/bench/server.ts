/**
 * Starts the sandbox as its own process, as `npm start` runs it, for benchmarks and the reliability
 * suite: a pid to kill, a database that survives it. That is a SQLite file, or with
 * TEST_DATABASE_URL set (the server suite's PostgreSQL run) a new database on that server.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDatabase } from '../../src/server/db/pg-databases.ts';

export const BENCH_KEY = 'sk_test_bench_key_0001';
export const authHeader = `Basic ${Buffer.from(`${BENCH_KEY}:`).toString('base64')}`;

export type Sandbox = {
  url: string;
  pid: number;
  process: ChildProcess;
  databasePath: string;
  /** SIGTERM and wait; the temporary database folder is removed unless it was given. */
  stop(): Promise<void>;
  /** SIGKILL: no shutdown code runs. */
  kill9(): Promise<void>;
};

export type SandboxOptions = {
  port: number;
  /** Added to the environment; a name set to undefined is left out. */
  env?: Record<string, string | undefined>;
  nodeArgs?: string[];
  /**
   * Reuse a database (to restart on the same data): a SQLite path or a postgres:// URL, as
   * `databasePath` of a sandbox started before; a temporary one otherwise.
   */
  databasePath?: string;
};

/** The master key of sandboxes on PostgreSQL here: the same for every start on a database. */
const PG_SECRETS_KEY = 'bench-and-reliability-master-key-0123456789';

export async function startSandbox(options: SandboxOptions): Promise<Sandbox> {
  const pgServer = process.env['TEST_DATABASE_URL'];
  const onPg =
    options.env?.['DATABASE_URL'] === undefined &&
    (options.databasePath?.startsWith('postgres') ?? Boolean(pgServer));
  const dir = options.databasePath || onPg ? null : mkdtempSync(join(tmpdir(), 'xpay-sandbox-'));
  const databasePath =
    options.databasePath ??
    (onPg ? await createDatabase(pgServer ?? '', 'sandbox') : join(dir ?? '', 'sandbox.db'));
  const database = onPg
    ? { DATABASE_URL: databasePath, SECRETS_KEY: PG_SECRETS_KEY }
    : { DATABASE_PATH: databasePath };
  const child = spawn(
    process.execPath,
    [...(options.nodeArgs ?? []), '--import', 'tsx', 'src/server/main.ts'],
    {
      env: {
        ...process.env,
        PORT: String(options.port),
        MERCHANT_PORT: String(options.port + 1),
        ...database,
        SANDBOX_API_KEY: BENCH_KEY,
        LOG_REQUESTS: '0',
        ...options.env,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${options.port}`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`the sandbox exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (i > 300) throw new Error('the sandbox did not start within 30 s');
    await new Promise((r) => setTimeout(r, 100));
  }
  const cleanup = () => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  };
  return {
    url,
    pid: child.pid ?? 0,
    process: child,
    databasePath,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
      cleanup();
    },
    async kill9() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGKILL');
        await exited;
      }
    },
  };
}
