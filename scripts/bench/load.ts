/**
 * A closed-loop HTTP load generator for benchmarks on loopback: `concurrency` workers each send one
 * request after another for `seconds`, over keep-alive connections. Bounded in time by design.
 */
import { Agent, request } from 'node:http';

export type LoadResult = {
  name: string;
  requests: number;
  errors: number;
  seconds: number;
  rps: number;
  p50: number;
  p99: number;
};

export type RequestSpec = {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
};

function send(agent: Agent, base: URL, spec: RequestSpec): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        agent,
        host: base.hostname,
        port: base.port,
        method: spec.method,
        path: spec.path,
        headers: {
          ...spec.headers,
          ...(spec.body ? { 'content-length': Buffer.byteLength(spec.body) } : {}),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(spec.body);
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? 0
    : (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0);

/** Runs `next()`-generated requests for `seconds` with `concurrency` in flight. */
export async function load(
  name: string,
  baseUrl: string,
  next: (i: number) => RequestSpec,
  options: { seconds: number; concurrency: number; expect?: number },
): Promise<LoadResult> {
  const base = new URL(baseUrl);
  const agent = new Agent({ keepAlive: true, maxSockets: options.concurrency });
  const latencies: number[] = [];
  let errors = 0;
  let counter = 0;
  const started = performance.now();
  const deadline = started + options.seconds * 1000;
  await Promise.all(
    Array.from({ length: options.concurrency }, async () => {
      while (performance.now() < deadline) {
        const t0 = performance.now();
        try {
          const status = await send(agent, base, next(counter++));
          if (status !== (options.expect ?? 200)) errors++;
        } catch {
          errors++;
        }
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    name,
    requests: latencies.length,
    errors,
    seconds,
    rps: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
  };
}
