/** Time as a dependency, so tests can hold it still or move it on. */
export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };

/** A clock tests can set and advance. */
export function manualClock(start = '2026-01-15T10:00:00.000Z') {
  let current = new Date(start).getTime();
  return {
    now: () => new Date(current),
    advance(ms: number) {
      current += ms;
    },
    set(iso: string) {
      current = new Date(iso).getTime();
    },
  };
}

/** ISO 8601 with offset, millisecond precision: what the service writes in every timestamp. */
export const iso = (date: Date) => date.toISOString().replace('Z', '+00:00');
