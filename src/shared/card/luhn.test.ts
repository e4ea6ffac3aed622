import { describe, expect, it } from 'vitest';
import { luhnValid } from './luhn.ts';

const VALID = [
  '4111111111111111',
  '4000000000000002',
  '5555555555554444',
  '2223003122003222',
  '378282246310005',
  '6759649826438453',
  '6703444444444449',
  '5019717010103742',
  '4571000000000001',
];

describe('luhnValid', () => {
  it.each(VALID)('accepts the test card %s', (pan) => {
    expect(luhnValid(pan)).toBe(true);
  });

  it('rejects a wrong check digit', () => {
    expect(luhnValid('4111111111111112')).toBe(false);
    expect(luhnValid('378282246310006')).toBe(false);
  });

  it('catches every single-digit typo', () => {
    const pan = '5019717010103742';
    for (let i = 0; i < pan.length; i++) {
      for (let d = 0; d <= 9; d++) {
        const typo = pan.slice(0, i) + String(d) + pan.slice(i + 1);
        if (typo !== pan) expect(luhnValid(typo)).toBe(false);
      }
    }
  });

  it('passes all-zero strings of any length: the checksum alone cannot catch them', () => {
    // Length rules live in brands.ts and validateCard, which refuse these (see validate.test.ts).
    expect(luhnValid('0')).toBe(true);
    expect(luhnValid('000')).toBe(true);
    expect(luhnValid('0'.repeat(16))).toBe(true);
  });

  it('rejects the empty string and anything that is not plain ASCII digits', () => {
    const inputs = ['', ' ', '4111 1111 1111 1111', '4111-1111-1111-1111', 'abcd', '٤١١١'];
    for (const input of inputs) {
      expect(luhnValid(input)).toBe(false);
    }
  });
});
