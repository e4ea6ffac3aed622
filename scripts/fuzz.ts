/**
 * `npm run fuzz`: the fuzzing campaign. Every endpoint of the contract gets FUZZ_RUNS inputs
 * (default 10 000: bodies, non-JSON bodies, path ids, query strings and headers) checked against
 * the properties of src/server/security/fuzz-cases.ts, in a fresh sandbox world every 1 000 inputs.
 *
 * The seed is random and printed; replay a run with `FUZZ_SEED=<seed> npm run fuzz` (or
 * `npm run fuzz -- --seed <seed>`), one endpoint with `FUZZ_ONLY=createOrder` (comma-separated).
 * Exits non-zero at the first failure, with the counterexample and the line that replays it.
 */
import fc from 'fast-check';
import { ENDPOINTS } from '../src/shared/api/index.ts';
import { check, inputs } from '../src/server/security/fuzz-cases.ts';
import { buildWorld } from '../src/server/security/world.ts';
import { createTestApp } from '../src/server/test-app.ts';

const CHUNK = 1_000;

function option(name: string, env: string): string | undefined {
  const at = process.argv.indexOf(`--${name}`);
  return (at >= 0 ? process.argv[at + 1] : undefined) ?? process.env[env];
}

const seed = Number(option('seed', 'FUZZ_SEED') ?? Math.floor(Math.random() * 2 ** 31));
const runs = Number(option('runs', 'FUZZ_RUNS') ?? 10_000);
const only = option('only', 'FUZZ_ONLY')?.split(',');
if (!Number.isSafeInteger(seed) || !Number.isSafeInteger(runs) || runs < 1) {
  console.error('FUZZ_SEED and FUZZ_RUNS must be integers');
  process.exit(2);
}
const endpoints = ENDPOINTS.filter((e) => !only || only.includes(e.operationId));
console.log(`fuzz: seed ${seed}, ${runs} inputs per endpoint, ${endpoints.length} endpoints`);
console.log(`replay: FUZZ_SEED=${seed} FUZZ_RUNS=${runs} npm run fuzz`);

const started = performance.now();
let total = 0;
for (const endpoint of endpoints) {
  // The endpoint's place in the whole table: a run limited with FUZZ_ONLY replays the same seeds.
  const index = ENDPOINTS.indexOf(endpoint);
  const t0 = performance.now();
  const statuses = new Map<string, number>();
  let unsendable = 0;
  for (let done = 0, chunk = 0; done < runs; done += CHUNK, chunk++) {
    const t = await createTestApp({ clientLimit: { limit: 1_000_000, windowMs: 60_000 } });
    const world = await buildWorld(t);
    // A seed per endpoint and chunk, all derived from the one printed.
    const chunkSeed = (seed + index * 100_003 + chunk * 7_919) | 0;
    try {
      await fc.assert(
        fc.asyncProperty(inputs(endpoint, world), async (input) => {
          const status = await check(t, endpoint, input);
          if (status === null) unsendable++;
          else {
            const key = `${String(status)[0]}xx`;
            statuses.set(key, (statuses.get(key) ?? 0) + 1);
          }
        }),
        { numRuns: Math.min(CHUNK, runs - done), seed: chunkSeed },
      );
    } catch (err) {
      console.error(`\nFAILED ${endpoint.operationId} (chunk ${chunk}, chunk seed ${chunkSeed})`);
      console.error(err instanceof Error ? err.message : err);
      console.error(`\nreplay: FUZZ_SEED=${seed} FUZZ_ONLY=${endpoint.operationId} npm run fuzz`);
      process.exit(1);
    }
    await t.store.close();
  }
  total += runs;
  const seen = [...statuses].map(([k, n]) => `${k} ${n}`).join(', ');
  console.log(
    `ok ${endpoint.method.toUpperCase()} /v1${endpoint.path}: ${runs} inputs (${seen}` +
      `${unsendable ? `, ${unsendable} unsendable` : ''}) in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
}
console.log(
  `\nfuzz: ${total} inputs, ${endpoints.length} endpoints, no failure, seed ${seed}, ` +
    `${((performance.now() - started) / 1000).toFixed(0)} s`,
);
