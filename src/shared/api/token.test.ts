import { describe, expect, it } from 'vitest';
import { tokenRequest, tokenResult } from './fixtures.ts';
import { issuePaths } from './test-utils.ts';
import { tokenRequestSchema, tokenResultSchema } from './token.ts';

describe('POST /v1/tokens/ body', () => {
  it('accepts a card number, MMYY expiry and setup token', () => {
    expect(tokenRequestSchema.parse(tokenRequest)).toEqual(tokenRequest);
  });

  it.each(['4111111111111111', '378282246310005', '6703444444444449', '4000000000000000000'])(
    'accepts pan %s',
    (pan) => {
      expect(tokenRequestSchema.safeParse({ ...tokenRequest, pan }).success).toBe(true);
    },
  );

  it.each([
    ['pan', '4111abcd11111111'],
    ['pan', '4111 1111 1111 1111'],
    ['pan', '41111111111'],
    ['pan', '41111111111111111111'],
    ['pan', 4111111111111111],
    ['expiry_date', '1330'],
    ['expiry_date', '0030'],
    ['expiry_date', '12/30'],
    ['expiry_date', '123'],
    ['expiry_date', '202512'],
    ['setup_token', ''],
  ])('rejects %s %j', (field, value) => {
    expect(issuePaths(tokenRequestSchema, { ...tokenRequest, [field]: value })).toEqual([[field]]);
  });

  it.each(['pan', 'expiry_date', 'setup_token'])('requires %s', (field) => {
    const body: Record<string, unknown> = { ...tokenRequest };
    delete body[field];
    expect(issuePaths(tokenRequestSchema, body)).toEqual([[field]]);
  });

  it('rejects extra card data such as the CVC', () => {
    const result = tokenRequestSchema.safeParse({ ...tokenRequest, cvc: '123' });
    expect(result.error?.issues[0]).toMatchObject({ code: 'unrecognized_keys', keys: ['cvc'] });
  });
});

describe('token result', () => {
  it('carries the vault token', () => {
    expect(tokenResultSchema.parse(tokenResult).vault_token).toBe(tokenResult.vault_token);
  });

  it('requires a string vault_token', () => {
    expect(issuePaths(tokenResultSchema, {})).toEqual([['vault_token']]);
    expect(issuePaths(tokenResultSchema, { vault_token: 1 })).toEqual([['vault_token']]);
  });
});
