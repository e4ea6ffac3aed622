/**
 * The request log: one line per request that a client cannot split or forge (control characters
 * are escaped), and no card number in it, however the digits are separated or encoded.
 */
import { describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { manualClock } from '../lib/clock.ts';
import { sequentialIds } from '../lib/ids.ts';
import { escapeControl, redactCardNumbers } from '../lib/redact.ts';
import { seedProjects } from '../seed.ts';
import { TEST_KEYS, TEST_URLS } from '../test-app.ts';
import { openTestStore } from '../test-store.ts';

async function loggedApp() {
  const store = await openTestStore();
  await seedProjects(store, TEST_KEYS);
  const lines: string[] = [];
  const { app } = createApp({
    store,
    clock: manualClock(),
    ids: sequentialIds(),
    urls: TEST_URLS,
    log: (line) => lines.push(line),
  });
  return { app, lines };
}

/** Every digit of a line, with percent-encoded digits decoded (however often they were encoded). */
const digitsOf = (line: string) => line.replace(/%(?:25)*3(\d)/gi, '$1').replace(/[^\p{Nd}]/gu, '');

const PAN = '4111111111111111';

describe('request log', () => {
  it.each([
    ['CR/LF', '/v1/orders/x%0D%0AGET%20/v1/forged%20200%200.1ms'],
    ['LF only', '/v1/orders/x%0Aforged'],
    ['NUL and escape codes', '/v1/orders/x%00%1B[2J%7F'],
    ['Unicode line separators', '/v1/orders/x%E2%80%A8forged%E2%80%A9y'],
    ['C1 next-line', '/v1/orders/x%C2%85forged'],
  ])('writes one line per request whatever the path holds (%s)', async (_, path) => {
    const { app, lines } = await loggedApp();
    await app.request(path);
    expect(lines).toHaveLength(1);
    const [line = ''] = lines;
    // eslint-disable-next-line no-control-regex -- asserting that no control character is left
    expect(line).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/);
    expect(line).toMatch(/^GET \/v1\/orders\/x.* 40\d \d+\.\dms$/);
  });

  it.each([
    ['dots', '4111.1111.1111.1111', PAN],
    ['underscores', '4111_1111_1111_1111', PAN],
    ['dashes', '4111-1111-1111-1111', PAN],
    ['encoded spaces', '4111%201111%201111%201111', PAN],
    ['plus signs', '4111+1111+1111+1111', PAN],
    ['slashes', '4111/1111/1111/1111', PAN],
    ['mixed and doubled', '4111.-1111__1111%20%201111', PAN],
    ['percent-encoded digits', '%34%31%31%31%31%31%31%31%31%31%31%31%31%31%31%31', PAN],
    ['double-encoded digits and spaces', '4111%25201111%25201111%2520%2531%2531%2531%2531', PAN],
    ['Amex grouping', '3782-822463-10005', '378282246310005'],
    ['19 digits', '6759.6498.2643.8453.123', '6759649826438453123'],
    ['a card inside a longer run', '999941111111111111119999', PAN],
    ['no separators', PAN, PAN],
  ])('masks a card number separated by %s', async (_, spelled, digits) => {
    const { app, lines } = await loggedApp();
    await app.request(`/v1/orders/${spelled}/`);
    await app.request(`/sandbox/bank/${spelled}`);
    expect(lines).toHaveLength(2);
    for (const line of lines) {
      expect(line).toContain('[redacted]');
      expect(digitsOf(line)).not.toContain(digits.slice(0, 13));
    }
  });

  it('keeps short numbers, ids and timings readable', async () => {
    const { app, lines } = await loggedApp();
    await app.request('/v1/orders/ord_000123/transactions/tx_42/');
    expect(lines[0]).toMatch(/^GET \/v1\/orders\/ord_000123\/transactions\/tx_42\/? 40\d /);
  });

  it('masks the capability key of the public checkout endpoints', async () => {
    const { app, lines } = await loggedApp();
    await app.request('/v1/checkout/ck_secretsecretsecret');
    expect(lines[0]).toMatch(/^GET \/v1\/checkout\/:key 404 /);
  });
});

describe('redactCardNumbers and escapeControl', () => {
  it('masks 13 or more digits however they are separated, and nothing shorter', () => {
    expect(redactCardNumbers('pan 4111 1111 1111 1111 end')).toBe('pan [redacted] end');
    expect(redactCardNumbers('a=4111\t1111\u00a01111\u20031111')).toBe('a=[redacted]');
    expect(redactCardNumbers('\uff14\uff11\uff11\uff11'.repeat(4))).toBe('[redacted]');
    expect(redactCardNumbers('order 123456789012 at 2026-01-15T10:00:00Z')).toBe(
      'order 123456789012 at 2026-01-15T10:00:00Z',
    );
  });

  it('escapes every control character and backslash, so a line stays one line', () => {
    expect(escapeControl('a\r\nb\tc\\d\u0085e\u2028f\u202eg')).toBe(
      'a\\r\\nb\\tc\\\\d\\x85e\\u2028f\\u202eg',
    );
  });
});
