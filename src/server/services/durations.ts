/** ISO 8601 durations to milliseconds, with the bounds the sandbox accepts. */
const UNIT_MS = {
  Y: 365 * 86_400_000,
  M: 30 * 86_400_000,
  W: 7 * 86_400_000,
  D: 86_400_000,
  H: 3_600_000,
  m: 60_000,
  S: 1000,
} as const;

/** Shortest and longest order lifetimes accepted (a bank transfer runs 30 days; a year is plenty). */
export const MIN_DURATION_MS = 60_000;
export const MAX_DURATION_MS = 366 * 86_400_000;
/** Orders without `expiration_period` expire after 30 minutes, as the real service's do. */
export const DEFAULT_ORDER_LIFETIME_MS = 30 * 60_000;

/** Milliseconds of a contract-valid ISO 8601 duration (months count 30 days, years 365). */
export function durationMs(duration: string): number {
  const match =
    /^P(?:(\d+)Y)?(?:(\d+)M)?(?:(\d+)W)?(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?)?$/.exec(
      duration,
    );
  if (!match) return Number.NaN;
  const [, y, mo, w, d, h, mi, s] = match;
  const n = (v: string | undefined) => (v === undefined ? 0 : Number(v));
  return (
    n(y) * UNIT_MS.Y +
    n(mo) * UNIT_MS.M +
    n(w) * UNIT_MS.W +
    n(d) * UNIT_MS.D +
    n(h) * UNIT_MS.H +
    n(mi) * UNIT_MS.m +
    Math.round(n(s) * UNIT_MS.S)
  );
}

/** True when the duration is within the accepted bounds. */
export const isSensibleDuration = (ms: number) =>
  Number.isFinite(ms) && ms >= MIN_DURATION_MS && ms <= MAX_DURATION_MS;
