import { describe, expect, it } from 'vitest';
import { backoffDelay, DEFAULT_BACKOFF, poll, type Backoff } from './poll.ts';

/** A fake clock: sleeping moves time on at once. */
function fakeTime() {
  let now = 0;
  const waits: number[] = [];
  return {
    now: () => now,
    sleep: (ms: number) => {
      waits.push(ms);
      now += ms;
      return Promise.resolve();
    },
    waits,
  };
}

describe('backoffDelay', () => {
  it('grows by the factor and stops at the ceiling of a single wait', () => {
    const backoff: Backoff = { initialMs: 500, factor: 2, maxDelayMs: 3000, ceilingMs: 60_000 };
    expect([0, 1, 2, 3, 4, 5].map((a) => backoffDelay(a, backoff))).toEqual([
      500, 1000, 2000, 3000, 3000, 3000,
    ]);
  });

  it('never waits longer than the default maximum', () => {
    for (let attempt = 0; attempt < 50; attempt++)
      expect(backoffDelay(attempt)).toBeLessThanOrEqual(DEFAULT_BACKOFF.maxDelayMs);
  });
});

describe('poll', () => {
  it('stops at the first settled answer', async () => {
    const time = fakeTime();
    const answers = ['processing', 'processing', 'completed'];
    let fetches = 0;
    const result = await poll({
      fetch: () => Promise.resolve(answers[fetches++] ?? 'completed'),
      settled: (status) => status === 'completed',
      ...time,
    });
    expect(result).toEqual({ kind: 'settled', value: 'completed' });
    expect(fetches).toBe(3);
    expect(time.waits).toEqual([backoffDelay(0), backoffDelay(1)]);
  });

  it('gives up at the overall ceiling and hands back the last answer', async () => {
    const time = fakeTime();
    let fetches = 0;
    const result = await poll({
      fetch: () => Promise.resolve(`processing ${++fetches}`),
      settled: () => false,
      ...time,
    });
    expect(result).toEqual({ kind: 'timeout', value: `processing ${fetches}` });
    expect(time.now()).toBeLessThanOrEqual(DEFAULT_BACKOFF.ceilingMs);
    expect(fetches).toBeGreaterThan(5);
    expect(fetches).toBeLessThan(20);
  });

  it('stops quietly when the page has moved on', async () => {
    const time = fakeTime();
    let active = true;
    const result = await poll({
      fetch: () => {
        active = false;
        return Promise.resolve('processing');
      },
      settled: () => false,
      active: () => active,
      ...time,
    });
    expect(result).toEqual({ kind: 'stopped' });
  });

  it('lets a fetch error through to the caller', async () => {
    const time = fakeTime();
    await expect(
      poll({ fetch: () => Promise.reject(new Error('offline')), settled: () => true, ...time }),
    ).rejects.toThrow('offline');
  });
});
