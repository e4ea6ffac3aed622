import { describe, expect, it } from 'vitest';
import { cardTransactionCompleted, cardTransactionNew, VAULT_TOKEN } from './fixtures.ts';
import { issuePaths } from './test-utils.ts';
import {
  paymentMethodDetailsRequestSchema,
  transactionRequestSchema,
  transactionSchema,
} from './transaction.ts';

describe('transaction in a create-order request', () => {
  it('needs only payment_method', () => {
    expect(transactionRequestSchema.parse({ payment_method: 'ideal' })).toEqual({
      payment_method: 'ideal',
    });
  });

  it.each([
    ['a setup-token request', { setup_token: true }],
    ['a one-click charge', { vault_token: VAULT_TOKEN, one_click_type: 'one-click', cvc: '1234' }],
    ['a first recurring payment', { recurring_type: 'first', schedule_type: 'scheduled' }],
    ['3-D Secure preferences', { attempt_3dsecure: true, require_3dsecure: false }],
  ])('accepts payment_method_details for %s', (_name, details) => {
    const body = { payment_method: 'credit-card', payment_method_details: details };
    expect(transactionRequestSchema.safeParse(body).success).toBe(true);
  });

  it.each([
    ['payment_method', ''],
    ['capture_mode', 'instant'],
    ['expiration_period', '30m'],
    ['amount', 0],
    ['currency', 'eur'],
  ])('rejects %s %j', (field, value) => {
    const body = { payment_method: 'credit-card', [field]: value };
    expect(issuePaths(transactionRequestSchema, body)).toEqual([[field]]);
  });

  it.each([
    ['cvc', '12'],
    ['cvc', '12345'],
    ['vault_token', ''],
    ['setup_token', 'true'],
    ['recurring_type', 'monthly'],
  ])('rejects payment_method_details.%s %j', (key, value) => {
    expect(issuePaths(paymentMethodDetailsRequestSchema, { [key]: value })).toEqual([[key]]);
  });

  it('rejects card data in payment_method_details', () => {
    const details = { pan: '4111111111111111', card_expiry: '1230' };
    const result = paymentMethodDetailsRequestSchema.safeParse(details);
    expect(result.error?.issues[0]).toMatchObject({ code: 'unrecognized_keys' });
  });
});

describe('transaction response', () => {
  it('parses a new card transaction with its payment_url and setup token', () => {
    const transaction = transactionSchema.parse(cardTransactionNew);
    expect(transaction.payment_url).toBe(cardTransactionNew.payment_url);
    expect(transaction.payment_method_details?.setup_token).toMatch(/^st_/);
  });

  it('parses outcomes and card details of a completed transaction', () => {
    const transaction = transactionSchema.parse(cardTransactionCompleted);
    expect(transaction.outcomes?.fraud_prevention).toEqual({
      status: 'accepted',
      score: 12,
      reason: 'low risk',
    });
    expect(transaction.payment_method_details?.truncated_pan).toBe('1111');
    expect(transaction.msc_calculation_type).toBe('blended');
  });

  it('keeps method-specific payment_method_details it does not list', () => {
    const transaction = transactionSchema.parse({
      ...cardTransactionNew,
      payment_method: 'ideal',
      payment_method_details: { consumer_iban: 'NL91ABNA0417164300', issuer_id: 'INGBNL2A' },
    });
    expect(transaction.payment_method_details).toMatchObject({
      consumer_iban: 'NL91ABNA0417164300',
    });
  });

  it.each([
    [
      'outcomes',
      { fraud_prevention: { score: 'high' } },
      ['outcomes', 'fraud_prevention', 'score'],
    ],
    ['is_capturable', 'yes', ['is_capturable']],
    ['msc_amount', 1.5, ['msc_amount']],
    [
      'payment_method_details',
      { attempt_3dsecure: 'true' },
      ['payment_method_details', 'attempt_3dsecure'],
    ],
  ])('rejects a wrongly typed %s', (field, value, path) => {
    expect(issuePaths(transactionSchema, { ...cardTransactionNew, [field]: value })).toEqual([
      path,
    ]);
  });

  it.each(['id', 'payment_method', 'status'])('requires %s', (field) => {
    const transaction: Record<string, unknown> = { ...cardTransactionNew };
    delete transaction[field];
    expect(issuePaths(transactionSchema, transaction)).toEqual([[field]]);
  });
});
