import { describe, expect, it } from 'vitest';
import { describeProperty } from './property-descriptions.ts';

describe('describeProperty', () => {
  it('describes a nested path by its generic form, indices dropped', () => {
    expect(describeProperty('transactions[2].payment_method')).toMatch(/payment method/i);
    expect(describeProperty('order_lines[0].quantity')).toMatch(/positive integer/);
  });

  it('falls back to the last name, and prefers the specific entry over it', () => {
    expect(describeProperty('refund.amount')).toMatch(/minor units/);
    expect(describeProperty('customer.locale')).toBe('Language of the customer');
    expect(describeProperty('locale')).toMatch(/hosted page/);
  });

  it('has nothing for unknown names, inherited keys or no path', () => {
    expect(describeProperty('no_such_field')).toBeUndefined();
    expect(describeProperty('constructor')).toBeUndefined();
    expect(describeProperty('toString')).toBeUndefined();
    expect(describeProperty(undefined)).toBeUndefined();
  });
});
