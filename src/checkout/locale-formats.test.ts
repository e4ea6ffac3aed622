/**
 * Formats proven per locale: what a customer reads on the hosted page and in the card frame, with
 * the functions the pages use (formatAmount / formatMinor for amounts in the currency's minor
 * units, formatDeadline for "pay before", the card.json expiry hint). The expected strings are
 * written out per locale as a native reader would expect them, and are exactly what Node 20's ICU
 * (ICU 78, CLDR 48) produces. Where CLDR and everyday usage differ, a comment says so: the page
 * follows CLDR. Chromium ships its own ICU; e2e/review.spec.ts checks that it agrees on euros.
 */
import { describe, expect, it } from 'vitest';
import { createTranslator, type Messages } from '../shared/i18n/translate.ts';
import { formatMinor } from '../shared/money.ts';
import { fallbackChain, type Locale } from '../shared/locales.ts';
import { formatAmount, formatDeadline } from './format.ts';

/** No-break space (U+00A0): between amount and symbol, and the Nordic thousands separator. */
const NBSP = '\u00a0';
/** Narrow no-break space (U+202F): the French thousands separator. */
const NNBSP = '\u202f';

const cardFiles = import.meta.glob<Messages>('../../locales/*/card.json', {
  eager: true,
  import: 'default',
});
const cardT = (locale: Locale) =>
  createTranslator(
    locale,
    fallbackChain(locale).map((l) => cardFiles[`../../locales/${l}/card.json`] ?? {}),
  );

type Expected = {
  /** 1000 minor units of EUR. */
  eur10: string;
  /** 123456 minor units of EUR: thousands and decimal separators. */
  eur: string;
  /** The local currency: 129900 minor units of a crown (1 299.00), 123456 of GBP or EUR. */
  home: [currency: string, text: string];
  /** 1000 minor units of the local currency (GBP for en-GB). */
  home10: string;
  /** 123456 minor units of JPY: no decimals, 123 456 yen. */
  jpy: string;
  /** 1234567 minor units of KWD: three decimals, 1 234.567 dinar. */
  kwd: string;
  /** "Pay before" later today (time only), and on another day (date, time). */
  today: string;
  otherDay: [date: string, time: string];
  /** The card expiry hint. */
  expiry: string;
};

const EXPECTED: Record<Locale, Expected> = {
  'en-GB': {
    eur10: '€10.00',
    eur: '€1,234.56',
    home: ['GBP', '£1,234.56'],
    home10: '£10.00',
    // CLDR writes JP¥ in English, to tell the yen from the yuan (CN¥).
    jpy: 'JP¥123,456',
    kwd: `KWD${NBSP}1,234.567`,
    today: '14:35',
    otherDay: ['4 Feb 2026', '09:05'],
    expiry: 'MM/YY',
  },
  'de-DE': {
    eur10: `10,00${NBSP}€`,
    eur: `1.234,56${NBSP}€`,
    home: ['EUR', `1.234,56${NBSP}€`],
    home10: `10,00${NBSP}€`,
    jpy: `123.456${NBSP}¥`,
    kwd: `1.234,567${NBSP}KWD`,
    today: '14:35',
    otherDay: ['04.02.2026', '09:05'],
    expiry: 'MM/JJ',
  },
  'nl-NL': {
    eur10: `€${NBSP}10,00`,
    eur: `€${NBSP}1.234,56`,
    home: ['EUR', `€${NBSP}1.234,56`],
    home10: `€${NBSP}10,00`,
    jpy: `JP¥${NBSP}123.456`,
    kwd: `KWD${NBSP}1.234,567`,
    today: '14:35',
    otherDay: ['4 feb 2026', '09:05'],
    expiry: 'MM/JJ',
  },
  'nl-BE': {
    // CLDR writes Belgian Dutch like the Netherlands: "€ 10,00". Flemish shops also print
    // "10,00 €"; both read naturally, and "€ 10,00" is what the page shows.
    eur10: `€${NBSP}10,00`,
    eur: `€${NBSP}1.234,56`,
    home: ['EUR', `€${NBSP}1.234,56`],
    home10: `€${NBSP}10,00`,
    jpy: `JP¥${NBSP}123.456`,
    kwd: `KWD${NBSP}1.234,567`,
    today: '14:35',
    otherDay: ['4 feb 2026', '09:05'],
    expiry: 'MM/JJ',
  },
  'fr-BE': {
    // CLDR groups thousands with a narrow no-break space, the French typographic norm; Belgian
    // French everyday usage often writes "1.234,56 €" instead. The page follows CLDR.
    eur10: `10,00${NBSP}€`,
    eur: `1${NNBSP}234,56${NBSP}€`,
    home: ['EUR', `1${NNBSP}234,56${NBSP}€`],
    home10: `10,00${NBSP}€`,
    jpy: `123${NNBSP}456${NBSP}JPY`,
    kwd: `1${NNBSP}234,567${NBSP}KWD`,
    today: '14:35',
    // Date and time apart: the locale file writes the sentence ("le 4 févr. 2026 à 09:05").
    otherDay: ['4 févr. 2026', '09:05'],
    expiry: 'MM/AA',
  },
  'sv-SE': {
    eur10: `10,00${NBSP}€`,
    eur: `1${NBSP}234,56${NBSP}€`,
    home: ['SEK', `1${NBSP}299,00${NBSP}kr`],
    home10: `10,00${NBSP}kr`,
    jpy: `123${NBSP}456${NBSP}JPY`,
    kwd: `1${NBSP}234,567${NBSP}KWD`,
    today: '14:35',
    otherDay: ['4 feb. 2026', '09:05'],
    expiry: 'MM/ÅÅ',
  },
  'no-NO': {
    eur10: `10,00${NBSP}€`,
    eur: `1${NBSP}234,56${NBSP}€`,
    // CLDR (and so ICU) puts "kr" after the amount: "10,00 kr". Språkrådet's recommendation, and
    // much Norwegian retail, puts it first: "kr 10,00". Both read naturally; a reviewer who wants
    // "kr 10,00" needs a formatting rule of our own, not a locale file change.
    home: ['NOK', `1${NBSP}299,00${NBSP}kr`],
    home10: `10,00${NBSP}kr`,
    jpy: `123${NBSP}456${NBSP}JPY`,
    kwd: `1${NBSP}234,567${NBSP}KWD`,
    today: '14:35',
    otherDay: ['4. feb. 2026', '09:05'],
    expiry: 'MM/ÅÅ',
  },
  'da-DK': {
    eur10: `10,00${NBSP}€`,
    eur: `1.234,56${NBSP}€`,
    home: ['DKK', `1.299,00${NBSP}kr.`],
    home10: `10,00${NBSP}kr.`,
    jpy: `123.456${NBSP}JP¥`,
    kwd: `1.234,567${NBSP}KWD`,
    // Danish separates hours and minutes with a full stop (Dansk Sprognævn); digital clocks
    // often show "14:35", but "14.35" is the written norm, and what CLDR gives.
    today: '14.35',
    otherDay: ['4. feb. 2026', '09.05'],
    expiry: 'MM/ÅÅ',
  },
};

const checkoutFiles = import.meta.glob<Messages>('../../locales/*/checkout.json', {
  eager: true,
  import: 'default',
});
const checkoutT = (locale: Locale) =>
  createTranslator(
    locale,
    fallbackChain(locale).map((l) => checkoutFiles[`../../locales/${l}/checkout.json`] ?? {}),
  );

/** "Pay before", as the order summary writes it: later today, and on 4 February 2026. */
const PAY_BEFORE: Record<Locale, [today: string, otherDay: string]> = {
  'en-GB': ['Please pay before 14:35', 'Please pay before 09:05 on 4 Feb 2026'],
  'de-DE': ['Zahlbar bis 14:35 Uhr', 'Zahlbar bis zum 04.02.2026 um 09:05 Uhr'],
  'nl-NL': ['Betaal vóór 14:35 uur', 'Betaal vóór 4 feb 2026 om 09:05 uur'],
  'nl-BE': ['Betaal vóór 14:35 uur', 'Betaal vóór 4 feb 2026 om 09:05 uur'],
  'fr-BE': ['À payer avant 14:35', 'À payer avant le 4 févr. 2026 à 09:05'],
  'sv-SE': ['Betala senast kl. 14:35', 'Betala senast den 4 feb. 2026 kl. 09:05'],
  'no-NO': ['Betal innen kl. 14:35', 'Betal innen 4. feb. 2026 kl. 09:05'],
  'da-DK': ['Betal senest kl. 14.35', 'Betal senest den 4. feb. 2026 kl. 09.05'],
};

const HOME10_CURRENCY: Record<Locale, string> = {
  'en-GB': 'GBP',
  'de-DE': 'EUR',
  'nl-NL': 'EUR',
  'nl-BE': 'EUR',
  'fr-BE': 'EUR',
  'sv-SE': 'SEK',
  'no-NO': 'NOK',
  'da-DK': 'DKK',
};

describe.each(Object.keys(EXPECTED) as Locale[])('%s', (locale) => {
  const expected = EXPECTED[locale];

  it('writes euros with its symbol position, spacing and separators', () => {
    expect(formatAmount(1000, 'EUR', locale)).toBe(expected.eur10);
    expect(formatAmount(123456, 'EUR', locale)).toBe(expected.eur);
  });

  it('writes its own currency', () => {
    const [currency, text] = expected.home;
    const minor = currency === 'GBP' || currency === 'EUR' ? 123456 : 129900;
    expect(formatAmount(minor, currency, locale)).toBe(text);
    expect(formatAmount(1000, HOME10_CURRENCY[locale], locale)).toBe(expected.home10);
  });

  it('gives JPY no decimals and KWD three, from minor units', () => {
    expect(formatAmount(123456, 'JPY', locale)).toBe(expected.jpy);
    expect(formatAmount(1234567, 'KWD', locale)).toBe(expected.kwd);
  });

  it('formats the card frame’s amounts the same way (shared formatMinor)', () => {
    expect(formatMinor(1000, 'EUR', locale)).toBe(expected.eur10);
    expect(formatMinor(1000, HOME10_CURRENCY[locale], locale)).toBe(expected.home10);
  });

  it('writes the "pay before" deadline: the time today, date and time another day', () => {
    const now = new Date(2026, 1, 3, 10, 0).getTime();
    expect(formatDeadline(new Date(2026, 1, 3, 14, 35).toISOString(), locale, now)).toEqual({
      date: null,
      time: expected.today,
    });
    const [date, time] = expected.otherDay;
    expect(formatDeadline(new Date(2026, 1, 4, 9, 5).toISOString(), locale, now)).toEqual({
      date,
      time,
    });
  });

  it('builds the "pay before" sentence around the time, and the date on another day', () => {
    const t = checkoutT(locale);
    const now = new Date(2026, 1, 3, 10, 0).getTime();
    const today = formatDeadline(new Date(2026, 1, 3, 14, 35).toISOString(), locale, now);
    const later = formatDeadline(new Date(2026, 1, 4, 9, 5).toISOString(), locale, now);
    expect(today?.date).toBeNull();
    expect([
      t('summary.payBeforeTime', { time: today?.time ?? '' }),
      t('summary.payBeforeDateTime', { date: later?.date ?? '', time: later?.time ?? '' }),
    ]).toEqual(PAY_BEFORE[locale]);
  });

  it('hints the card expiry in the local letters, in the hint and its error message', () => {
    const t = cardT(locale);
    expect(t('fields.expiry.hint')).toBe(expected.expiry);
    expect(t('errors.card.expiry.invalid')).toContain(expected.expiry);
  });
});
