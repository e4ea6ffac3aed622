import { describe, expect, it } from 'vitest';
import { readParams } from './params.ts';

describe('readParams', () => {
  it('shows en-GB, every screen, phone width and marks by default', () => {
    expect(readParams('')).toEqual({
      locales: ['en-GB'],
      choice: 'en-GB',
      surface: 'all',
      screen: null,
      width: 375,
      hidden: false,
      marks: true,
      keys: false,
    });
  });

  it('shows the eight locales side by side', () => {
    expect(readParams('?locale=all').locales).toEqual([
      'en-GB',
      'de-DE',
      'nl-NL',
      'nl-BE',
      'fr-BE',
      'sv-SE',
      'no-NO',
      'da-DK',
    ]);
  });

  it('takes the pseudo-locale, a surface, a screen, a width and the toggles', () => {
    expect(
      readParams(
        '?locale=pseudo&surface=frame&screen=frame-amex&width=320&hidden=1&marks=0&keys=1',
      ),
    ).toMatchObject({
      locales: ['pseudo'],
      surface: 'frame',
      screen: 'frame-amex',
      width: 320,
      hidden: true,
      marks: false,
      keys: true,
    });
  });

  it('falls back for what it does not know', () => {
    expect(readParams('?locale=xx&surface=x&width=1000&screen=<b>')).toMatchObject({
      locales: ['en-GB'],
      surface: 'all',
      screen: 'b',
      width: 375,
    });
  });
});
