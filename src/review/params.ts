/**
 * What the review page shows, from its URL: `/review/?locale=de-DE` (one locale), `?locale=all`
 * (the eight side by side), `?locale=pseudo`; `&surface=hosted|frame`, `&screen=<id>`,
 * `&width=320|375|480`, `&hidden=1` (screen-reader text shown), `&marks=0` (no marks), `&keys=1`
 * (each text labelled with its file and key, and editable).
 */
import { isLocale, SUPPORTED_LOCALES, type Locale } from '../shared/locales.ts';

export const PSEUDO = 'pseudo';
export type ReviewLocale = Locale | typeof PSEUDO;
export const WIDTHS = [320, 375, 480] as const;
export type Width = (typeof WIDTHS)[number];
export const SURFACES = ['all', 'hosted', 'frame'] as const;
export type Surface = (typeof SURFACES)[number];

export type ReviewParams = {
  /** The locales shown, one column each. */
  locales: ReviewLocale[];
  /** As asked for: a locale, `pseudo` or `all`. */
  choice: ReviewLocale | 'all';
  surface: Surface;
  screen: string | null;
  width: Width;
  /** Show text only screen readers get (visually hidden labels, the live region). */
  hidden: boolean;
  /** Mark missing texts and texts still the same as English. */
  marks: boolean;
  /** Label each text with its file and key; a click on it opens it for editing. */
  keys: boolean;
};

/**
 * @example
 * readParams('?locale=all&width=320').locales.length; // 8
 */
export function readParams(search: string): ReviewParams {
  const query = new URLSearchParams(search);
  const asked = query.get('locale') ?? 'en-GB';
  const choice: ReviewParams['choice'] =
    asked === 'all' || asked === PSEUDO || isLocale(asked) ? asked : 'en-GB';
  const width = Number(query.get('width'));
  const surface = query.get('surface');
  return {
    locales: choice === 'all' ? [...SUPPORTED_LOCALES] : [choice],
    choice,
    surface: SURFACES.find((s) => s === surface) ?? 'all',
    screen: query.get('screen')?.replace(/[^\w-]/g, '') || null,
    width: WIDTHS.find((w) => w === width) ?? 375,
    hidden: query.get('hidden') === '1',
    marks: query.get('marks') !== '0',
    keys: query.get('keys') === '1',
  };
}
