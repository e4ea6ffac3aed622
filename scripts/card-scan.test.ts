import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cardNumbersIn, scan, spellings } from './card-scan.ts';

const dir = mkdtempSync(join(tmpdir(), 'scan-'));
afterEach(() => rmSync(join(dir, 'x'), { force: true }));

describe('scan-card-data', () => {
  it('finds a card number whole or grouped, in text or binary files', () => {
    writeFileSync(
      join(dir, 'x'),
      Buffer.concat([Buffer.from([0, 1, 2]), Buffer.from('pan=4000 0000 0000 0002;')]),
    );
    expect(scan([dir]).map((f) => f.pan)).toEqual(['4000 0000 0000 0002']);
  });

  it('finds nothing in a clean file', () => {
    writeFileSync(join(dir, 'x'), 'POST /v1/tokens 200 1.2ms last4=1111');
    expect(scan([dir])).toEqual([]);
  });

  it('spells Amex numbers 4-6-5', () => {
    expect(spellings('378282246310005')).toContain('3782 822463 10005');
  });
});

describe('cardNumbersIn', () => {
  it('finds a number whole, grouped, percent- or form-encoded', () => {
    expect(cardNumbersIn('{"pan":"5555555555554444"}')).toEqual(['5555555555554444']);
    expect(cardNumbersIn('/thanks?card=4000%200000%200000%200002')).toEqual([
      '4000 0000 0000 0002',
    ]);
    expect(cardNumbersIn('/thanks?card=3782+822463+10005')).toEqual(['3782 822463 10005']);
    expect(cardNumbersIn('last=4111%201111%201111%201111%ZZ')).toEqual(['4111 1111 1111 1111']);
  });

  it('finds nothing in what the browser parts legitimately keep', () => {
    expect(cardNumbersIn('xpay.locale.ord_1=nl-BE')).toEqual([]);
    expect(cardNumbersIn('https://shop.example/return?order_id=ord_4111&project_id=p')).toEqual([]);
    expect(cardNumbersIn('card ending in 1111, vt_411111111111')).toEqual([]);
  });
});
