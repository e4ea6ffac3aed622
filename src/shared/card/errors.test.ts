import { describe, expect, it } from 'vitest';
import { CARD_ERROR_CODES } from './errors.ts';

describe('CARD_ERROR_CODES', () => {
  it('holds unique card.<field>.<camelCase> codes', () => {
    expect(new Set(CARD_ERROR_CODES).size).toBe(CARD_ERROR_CODES.length);
    for (const code of CARD_ERROR_CODES) {
      expect(code).toMatch(/^card\.(number|expiry|cvc)\.[a-z][a-zA-Z]*$/);
    }
  });
});
