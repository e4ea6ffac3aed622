/** Whose X-Forwarded-For the per-client limit believes (TRUSTED_PROXY). */
import { describe, expect, it } from 'vitest';
import { clientAddress, NO_PROXY, parseTrustedProxy } from './client-address.ts';

describe('without a trusted proxy', () => {
  it('is the socket peer, whatever X-Forwarded-For says', () => {
    expect(clientAddress('203.0.113.7', '198.51.100.1', NO_PROXY)).toBe('203.0.113.7');
    expect(clientAddress('203.0.113.7', undefined, parseTrustedProxy(''))).toBe('203.0.113.7');
    expect(clientAddress(undefined, '198.51.100.1', parseTrustedProxy('none'))).toBe(undefined);
  });
});

describe('a number of proxies', () => {
  const one = parseTrustedProxy('1');
  const two = parseTrustedProxy('2');

  it('takes the address the outermost proxy saw', () => {
    expect(clientAddress('10.0.0.2', '198.51.100.1', one)).toBe('198.51.100.1');
    // What the client wrote itself stays left of it and is never read.
    expect(clientAddress('10.0.0.2', '6.6.6.6, 198.51.100.1', one)).toBe('198.51.100.1');
    expect(clientAddress('10.0.0.2', '6.6.6.6, 198.51.100.1, 10.0.0.9', two)).toBe('198.51.100.1');
    expect(clientAddress('::ffff:10.0.0.2', ' 2001:db8::5 ', one)).toBe('2001:db8::5');
  });

  it('falls back to the peer when the header is missing, short or garbage', () => {
    expect(clientAddress('10.0.0.2', undefined, one)).toBe('10.0.0.2');
    expect(clientAddress('10.0.0.2', '198.51.100.1', two)).toBe('10.0.0.2');
    expect(clientAddress('10.0.0.2', 'not-an-address', one)).toBe('10.0.0.2');
    expect(clientAddress('10.0.0.2', ',,', one)).toBe('10.0.0.2');
  });
});

describe('a list of proxies', () => {
  const proxies = parseTrustedProxy('10.0.0.0/8, 192.0.2.1, fd00::/8');

  it('walks from the peer leftwards to the first address that is not a proxy', () => {
    expect(clientAddress('10.1.2.3', '198.51.100.1', proxies)).toBe('198.51.100.1');
    expect(clientAddress('10.1.2.3', '6.6.6.6, 198.51.100.1, 192.0.2.1', proxies)).toBe(
      '198.51.100.1',
    );
    expect(clientAddress('fd00::1', '2001:db8::5', proxies)).toBe('2001:db8::5');
    expect(clientAddress('::ffff:10.1.2.3', '198.51.100.1', proxies)).toBe('198.51.100.1');
  });

  it('ignores the header when the peer is not a proxy: a client cannot pick its address', () => {
    expect(clientAddress('198.51.100.1', '10.9.9.9, 1.2.3.4', proxies)).toBe('198.51.100.1');
  });

  it('stops at the last proxy when the entry before it is garbage or missing', () => {
    expect(clientAddress('10.1.2.3', 'garbage', proxies)).toBe('10.1.2.3');
    expect(clientAddress('10.1.2.3', undefined, proxies)).toBe('10.1.2.3');
    expect(clientAddress('10.1.2.3', 'garbage, 192.0.2.1', proxies)).toBe('192.0.2.1');
  });

  it('gives the leftmost address when every hop is a proxy', () => {
    expect(clientAddress('10.1.2.3', '10.4.5.6', proxies)).toBe('10.4.5.6');
  });
});

describe('parseTrustedProxy', () => {
  it.each([
    ['0', /from 1 to 10/],
    ['11', /from 1 to 10/],
    ['load-balancer', /neither an IP address/],
    ['10.0.0.0/33', /invalid prefix/],
    ['fd00::/129', /invalid prefix/],
    ['10.0.0.0/x', /invalid prefix/],
    ['10.0.0.1,', /neither an IP address/],
  ])('refuses %j', (spec, message) => {
    expect(() => parseTrustedProxy(spec)).toThrow(message);
  });
});
