/** Card-testing protection on POST /tokens/: per setup token, per order and per client. */
import { describe, expect, it } from 'vitest';
import { errorBodySchema } from '../../shared/api/index.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { cardOrder, FUTURE_EXPIRY } from '../test-flows.ts';
import { clientKey, rateLimiter } from '../lib/rate-limit.ts';
import { NO_PROXY, parseTrustedProxy, type TrustedProxy } from '../lib/client-address.ts';

describe('per-client limit on POST /v1/tokens/', () => {
  it('answers 429 with Retry-After once a client used up its attempts, and again after the window', async () => {
    const t = await createTestApp({ clientLimit: { limit: 3, windowMs: 60_000 } });
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
    await t.clock.advance(60_001);
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

describe('the client behind a load balancer (TRUSTED_PROXY)', () => {
  /** Tokenizations as sent from `peer` (the socket) with `forwardedFor`, until one is refused. */
  async function allowedFrom(t: TestApp, peer: string, forwardedFor: string) {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      const { setupToken } = await cardOrder(t);
      const body = JSON.stringify({
        pan: '4111111111111111',
        expiry_date: FUTURE_EXPIRY,
        setup_token: setupToken,
      });
      const res = await t.app.request(
        '/v1/tokens/',
        {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'content-length': String(Buffer.byteLength(body)),
            'x-forwarded-for': forwardedFor,
          },
          body,
        },
        // The Node server's bindings: the request's socket as getConnInfo reads it.
        { incoming: { headers: {}, socket: { remoteAddress: peer } } },
      );
      statuses.push(res.status);
    }
    return statuses;
  }
  const app = (trustedProxy: TrustedProxy) =>
    createTestApp({ clientLimit: { limit: 2, windowMs: 60_000 }, trustedProxy });

  it('tells clients apart by the address the trusted proxy forwarded', async () => {
    const t = await app(parseTrustedProxy('10.0.0.0/8'));
    expect(await allowedFrom(t, '10.0.0.5', '198.51.100.1')).toEqual([200, 200, 429]);
    // Another customer behind the same balancer has attempts of their own.
    expect(await allowedFrom(t, '10.0.0.5', '198.51.100.2')).toEqual([200, 200, 429]);
  });

  it('ignores X-Forwarded-For without a trusted proxy, or from a peer that is not one', async () => {
    const plain = await app(NO_PROXY);
    expect(await allowedFrom(plain, '203.0.113.9', '198.51.100.1')).toEqual([200, 200, 429]);
    // A forged header does not buy a card tester fresh attempts.
    expect(await allowedFrom(plain, '203.0.113.9', '198.51.100.2')).toEqual([429, 429, 429]);
    const behind = await app(parseTrustedProxy('1'));
    expect(await allowedFrom(behind, '10.0.0.5', '198.51.100.1, 10.0.0.4')).toEqual([
      200, 200, 429,
    ]);
    const listed = await app(parseTrustedProxy('10.0.0.0/8'));
    expect(await allowedFrom(listed, '203.0.113.9', '198.51.100.1')).toEqual([200, 200, 429]);
    expect(await allowedFrom(listed, '203.0.113.9', '198.51.100.3')).toEqual([429, 429, 429]);
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

describe('clients are IPv4 addresses and IPv6 /64 networks', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['::FFFF:cb00:7107', '203.0.113.7'],
    ['0:0:0:0:0:ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:1:2::1', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002:ffff:ffff:ffff:fffe', '2001:db8:1:2::/64'],
    ['2001:DB8:1:2:aaaa::9%eth0', '2001:db8:1:2::/64'],
    ['2001:db8::1:2:3:4', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1', 'fe80:0:0:0::/64'],
    ['::', '0:0:0:0::/64'],
    ['1::', '1:0:0:0::/64'],
    ['64:ff9b::203.0.113.7', '64:ff9b:0:0::/64'],
    ['not an address', 'unknown'],
    [undefined, 'unknown'],
  ])('%s counts as %s', (address, key) => {
    expect(clientKey(address)).toBe(key);
  });

  /** POST /v1/tokens/ as if from `address` (the socket's remote address). */
  async function tokenizeFrom(t: TestApp, address: string) {
    const { setupToken } = await cardOrder(t);
    const body = JSON.stringify({
      pan: '4111111111111111',
      expiry_date: FUTURE_EXPIRY,
      setup_token: setupToken,
    });
    const incoming = { headers: {}, socket: { remoteAddress: address, remoteFamily: 'IPv6' } };
    const res = await t.app.request(
      '/v1/tokens/',
      { method: 'POST', headers: { 'content-type': 'application/json' }, body },
      { incoming },
    );
    return res.status;
  }

  it('limits a client rotating through the addresses of its /64 as one client', async () => {
    const t = await createTestApp({ clientLimit: { limit: 3, windowMs: 60_000 } });
    const statuses = [];
    for (const address of [
      '2001:db8:1:2::1',
      '2001:db8:1:2:a:b:c:d',
      '2001:db8:1:2:ffff::1',
      '2001:db8:1:2:1234:5678:9abc:def0',
    ])
      statuses.push(await tokenizeFrom(t, address));
    expect(statuses).toEqual([200, 200, 200, 429]);
    // Another /64 is another client.
    expect(await tokenizeFrom(t, '2001:db8:1:3::1')).toBe(200);
  });

  it('counts an IPv4 client the same over IPv4 and as an IPv4-mapped IPv6 address', async () => {
    const t = await createTestApp({ clientLimit: { limit: 2, windowMs: 60_000 } });
    expect(await tokenizeFrom(t, '198.51.100.4')).toBe(200);
    expect(await tokenizeFrom(t, '::ffff:198.51.100.4')).toBe(200);
    expect(await tokenizeFrom(t, '::ffff:c633:6404')).toBe(429);
    expect(await tokenizeFrom(t, '198.51.100.5')).toBe(200);
  });
});
