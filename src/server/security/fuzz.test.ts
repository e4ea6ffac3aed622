/**
 * Property-based fuzzing of every endpoint, as the test command runs it: 60 inputs per endpoint
 * (bodies, non-JSON bodies, path ids, query strings, headers) with a fixed seed. The properties are
 * in fuzz-cases.ts; `npm run fuzz` runs the same with thousands of inputs and a random seed.
 */
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { ENDPOINTS } from '../../shared/api/index.ts';
import { createTestApp } from '../test-app.ts';
import { check, inputs } from './fuzz-cases.ts';
import { buildWorld } from './world.ts';

const RUNS = 60;
const SEED = 20261122;

describe('fuzzing every endpoint', () => {
  it.each(ENDPOINTS.map((e) => [`${e.method.toUpperCase()} ${e.path}`, e] as const))(
    '%s survives arbitrary bodies, ids, queries and headers',
    async (_, endpoint) => {
      const t = await createTestApp({ clientLimit: { limit: 1_000_000, windowMs: 60_000 } });
      const world = await buildWorld(t);
      await fc.assert(
        fc.asyncProperty(inputs(endpoint, world), async (input) => {
          await check(t, endpoint, input);
        }),
        { numRuns: RUNS, seed: SEED },
      );
    },
  );
});
