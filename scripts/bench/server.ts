/** Starts the sandbox as its own process (as `npm start` runs it) on a free port, for benchmarks. */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const BENCH_KEY = 'sk_test_bench_key_0001';
export const authHeader = `Basic ${Buffer.from(`${BENCH_KEY}:`).toString('base64')}`;

export type Sandbox = { url: string; pid: number; process: ChildProcess; stop(): Promise<void> };

export async function startSandbox(
  port: number,
  env: Record<string, string> = {},
  nodeArgs: string[] = [],
): Promise<Sandbox> {
  const dir = mkdtempSync(join(tmpdir(), 'xpay-bench-'));
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      MERCHANT_PORT: String(port + 1),
      DATABASE_PATH: join(dir, 'bench.db'),
      SANDBOX_API_KEY: BENCH_KEY,
      LOG_REQUESTS: '0',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 150; i++) {
    try {
      if ((await fetch(`${url}/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    pid: child.pid ?? 0,
    process: child,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
