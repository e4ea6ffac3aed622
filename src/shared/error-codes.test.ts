import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { REASON_CODES, isReasonCode, knownReason, reasonTextKey } from './error-codes.ts';
import { SUPPORTED_LOCALES } from './locales.ts';

const checkout = (locale: string) =>
  JSON.parse(
    readFileSync(new URL(`../../locales/${locale}/checkout.json`, import.meta.url), 'utf8'),
  ) as Record<string, Record<string, string> | undefined>;

describe('reason codes', () => {
  it('are stable dotted lower-case codes, each once', () => {
    for (const code of REASON_CODES) expect(code).toMatch(/^[a-z0-9]+(\.[a-z0-9_]+)+$/);
    expect(new Set(REASON_CODES).size).toBe(REASON_CODES.length);
  });

  it('map to camelCase text keys, one per code', () => {
    expect(reasonTextKey('card.declined')).toBe('reasons.cardDeclined');
    expect(reasonTextKey('card.declined.insufficient_funds')).toBe(
      'reasons.cardDeclinedInsufficientFunds',
    );
    expect(reasonTextKey('card.3ds.failed')).toBe('reasons.card3dsFailed');
    expect(new Set(REASON_CODES.map((c) => reasonTextKey(c))).size).toBe(REASON_CODES.length);
  });

  it('fall back to the nearest known parent, then to the fallback', () => {
    expect(knownReason('card.declined.stolen', 'payment.failed')).toBe('card.declined');
    expect(knownReason('card.3ds.timeout.x', 'card.declined')).toBe('card.declined');
    expect(knownReason('nonsense', 'payment.failed')).toBe('payment.failed');
    expect(knownReason(null, 'card.declined')).toBe('card.declined');
    expect(reasonTextKey(undefined)).toBe('reasons.cardDeclined');
    expect(isReasonCode('card.declined.expired')).toBe(true);
    expect(isReasonCode('card')).toBe(false);
  });

  it('have a text for the hosted page in every locale (nl-BE through nl-NL)', () => {
    for (const locale of SUPPORTED_LOCALES) {
      const chain = locale === 'nl-BE' ? ['nl-BE', 'nl-NL'] : [locale];
      for (const code of REASON_CODES.filter((c) => c.startsWith('card.'))) {
        const name = reasonTextKey(code).split('.')[1] ?? '';
        const text = chain.map((l) => checkout(l).reasons?.[name]).find(Boolean);
        expect(text, `${locale} ${code}`).toMatch(/\S/);
      }
    }
  });
});

describe('the error catalogue', () => {
  it('has each code once per list, and every request code among the widget codes', async () => {
    const { REQUEST_ERROR_CODES, SERVICE_ERROR_CODES, WIDGET_ERROR_CODES, isServiceErrorCode } =
      await import('./error-codes.ts');
    for (const list of [REQUEST_ERROR_CODES, SERVICE_ERROR_CODES, WIDGET_ERROR_CODES]) {
      expect(new Set(list).size).toBe(list.length);
      for (const code of list) expect(code).toMatch(/^[a-z]+([.-][a-zA-Z0-9]+)*$/);
    }
    for (const code of REQUEST_ERROR_CODES) expect(WIDGET_ERROR_CODES).toContain(code);
    expect(isServiceErrorCode('card.expiry.past')).toBe(true);
    expect(isServiceErrorCode('card.declined')).toBe(false);
  });
});
