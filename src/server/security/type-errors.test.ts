import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { createOrderRequestSchema } from '../../shared/api/index.ts';
import { ServiceError } from '../lib/errors.ts';
import { parseOrThrow } from '../lib/validate.ts';

/** The 400 parseOrThrow answers for `value`: its message and property path. */
function refusal(schema: z.ZodMiniType, value: unknown) {
  try {
    parseOrThrow(schema, value);
  } catch (err) {
    if (err instanceof ServiceError) return { value: err.value, path: err.propertyPath };
  }
  throw new Error('accepted');
}

describe('parseOrThrow: type errors are named as type errors', () => {
  it.each([
    ['"1995"', '1995', 'amount must be an integer (got a string)'],
    ['12.5', 12.5, 'amount must be an integer (got a fraction)'],
    ['null', null, 'amount must be an integer (got null)'],
    ['true', true, 'amount must be an integer (got a boolean)'],
    ['[]', [], 'amount must be an integer (got an array)'],
    ['{}', {}, 'amount must be an integer (got an object)'],
  ])('"amount": %s says what amount must be', (_, amount, message) => {
    expect(refusal(createOrderRequestSchema, { currency: 'EUR', amount })).toEqual({
      value: message,
      path: 'amount',
    });
  });

  it('still says "required" for a field that is absent, at any depth', () => {
    expect(refusal(createOrderRequestSchema, { currency: 'EUR' })).toEqual({
      value: 'amount is required',
      path: 'amount',
    });
    expect(
      refusal(createOrderRequestSchema, { currency: 'EUR', amount: 1, transactions: [{}] }),
    ).toEqual({
      value: 'transactions[0].payment_method is required',
      path: 'transactions[0].payment_method',
    });
  });

  it('names the type of a nested field sent with the wrong type', () => {
    expect(
      refusal(createOrderRequestSchema, {
        currency: 'EUR',
        amount: 1,
        transactions: [{ payment_method: 5 }],
      }),
    ).toEqual({
      value: 'transactions[0].payment_method must be a string (got a number)',
      path: 'transactions[0].payment_method',
    });
    expect(
      refusal(createOrderRequestSchema, { currency: 'EUR', amount: 1, transactions: 'x' }),
    ).toEqual({ value: 'transactions must be an array (got a string)', path: 'transactions' });
  });

  it('answers a body of the wrong type as a type error of the body', () => {
    expect(refusal(createOrderRequestSchema, [1])).toEqual({
      value: 'body must be an object (got an array)',
      path: undefined,
    });
  });

  it('never repeats the submitted value', () => {
    const pan = '4111111111111111';
    expect(
      JSON.stringify(refusal(createOrderRequestSchema, { currency: 'EUR', amount: pan })),
    ).not.toContain(pan);
  });
});
