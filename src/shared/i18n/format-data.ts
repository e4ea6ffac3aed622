/**
 * What the browser needs to write amounts and times of day in a locale without Intl, taken from
 * Intl at build time (scripts/build/locales.ts puts each locale's into its served strings as
 * `$formats`). A browser builds its first Intl number or date formatter slowly (160–320 ms in
 * Chromium at 4× CPU slowdown, more than the rest of the first screen's script), so the first
 * screens write from this data (src/shared/locale-format.ts) and use Intl only for what it does not
 * cover. Times of day and dates too: the first screen shows the order's deadline, a time on the
 * same day (an order without an expiration period expires after 30 minutes) or a date and a time
 * (after midnight, or a longer expiration period).
 * @example
 * formatData('de-DE'); // { n: [',', '.'], c: { EUR: '#\u00a0€' }, T: '{HH}:{mm}', D: '{dd}.{MM}.{yyyy}' }
 */
import { LOCALES, type Locale } from '../locales.ts';
import { CURRENCY_MARKET } from '../payment-methods.ts';

export type FormatData = {
  /** The decimal separator and the grouping separator. */
  n: [decimal: string, group: string];
  /** By currency: the amount's pattern, `#` standing for the number with two decimals. */
  c: Record<string, string>;
  /** The short time of day: `{H}` (or `{HH}`, two digits) the hour of 24, `{mm}` the minute. */
  T: string;
  /**
   * The medium date: `{d}` (or `{dd}`) the day, `{M}` (or `{MM}`) the month's number or `{MMM}` its
   * name from `m`, `{yyyy}` the year.
   */
  D: string;
  /** The months' names as the medium date writes them, January first; only with `{MMM}`. */
  m?: string[];
};

/**
 * The currencies a locale's data covers: the euro and the currency of the locale's market, the
 * currencies of nearly every order in it. Others are written by Intl.
 */
export function fastCurrencies(locale: Locale): string[] {
  const market = LOCALES[locale].market;
  const home = Object.keys(CURRENCY_MARKET).filter((c) => CURRENCY_MARKET[c] === market);
  return ['EUR', ...home];
}

export function formatData(locale: Locale): FormatData {
  const number = new Intl.NumberFormat(locale).formatToParts(1234567.5);
  const decimal = number.find((p) => p.type === 'decimal')?.value ?? '.';
  const group = number.find((p) => p.type === 'group')?.value ?? '';
  const c: FormatData['c'] = {};
  for (const currency of fastCurrencies(locale)) {
    const format = new Intl.NumberFormat(locale, { style: 'currency', currency });
    if (format.resolvedOptions().maximumFractionDigits !== 2)
      throw new Error(`${currency} has no two decimals: leave it to Intl`);
    const parts = format.formatToParts(1234567);
    const first = parts.findIndex((p) => p.type === 'integer');
    let last = parts.length - 1;
    while (last > first && parts[last]?.type !== 'integer' && parts[last]?.type !== 'fraction')
      last--;
    const text = (list: Intl.NumberFormatPart[]) => list.map((p) => p.value).join('');
    c[currency] = `${text(parts.slice(0, first))}#${text(parts.slice(last + 1))}`;
  }
  // 4 February 2026, 09:05 local time: one-digit parts show whether the locale pads them.
  const sample = new Date(2026, 1, 4, 9, 5);
  const T = pattern(
    locale,
    'a short time',
    new Intl.DateTimeFormat(locale, { timeStyle: 'short' }),
    sample,
    {
      hour: (value) => (value.length === 2 ? '{HH}' : '{H}'),
      minute: () => '{mm}',
    },
  );
  const dates = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
  const D = pattern(locale, 'a medium date', dates, sample, {
    day: (value) => (value.length === 2 ? '{dd}' : '{d}'),
    month: (value) => (/^\d+$/.test(value) ? (value.length === 2 ? '{MM}' : '{M}') : '{MMM}'),
    year: (value) => (value === '2026' ? '{yyyy}' : null),
  });
  const monthName = (month: number) =>
    dates.formatToParts(new Date(2026, month, 4)).find((p) => p.type === 'month')?.value ?? '';
  return {
    n: [decimal, group],
    c,
    T,
    D,
    ...(D.includes('{MMM}')
      ? { m: Array.from({ length: 12 }, (_, month) => monthName(month)) }
      : {}),
  };
}

/**
 * `format`'s parts for `sample` as a pattern: each part its placeholder from `placeholders`, literals
 * as they are. A part without one (or one the function refuses with null) throws: the locale's
 * format has a shape this data cannot write, so leave it to Intl.
 */
function pattern(
  locale: Locale,
  what: string,
  format: Intl.DateTimeFormat,
  sample: Date,
  placeholders: Partial<Record<Intl.DateTimeFormatPartTypes, (value: string) => string | null>>,
): string {
  return format
    .formatToParts(sample)
    .map(({ type, value }) => {
      const placeholder =
        type === 'literal' && !/[{}]/.test(value) ? value : placeholders[type]?.(value);
      if (placeholder == null)
        throw new Error(`${locale}: ${what} with ${type} "${value}": leave it to Intl`);
      return placeholder;
    })
    .join('');
}
