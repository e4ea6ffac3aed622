/**
 * A throwaway PostgreSQL cluster for tests, benchmarks and CI, as a local process (no container):
 * `initdb` into a temporary folder, `postgres` on 127.0.0.1 and a Unix socket in that folder,
 * without fsync (nothing in it needs to survive a crash of the machine). Stopped and removed on
 * `stop()` and when this process exits.
 *
 * Run as root (CI), the cluster belongs to the `postgres` user (PostgreSQL refuses to run as root):
 * its folder is given to that user and the binaries run through `runuser`. Run as any other user,
 * they run directly, with a folder of that user's.
 *
 * As a script:
 *   tsx scripts/pg/cluster.ts [--port N]              start, print the URL, stop on Ctrl-C
 *   tsx scripts/pg/cluster.ts [--port N] -- cmd args  run cmd with TEST_DATABASE_URL and
 *                                                     DATABASE_URL set, stop when it ends
 */
import { createDatabase } from '../../src/server/db/pg-databases.ts';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import {
  chownSync,
  closeSync,
  existsSync,
  mkdtempSync,
  openSync,
  readFileSync,
  readdirSync,
  rmSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';

export type Cluster = {
  /** postgres://postgres@127.0.0.1:PORT/DB of the database created at start. */
  url: string;
  port: number;
  dir: string;
  /** A new empty database on this cluster (unique name from `prefix`); returns its URL. */
  createDatabase: (prefix?: string) => Promise<string>;
  stop: () => Promise<void>;
};

export type ClusterOptions = {
  /** TCP port on 127.0.0.1; a free one when not given. */
  port?: number;
  /** Name of the database created at start. */
  database?: string;
};

/** The folder of PostgreSQL's server binaries: the newest /usr/lib/postgresql/N/bin, or PATH. */
export function findPgBin(): string | null {
  const root = '/usr/lib/postgresql';
  if (existsSync(root)) {
    const versions = readdirSync(root)
      .filter((v) => /^\d+(\.\d+)?$/.test(v) && existsSync(join(root, v, 'bin', 'initdb')))
      .sort((a, b) => Number(b) - Number(a));
    if (versions[0]) return join(root, versions[0], 'bin');
  }
  for (const dir of (process.env['PATH'] ?? '').split(':')) {
    if (dir && existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'postgres'))) return dir;
  }
  return null;
}

/** The line callers print when they skip PostgreSQL work. */
export const NOT_INSTALLED =
  'PostgreSQL is not installed (no initdb in /usr/lib/postgresql/*/bin or PATH): skipping the PostgreSQL part';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

const isRoot = () => process.getuid?.() === 0;

/** argv for running a PostgreSQL binary as the cluster's owner. */
function asOwner(bin: string, args: string[]): [string, string[]] {
  return isRoot() ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];
}

async function waitUntilReady(url: string, server: ChildProcess, log: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (server.exitCode !== null || server.signalCode !== null)
      throw new Error(`PostgreSQL exited while starting:\n${readLog(log)}`);
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 });
    try {
      await client.connect();
      await client.end();
      return;
    } catch {
      await client.end().catch(() => undefined);
      if (Date.now() > deadline)
        throw new Error(`PostgreSQL did not accept connections within 30 s:\n${readLog(log)}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

function readLog(path: string): string {
  try {
    return readFileSync(path, 'utf8').split('\n').slice(-20).join('\n');
  } catch {
    return '(no log)';
  }
}

/** The postmaster's pid from its pid file (the child may be runuser, not postgres itself). */
function postmasterPid(dir: string): number | null {
  try {
    const pid = Number(readFileSync(join(dir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Starts a throwaway cluster, or returns null (after printing why) when PostgreSQL is not
 * installed. Throws when it is installed but does not start.
 */
export async function startCluster(options: ClusterOptions = {}): Promise<Cluster | null> {
  const bin = findPgBin();
  if (!bin) {
    console.log(NOT_INSTALLED);
    return null;
  }
  const port = options.port ?? (await freePort());
  const database = options.database ?? 'sandbox';
  const dir = mkdtempSync(join(tmpdir(), 'xpay-pg-'));
  const data = join(dir, 'data');
  const log = join(dir, 'postgres.log');
  const removeDir = () => rmSync(dir, { recursive: true, force: true });
  if (isRoot()) {
    const id = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
    const gid = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
    if (id.status !== 0) {
      removeDir();
      throw new Error('Running as root, PostgreSQL needs the `postgres` user, which is missing.');
    }
    chownSync(dir, Number(id.stdout.trim()), Number(gid.stdout.trim()));
  }

  const [initCmd, initArgs] = asOwner(join(bin, 'initdb'), [
    '-D',
    data,
    '-U',
    'postgres',
    '--auth=trust',
    '-E',
    'UTF8',
    '--locale=C',
    '--no-sync',
    '--no-instructions',
  ]);
  const init = spawnSync(initCmd, initArgs, { encoding: 'utf8' });
  if (init.status !== 0) {
    removeDir();
    throw new Error(`initdb failed:\n${init.stdout}\n${init.stderr}`);
  }

  const logFd = openSync(log, 'a');
  const [cmd, args] = asOwner(join(bin, 'postgres'), [
    '-D',
    data,
    '-p',
    String(port),
    '-k',
    dir,
    '-h',
    '127.0.0.1',
    '-c',
    'fsync=off',
    '-c',
    'synchronous_commit=off',
    '-c',
    'full_page_writes=off',
    '-c',
    'max_connections=400',
    '-c',
    'shared_buffers=64MB',
  ]);
  const server = spawn(cmd, args, { stdio: ['ignore', logFd, logFd] });
  closeSync(logFd);

  let stopped = false;
  /** Immediate shutdown (a throwaway cluster needs no checkpoint), then the folder goes. */
  const stopNow = () => {
    if (stopped) return;
    stopped = true;
    const pid = postmasterPid(data);
    if (pid !== null && alive(pid)) process.kill(pid, 'SIGQUIT');
    else if (server.pid !== undefined && server.exitCode === null) server.kill('SIGQUIT');
    const deadline = Date.now() + 5000;
    while (pid !== null && alive(pid) && Date.now() < deadline) {
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 20);
    }
    removeDir();
  };
  process.once('exit', stopNow);

  const baseUrl = `postgres://postgres@127.0.0.1:${port}`;
  try {
    await waitUntilReady(`${baseUrl}/postgres`, server, log);
    const client = new pg.Client({ connectionString: `${baseUrl}/postgres` });
    await client.connect();
    await client.query(`CREATE DATABASE "${database}"`);
    await client.end();
  } catch (err) {
    stopNow();
    process.removeListener('exit', stopNow);
    throw err;
  }

  return {
    url: `${baseUrl}/${database}`,
    port,
    dir,
    createDatabase: (prefix) => createDatabase(`${baseUrl}/postgres`, prefix),
    stop: async () => {
      stopNow();
      process.removeListener('exit', stopNow);
      if (server.exitCode === null && server.signalCode === null)
        await new Promise((r) => server.once('exit', r));
    },
  };
}

let shared: Promise<Cluster | null> | undefined;

/**
 * A fresh database for one test file: on the server of TEST_DATABASE_URL when it is set (one
 * cluster for the whole run), otherwise on a cluster this process starts (once). Null when
 * PostgreSQL is not installed and CI is not set (the caller skips, and a line says so); throws
 * when CI is set, so CI never skips.
 */
export async function testDatabase(prefix: string): Promise<string | null> {
  const given = process.env['TEST_DATABASE_URL'];
  if (given) return createDatabase(given, prefix);
  if (!findPgBin()) {
    if (process.env['CI'])
      throw new Error(
        'CI is set but PostgreSQL is not installed: the PostgreSQL tests cannot run.',
      );
    console.log(NOT_INSTALLED);
    return null;
  }
  shared ??= startCluster();
  const cluster = await shared;
  return cluster ? cluster.createDatabase(prefix) : null;
}

/** Stops the cluster testDatabase started, if any (test teardown). */
export async function stopTestCluster(): Promise<void> {
  const cluster = await shared;
  shared = undefined;
  await cluster?.stop();
}

async function main(argv: string[]): Promise<number> {
  const dash = argv.indexOf('--');
  const own = dash >= 0 ? argv.slice(0, dash) : argv;
  const command = dash >= 0 ? argv.slice(dash + 1) : [];
  const portAt = own.indexOf('--port');
  const port = portAt >= 0 ? Number(own[portAt + 1]) : undefined;
  const cluster = await startCluster(port === undefined ? {} : { port });
  if (!cluster) return process.env['CI'] ? 1 : 0;
  console.log(cluster.url);
  const [cmd, ...args] = command;
  if (!cmd) {
    await new Promise<void>((resolve) => {
      process.once('SIGINT', resolve);
      process.once('SIGTERM', resolve);
    });
    await cluster.stop();
    return 0;
  }
  const child = spawn(cmd, args, {
    stdio: 'inherit',
    env: { ...process.env, TEST_DATABASE_URL: cluster.url, DATABASE_URL: cluster.url },
  });
  const forward = (signal: NodeJS.Signals) => child.kill(signal);
  process.on('SIGINT', forward);
  process.on('SIGTERM', forward);
  const code = await new Promise<number>((resolve) =>
    child.once('exit', (status, signal) => resolve(status ?? (signal ? 1 : 0))),
  );
  await cluster.stop();
  return code;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (err: unknown) => {
      console.error(err instanceof Error ? err.message : err);
      process.exit(1);
    },
  );
}
