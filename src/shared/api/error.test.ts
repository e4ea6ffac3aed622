import { describe, expect, it } from 'vitest';
import { ERROR_TYPES, errorBodySchema } from './error.ts';
import { errorBody } from './fixtures.ts';
import { issuePaths } from './test-utils.ts';

describe('error body', () => {
  it('parses a 400 with the offending property', () => {
    expect(errorBodySchema.parse(errorBody)).toEqual(errorBody);
  });

  it('parses an error without property fields', () => {
    const body = { error: { status: 404, type: 'NotFound', value: 'Order not found' } };
    expect(errorBodySchema.safeParse(body).success).toBe(true);
  });

  it.each([
    [{}, ['error']],
    [{ error: { ...errorBody.error, status: '400' } }, ['error', 'status']],
    [{ error: { ...errorBody.error, status: 400.5 } }, ['error', 'status']],
    [{ error: { status: 400, value: 'x' } }, ['error', 'type']],
    [{ error: { status: 400, type: 'ValidationError' } }, ['error', 'value']],
    [{ error: { ...errorBody.error, property_path: ['currency'] } }, ['error', 'property_path']],
  ])('rejects %j', (body, path) => {
    expect(issuePaths(errorBodySchema, body)).toEqual([path]);
  });

  it('lists each error type once', () => {
    expect(new Set(ERROR_TYPES).size).toBe(ERROR_TYPES.length);
    expect(ERROR_TYPES).toContain('ValidationError');
    expect(ERROR_TYPES).toContain('PreconditionFailed');
  });
});
