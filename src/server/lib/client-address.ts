/**
 * Which address a request came from, for the per-client limit. Without a trusted proxy it is the
 * socket's peer, and X-Forwarded-For is ignored (any client can write it). Behind a load balancer
 * every request comes from the balancer, so all clients would share one limit: TRUSTED_PROXY says
 * whose X-Forwarded-For to believe.
 *
 * - a number N: N proxies stand in front of the sandbox (the socket's peer is the last of them);
 *   the client is the address the first of them saw, N entries from the right of the header;
 * - a list of addresses and CIDR ranges (`10.0.0.0/8, 192.0.2.1, fd00::/8`): the proxies. From
 *   the socket's peer leftwards through the header, the first address that is not a proxy is the
 *   client.
 *
 * Entries left of the client's are whatever the client wrote and are never read.
 */
import { BlockList, isIPv4, isIPv6 } from 'node:net';

export type TrustedProxy =
  | { kind: 'none' }
  | { kind: 'hops'; hops: number }
  | { kind: 'addresses'; list: BlockList; text: string };

export const NO_PROXY: TrustedProxy = { kind: 'none' };

/** `::ffff:192.0.2.7` (an IPv4 peer on a dual-stack socket) is 192.0.2.7; zone ids go. */
function bare(address: string): string {
  const trimmed = address.trim().replace(/%.*$/, '');
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(trimmed);
  return mapped?.[1] ?? trimmed;
}

/**
 * Parses TRUSTED_PROXY (see the file's comment). Empty or `none`: no proxy. Throws a readable
 * error on anything else it cannot read.
 * @example
 * parseTrustedProxy('1'); // one load balancer in front
 * parseTrustedProxy('10.0.0.0/8, 127.0.0.1');
 */
export function parseTrustedProxy(spec: string | undefined): TrustedProxy {
  const text = (spec ?? '').trim();
  if (text === '' || text.toLowerCase() === 'none') return NO_PROXY;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops < 1 || hops > 10) throw new Error('TRUSTED_PROXY: a number of proxies from 1 to 10');
    return { kind: 'hops', hops };
  }
  const list = new BlockList();
  for (const item of text.split(',').map((s) => s.trim())) {
    const [address = '', prefix] = item.split('/');
    const family = isIPv4(address) ? 'ipv4' : isIPv6(address) ? 'ipv6' : null;
    if (!family)
      throw new Error(
        `TRUSTED_PROXY: "${item}" is neither an IP address nor a CIDR range (e.g. 10.0.0.0/8), nor a number of proxies`,
      );
    if (prefix === undefined) {
      list.addAddress(address, family);
      continue;
    }
    const bits = /^\d{1,3}$/.test(prefix) ? Number(prefix) : NaN;
    if (!(bits >= 0 && bits <= (family === 'ipv4' ? 32 : 128)))
      throw new Error(`TRUSTED_PROXY: "${item}" has an invalid prefix length`);
    list.addSubnet(address, bits, family);
  }
  return { kind: 'addresses', list, text };
}

function isProxy(list: BlockList, address: string): boolean {
  if (isIPv4(address)) return list.check(address, 'ipv4');
  if (isIPv6(address)) return list.check(address, 'ipv6');
  return false;
}

/**
 * The client's address: the socket's peer, or, behind trusted proxies, the address from
 * X-Forwarded-For that the outermost trusted proxy saw. A missing or malformed entry where the
 * client's should be gives the nearest proxy's address, never a new client.
 */
export function clientAddress(
  socketAddress: string | undefined,
  forwardedFor: string | undefined,
  trusted: TrustedProxy,
): string | undefined {
  if (socketAddress === undefined || trusted.kind === 'none') return socketAddress;
  const peer = bare(socketAddress);
  const forwarded = (forwardedFor ?? '')
    .split(',')
    .map((s) => bare(s))
    .filter((s) => s !== '');
  // The chain of hops, nearest last: what the header says, then the socket's peer.
  const chain = [...forwarded, peer];
  const valid = (a: string | undefined) => a !== undefined && (isIPv4(a) || isIPv6(a));
  if (trusted.kind === 'hops') {
    const candidate = chain[chain.length - 1 - trusted.hops];
    // Fewer hops than configured, or garbage where the client should be: the peer itself.
    return valid(candidate) ? candidate : peer;
  }
  let at = chain.length - 1;
  while (at > 0 && isProxy(trusted.list, chain[at] ?? '')) {
    if (!valid(chain[at - 1])) return chain[at];
    at--;
  }
  return chain[at];
}
