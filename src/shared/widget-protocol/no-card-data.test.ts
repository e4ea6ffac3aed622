/**
 * The PCI rule of the protocol: no message bound for the merchant page may
 * carry a card number or CVC, by field name or by value.
 */
import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { VALID_FRAME_EVENTS } from './fixtures.ts';
import { frameEventSchemas } from './messages.ts';

const CARD_FIELD = /pan|cvc|cvv|csc|card_?number|^number$|security_?code|expir/i;

/** Every key of an object schema, nested objects and arrays included. */
function schemaKeys(schema: z.ZodMiniType, prefix = ''): string[] {
  const def = (schema as unknown as { _zod: { def: Record<string, unknown> } })._zod.def;
  if (def['type'] === 'object') {
    const shape = def['shape'] as Record<string, z.ZodMiniType>;
    return Object.entries(shape).flatMap(([key, inner]) => [
      `${prefix}${key}`,
      ...schemaKeys(inner, `${prefix}${key}.`),
    ]);
  }
  const inner = (def['innerType'] ?? def['element']) as z.ZodMiniType | undefined;
  return inner ? schemaKeys(inner, prefix) : [];
}

/** Every string and number inside a value. */
const leaves = (value: unknown): string[] =>
  value !== null && typeof value === 'object'
    ? Object.entries(value).flatMap(([k, v]) => [k, ...leaves(v)])
    : [String(value)];

/** A run of 12 or more digits, allowing the separators people type between groups. */
const looksLikeCardNumber = (text: string) =>
  /\d{12,}/.test(text.replace(/[\s.\-\u2010-\u2015]/g, ''));

describe('messages to the parent', () => {
  it('have no schema field that could hold card data', () => {
    for (const [type, schema] of Object.entries(frameEventSchemas)) {
      const keys = schemaKeys(schema);
      expect(keys.length, type).toBeGreaterThan(0);
      expect(
        keys.filter((key) => CARD_FIELD.test(key.split('.').pop() ?? '')),
        type,
      ).toEqual([]);
    }
  });

  it('have no fixture value that looks like a card number', () => {
    for (const [type, event] of Object.entries(VALID_FRAME_EVENTS)) {
      expect(leaves(event).filter(looksLikeCardNumber), type).toEqual([]);
    }
  });

  it('the value check does catch card numbers, grouped or not', () => {
    expect(looksLikeCardNumber('4111111111111111')).toBe(true);
    expect(looksLikeCardNumber('4111 1111 1111 1111')).toBe(true);
    expect(looksLikeCardNumber('3782-822463-10005')).toBe(true);
    expect(looksLikeCardNumber('1111')).toBe(false);
  });

  it('the field check does catch card fields', () => {
    for (const key of ['pan', 'cvc', 'cardNumber', 'card_number', 'number', 'cvv', 'expiry_date'])
      expect(CARD_FIELD.test(key), key).toBe(true);
  });
});
