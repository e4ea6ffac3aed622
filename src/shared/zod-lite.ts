/**
 * The part of zod/mini's API that the browser parts' schemas use, as a parser of about 0.6 KB gzip
 * instead of zod's 5.5 KB: vite.config.ts resolves `zod/mini` to this module in the hosted page's
 * and the card frame's builds only. The schemas stay the one contract in src/shared/api/ (the
 * server, the tests and the types use zod itself); zod-lite.test.ts parses the same inputs with
 * both and requires the same outcome and the same output for every schema these builds read.
 *
 * Only `safeParse` and its `success` / `data` exist: the browser never reads zod's issues. A
 * builder the browser schemas do not use is missing here (the build warns that the import is
 * undefined, and the page fails at once), or, where a shared module builds a server-only schema at
 * load time, builds a schema that throws when used. No `new Function` (CSP without 'unsafe-eval').
 */

/** What a failed parse returns inside the parser (never a valid output: a fresh object). */
const FAIL: unknown = {};
type Parse = (input: unknown) => unknown;
type Check = (value: never) => unknown;
type Result = { success: true; data: unknown } | { success: false; error: { issues: [] } };

type LiteSchema = {
  /** Parses `input`: FAIL or the output. */
  readonly p: Parse;
  /** Optional in an object: an absent key is left out (zod's optin/optout "optional"). */
  readonly o: boolean;
  check(...checks: Check[]): LiteSchema;
  safeParse(input: unknown): Result;
};

/* @__NO_SIDE_EFFECTS__ */
function schema(p: Parse, o = false): LiteSchema {
  return {
    p,
    o,
    check: (...checks) =>
      schema((input) => {
        const out = p(input);
        // zod runs a schema's checks only on a value of its type.
        return out !== FAIL && checks.every((c) => c(out as never)) ? out : FAIL;
      }, o),
    safeParse(input) {
      const data = p(input);
      return data === FAIL ? { success: false, error: { issues: [] } } : { success: true, data };
    },
  };
}

/* @__NO_SIDE_EFFECTS__ */
const is = (test: (input: unknown) => boolean) => schema((input) => (test(input) ? input : FAIL));

/* @__NO_SIDE_EFFECTS__ */
export function string() {
  return is((input) => typeof input === 'string');
}
/** A finite number (zod refuses NaN and ±Infinity). */
/* @__NO_SIDE_EFFECTS__ */
export function number() {
  return is((input) => typeof input === 'number' && Number.isFinite(input));
}
/** zod's `int()`: a safe integer. */
/* @__NO_SIDE_EFFECTS__ */
export function int() {
  return is(Number.isSafeInteger);
}
/* @__NO_SIDE_EFFECTS__ */
export function boolean() {
  return is((input) => typeof input === 'boolean');
}
/* @__NO_SIDE_EFFECTS__ */
export function unknown() {
  return is(() => true);
}
/* @__NO_SIDE_EFFECTS__ */
export function literal(value: unknown) {
  const values: unknown[] = Array.isArray(value) ? value : [value];
  return is((input) => values.includes(input));
}
/* @__NO_SIDE_EFFECTS__ */
function enumOf(values: readonly unknown[] | Record<string, unknown>) {
  const list = Array.isArray(values) ? values : Object.values(values);
  return is((input) => list.includes(input));
}
export { enumOf as enum };

/* @__NO_SIDE_EFFECTS__ */
export function optional(inner: LiteSchema) {
  return schema((input) => (input === undefined ? input : inner.p(input)), true);
}
/* @__NO_SIDE_EFFECTS__ */
export function nullable(inner: LiteSchema) {
  return schema((input) => (input === null ? input : inner.p(input)), inner.o);
}
/* @__NO_SIDE_EFFECTS__ */
export function array(item: LiteSchema) {
  return schema((input) => {
    if (!Array.isArray(input)) return FAIL;
    const out: unknown[] = [];
    for (const element of input as unknown[]) {
      const parsed = item.p(element);
      if (parsed === FAIL) return FAIL;
      out.push(parsed);
    }
    return out;
  });
}

/** Unknown keys: dropped (`object`), refused (`strictObject`) or kept (`looseObject`). */
/* @__NO_SIDE_EFFECTS__ */
function objectOf(shape: Record<string, LiteSchema>, unknownKeys: 0 | 1 | 2) {
  const keys = Object.keys(shape).filter((key) => key !== '__proto__');
  return schema((input) => {
    if (typeof input !== 'object' || input === null || Array.isArray(input)) return FAIL;
    const record = input as Record<string, unknown>;
    const out: Record<string, unknown> = {};
    for (const key of keys) {
      const field = shape[key] as LiteSchema;
      // `in`, like zod: a key is present even when its value is undefined.
      if (!(key in record)) {
        if (field.o) continue;
        return FAIL;
      }
      const parsed = field.p(record[key]);
      if (parsed === FAIL) return FAIL;
      out[key] = parsed;
    }
    for (const key in record) {
      if (keys.includes(key)) continue;
      if (unknownKeys === 1) return FAIL;
      if (unknownKeys === 2 && key !== '__proto__') out[key] = record[key];
    }
    return out;
  });
}
/* @__NO_SIDE_EFFECTS__ */
export function object(shape: Record<string, LiteSchema>) {
  return objectOf(shape, 0);
}
/* @__NO_SIDE_EFFECTS__ */
export function strictObject(shape: Record<string, LiteSchema>) {
  return objectOf(shape, 1);
}
/* @__NO_SIDE_EFFECTS__ */
export function looseObject(shape: Record<string, LiteSchema>) {
  return objectOf(shape, 2);
}

/* @__NO_SIDE_EFFECTS__ */
export function minLength(min: number): Check {
  return (value: { length: number }) => value.length >= min;
}
/* @__NO_SIDE_EFFECTS__ */
export function maxLength(max: number): Check {
  return (value: { length: number }) => value.length <= max;
}
/* @__NO_SIDE_EFFECTS__ */
export function regex(pattern: RegExp): Check {
  return (value: string) => {
    pattern.lastIndex = 0;
    return pattern.test(value);
  };
}
/* @__NO_SIDE_EFFECTS__ */
export function minimum(min: number): Check {
  return (value: number) => value >= min;
}
/* @__NO_SIDE_EFFECTS__ */
export function maximum(max: number): Check {
  return (value: number) => value <= max;
}
/* @__NO_SIDE_EFFECTS__ */
export function refine(test: (value: never) => unknown): Check {
  return test;
}

/** A schema the browser must never parse with (the server's timestamps): throws when used. */
/* @__NO_SIDE_EFFECTS__ */
function serverOnly(name: string): LiteSchema {
  return schema(() => {
    throw new Error(`zod-lite: ${name} is not part of the browser builds`);
  });
}
export const iso = { datetime: () => serverOnly('iso.datetime') };
