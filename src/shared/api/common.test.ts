import { describe, expect, it } from 'vitest';
import {
  amountSchema,
  balanceSchema,
  currencySchema,
  durationSchema,
  httpUrlSchema,
  idSchema,
  isHttpUrl,
  localeSchema,
  SUPPORTED_LOCALES,
  timestampSchema,
} from './common.ts';

const ok = (schema: { safeParse(value: unknown): { success: boolean } }, value: unknown) =>
  schema.safeParse(value).success;

describe('amounts', () => {
  it('accepts positive integers in minor units up to the safe maximum', () => {
    for (const value of [1, 995, Number.MAX_SAFE_INTEGER])
      expect(ok(amountSchema, value)).toBe(true);
  });

  it.each([0, -1, 9.5, '100', Number.MAX_SAFE_INTEGER + 1, Number.NaN, Infinity, null])(
    'rejects amount %j',
    (value) => {
      expect(ok(amountSchema, value)).toBe(false);
    },
  );

  it('allows a zero balance but not a negative one', () => {
    expect(ok(balanceSchema, 0)).toBe(true);
    expect(ok(balanceSchema, -1)).toBe(false);
  });
});

describe('currency codes', () => {
  it.each(['EUR', 'GBP', 'USD', 'SEK'])('accepts %s', (code) => {
    expect(ok(currencySchema, code)).toBe(true);
  });

  it.each(['eur', 'Eur', 'EURO', 'EU', '978', ' EUR'])('rejects %j', (code) => {
    expect(ok(currencySchema, code)).toBe(false);
  });
});

describe('ISO 8601 durations', () => {
  it.each(['PT30M', 'PT1H', 'P1D', 'P30D', 'P2W', 'P1Y2M3DT4H5M6S', 'PT0.5S', 'P0Y0M0DT0H15M0S'])(
    'accepts %s',
    (value) => {
      expect(ok(durationSchema, value)).toBe(true);
    },
  );

  it.each(['thirty minutes', 'P', 'PT', '30M', 'PT30', 'P1H', 'pt30m', 'PT-5M', ''])(
    'rejects %j',
    (value) => {
      expect(ok(durationSchema, value)).toBe(false);
    },
  );
});

describe('http(s) URLs', () => {
  it.each(['https://shop.example/return', 'http://localhost:3000/done?x=1#y', 'HTTPS://A.EXAMPLE'])(
    'accepts %s',
    (url) => {
      expect(isHttpUrl(url)).toBe(true);
      expect(ok(httpUrlSchema, url)).toBe(true);
    },
  );

  it.each([
    'javascript:alert(1)',
    'JavaScript://%0aalert(1)',
    'data:text/html,<script>1</script>',
    'ftp://shop.example/file',
    '//shop.example/return',
    '/checkout/return',
    'https://',
    '',
  ])('rejects %j', (url) => {
    expect(isHttpUrl(url)).toBe(false);
    expect(ok(httpUrlSchema, url)).toBe(false);
  });

  it('rejects URLs longer than 2048 characters', () => {
    expect(ok(httpUrlSchema, `https://shop.example/${'a'.repeat(2048)}`)).toBe(false);
  });
});

describe('locales, timestamps and ids', () => {
  it('speaks exactly the eight locales of the interface', () => {
    expect([...SUPPORTED_LOCALES].sort()).toEqual(
      ['da-DK', 'de-DE', 'en-GB', 'fr-BE', 'nl-BE', 'nl-NL', 'no-NO', 'sv-SE'].sort(),
    );
    expect(ok(localeSchema, 'en-US')).toBe(false);
    expect(ok(localeSchema, 'nl_NL')).toBe(false);
  });

  it('accepts timestamps with an offset or Z only', () => {
    expect(ok(timestampSchema, '2025-01-15T10:00:00.000000+00:00')).toBe(true);
    expect(ok(timestampSchema, '2025-01-15T10:00:00Z')).toBe(true);
    expect(ok(timestampSchema, '2025-01-15')).toBe(false);
  });

  it('rejects empty and overlong ids', () => {
    expect(ok(idSchema, '')).toBe(false);
    expect(ok(idSchema, 'x'.repeat(101))).toBe(false);
    expect(ok(idSchema, 'o_1')).toBe(true);
  });
});
