/**
 * The per-client limit shared through PostgreSQL: the sliding window of lib/rate-limit.ts, and
 * attempts from many connections at once never get past the limit. Skipped without PostgreSQL.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { stopTestCluster, testDatabase } from '../../../scripts/pg/cluster.ts';
import { sharedRateLimiter } from './client-limit-repo.ts';
import { openPgStore } from './pg-store.ts';

const url = await testDatabase('client_limit');
afterAll(stopTestCluster);
const KEY = { key: { kind: 'value' as const, value: 'client-limit-test-master-key-0123456789' } };

describe.skipIf(url === null)('sharedRateLimiter on PostgreSQL', () => {
  const opened = url === null ? null : openPgStore(url, KEY);
  afterAll(async () => (await opened)?.close());

  it('counts per key within a sliding window', async () => {
    const store = await opened;
    if (!store) return;
    const limiter = sharedRateLimiter(store, { limit: 2, windowMs: 1000 });
    expect((await limiter.hit('a', 0)).allowed).toBe(true);
    expect((await limiter.hit('a', 100)).allowed).toBe(true);
    expect((await limiter.hit('b', 100)).allowed).toBe(true);
    expect(await limiter.hit('a', 200)).toEqual({ allowed: false, retryAfterMs: 800 });
    expect((await limiter.hit('a', 1001)).allowed).toBe(true);
    expect(await limiter.hit('a', 1002)).toEqual({ allowed: false, retryAfterMs: 98 });
  });

  it('lets exactly the limit through when attempts race from two stores', async () => {
    const store = await opened;
    if (!store || !url) return;
    const other = await openPgStore(url, KEY);
    try {
      const one = sharedRateLimiter(store, { limit: 7, windowMs: 60_000 });
      const two = sharedRateLimiter(other, { limit: 7, windowMs: 60_000 });
      const verdicts = await Promise.all(
        Array.from({ length: 30 }, (_, i) => (i % 2 ? two : one).hit('race', 5_000 + i)),
      );
      expect(verdicts.filter((v) => v.allowed)).toHaveLength(7);
    } finally {
      await other.close();
    }
  });
});
