import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { scan, spellings } from './card-scan.ts';

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
