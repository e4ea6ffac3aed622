/** Card-testing protection on POST /tokens/: per setup token, per order and per client. */
import { describe, expect, it } from 'vitest';
import { errorBodySchema } from '../../shared/api/index.ts';
import { createTestApp } from '../test-app.ts';
import { cardOrder, FUTURE_EXPIRY } from '../test-flows.ts';
import { rateLimiter } from '../lib/rate-limit.ts';

describe('per-client limit on POST /v1/tokens/', () => {
  it('answers 429 with Retry-After once a client used up its attempts, and again after the window', async () => {
    const t = createTestApp({ clientLimit: { limit: 3, windowMs: 60_000 } });
    const tries = [];
    for (let i = 0; i < 4; i++) {
      const { setupToken } = await cardOrder(t);
      tries.push(
        await t.call(
          'POST',
          '/v1/tokens/',
          { pan: '4111111111111111', expiry_date: FUTURE_EXPIRY, setup_token: setupToken },
          { key: null },
        ),
      );
    }
    expect(tries.map((r) => r.status)).toEqual([200, 200, 200, 429]);
    const refused = tries[3];
    expect(refused?.headers.get('retry-after')).toBe('60');
    expect(errorBodySchema.parse(await refused?.json()).error.value).toMatch(
      /Too many card attempts/,
    );
    t.clock.advance(60_001);
    const { setupToken } = await cardOrder(t);
    const later = await t.call(
      'POST',
      '/v1/tokens/',
      { pan: '4111111111111111', expiry_date: FUTURE_EXPIRY, setup_token: setupToken },
      { key: null },
    );
    expect(later.status).toBe(200);
  });
});

describe('rateLimiter', () => {
  it('counts per key within a sliding window', () => {
    const limiter = rateLimiter({ limit: 2, windowMs: 1000 });
    expect(limiter.hit('a', 0).allowed).toBe(true);
    expect(limiter.hit('a', 100).allowed).toBe(true);
    expect(limiter.hit('b', 100).allowed).toBe(true);
    expect(limiter.hit('a', 200)).toEqual({ allowed: false, retryAfterMs: 800 });
    expect(limiter.hit('a', 1001).allowed).toBe(true);
  });
});
