/**
 * A sliding-window counter per key (e.g. per client address), in memory: enough for one sandbox
 * process. Old entries are dropped as they age, and the map is capped so it cannot grow unbounded.
 */
import { isIPv4, isIPv6 } from 'node:net';

export type RateLimit = { limit: number; windowMs: number };

export type LimitVerdict = { allowed: boolean; retryAfterMs: number };

/** What counts a client's attempts: in memory (one process), or in a shared database. */
export type ClientLimiter = {
  hit(key: string, nowMs: number): LimitVerdict | Promise<LimitVerdict>;
};

const MAX_KEYS = 10_000;

export function rateLimiter({ limit, windowMs }: RateLimit) {
  const hits = new Map<string, number[]>();
  return {
    /** Counts one attempt for `key`; false once `limit` attempts fell within the window. */
    hit(key: string, nowMs: number): LimitVerdict {
      // Hits are appended in time order: the expired ones are at the front. Dropped in place, so
      // a hit costs the same however many a generous limit lets accumulate.
      const recent = hits.get(key) ?? [];
      let expired = 0;
      while (expired < recent.length && (recent[expired] ?? 0) <= nowMs - windowMs) expired++;
      if (expired > 0) recent.splice(0, expired);
      if (recent.length >= limit) {
        hits.set(key, recent);
        return { allowed: false, retryAfterMs: (recent[0] ?? nowMs) + windowMs - nowMs };
      }
      recent.push(nowMs);
      hits.delete(key);
      hits.set(key, recent);
      if (hits.size > MAX_KEYS) hits.delete(hits.keys().next().value ?? '');
      return { allowed: true, retryAfterMs: 0 };
    },
  };
}

/** The eight 16-bit groups of a valid IPv6 address, an embedded IPv4 tail included. */
function ipv6Groups(address: string): number[] {
  let rest = address;
  const embedded: number[] = [];
  const v4 = /(\d{1,3}(?:\.\d{1,3}){3})$/.exec(rest);
  if (v4?.[1]) {
    const [a = 0, b = 0, c = 0, d = 0] = v4[1].split('.').map(Number);
    embedded.push(a * 256 + b, c * 256 + d);
    rest = rest.slice(0, -v4[1].length);
    if (rest.endsWith(':') && !rest.endsWith('::')) rest = rest.slice(0, -1);
  }
  const [head = '', tail] = rest.split('::');
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((g) => parseInt(g, 16)));
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  const gap = tail === undefined ? 0 : 8 - embedded.length - left.length - right.length;
  return [...left, ...new Array<number>(gap).fill(0), ...right, ...embedded];
}

/**
 * Whom a per-client limit counts: an IPv4 address, or an IPv6 client's /64 (one subscriber's
 * network: a host can rotate through its 2^64 addresses at will). An IPv4-mapped IPv6 address
 * (`::ffff:192.0.2.7`, as a dual-stack socket reports IPv4 peers) is the IPv4 client it maps.
 * @example
 * clientKey('2001:db8:1:2:aaaa::1'); // '2001:db8:1:2::/64'
 * clientKey('::ffff:192.0.2.7'); // '192.0.2.7'
 */
export function clientKey(address: string | undefined): string {
  const bare = address?.replace(/%.*$/, '') ?? '';
  if (isIPv4(bare)) return bare;
  if (!isIPv6(bare)) return 'unknown';
  const g = ipv6Groups(bare.toLowerCase());
  const [, , , , , mapped = 0, hi = 0, lo = 0] = g;
  if (g.slice(0, 5).every((x) => x === 0) && mapped === 0xffff)
    return [hi >> 8, hi & 255, lo >> 8, lo & 255].join('.');
  return `${g
    .slice(0, 4)
    .map((x) => x.toString(16))
    .join(':')}::/64`;
}
