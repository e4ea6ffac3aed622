/**
 * zod-lite parses like zod for every schema of the modules the browser builds read: the same
 * schemas evaluated once with zod and once with zod-lite (as vite.config.ts resolves it for the
 * hosted page and the card frame) must agree on success and on the output (unknown keys stripped,
 * absent optional keys left out) for valid inputs generated from each schema, and for those inputs
 * broken in every way a hostile or outdated service or parent page could break them.
 */
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import * as lite from './zod-lite.ts';

/** The modules whose schemas the hosted page and the card frame import (see their bundles). */
const load = () =>
  Promise.all([
    import('./api/public.ts'),
    import('./api/error.ts'),
    import('./api/token.ts'),
    import('./api/common.ts'),
    import('./widget-protocol/messages.ts'),
  ]);
const NAMES = ['public', 'error', 'token', 'common', 'messages'];

type Parser = { safeParse(input: unknown): { success: boolean; data?: unknown } };
type Def = {
  type: string;
  shape?: Record<string, ZodLike>;
  element?: ZodLike;
  innerType?: ZodLike;
  values?: unknown[];
  entries?: Record<string, unknown>;
  catchall?: ZodLike;
  format?: string;
  checks?: { _zod: { def: CheckDef } }[];
};
type CheckDef = {
  check: string;
  format?: string;
  pattern?: RegExp;
  minimum?: number;
  maximum?: number;
  value?: number;
};
type ZodLike = Parser & { _zod: { def: Def } };

/** Schemas among a module's exports (zod's: `_zod`), by name; also inside `{ init: schema }` maps. */
function schemasOf(module: Record<string, unknown>, prefix: string): [string, unknown][] {
  return Object.entries(module).flatMap(([name, value]): [string, unknown][] => {
    if (value && typeof value === 'object' && 'safeParse' in value)
      return [[`${prefix}.${name}`, value]];
    if (value && typeof value === 'object' && !Array.isArray(value))
      return schemasOf(value as Record<string, unknown>, `${prefix}.${name}`);
    return [];
  });
}

/** Inputs a schema accepts (mostly): built from zod's own description of it. */
function valid(schema: ZodLike): fc.Arbitrary<unknown> {
  const def = schema._zod.def;
  const checks = (def.checks ?? []).map((c) => c._zod.def);
  switch (def.type) {
    case 'string': {
      const pattern = checks.find((c) => c.format === 'regex')?.pattern;
      // fast-check cannot generate lookaheads: from the pattern without them (mostly valid).
      if (pattern)
        return fc.oneof(
          fc.stringMatching(new RegExp(pattern.source.replace(/\(\?[=!][^)]*\)/g, ''))),
          fc.string(),
        );
      const min = checks.find((c) => c.check === 'min_length')?.minimum ?? 0;
      const max = checks.find((c) => c.check === 'max_length')?.maximum;
      const around = max === undefined ? [] : [max - 1, max, max + 1].filter((n) => n >= 0);
      return fc.oneof(
        fc.string({ minLength: min, maxLength: Math.min(max ?? 20, min + 20) }),
        fc.webUrl(),
        ...around.map((n) => fc.constant('x'.repeat(n))),
      );
    }
    case 'number': {
      const lower = checks.find((c) => c.check === 'greater_than')?.value;
      const upper = checks.find((c) => c.check === 'less_than')?.value;
      const edges = [lower, upper].flatMap((n) => (n === undefined ? [] : [n - 1, n, n + 1]));
      return fc.oneof(
        fc.integer({ min: lower ?? -1000, max: Math.min(upper ?? 1e6, 2 ** 31) }),
        fc.constantFrom(...edges, 0, 2 ** 53 - 1, 2 ** 53),
        ...(def.format === 'safeint' ? [] : [fc.double({ noNaN: true, noDefaultInfinity: true })]),
      );
    }
    case 'boolean':
      return fc.boolean();
    case 'unknown':
      return fc.jsonValue();
    case 'literal':
      return fc.constantFrom(...(def.values ?? []));
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries ?? {}));
    case 'optional':
      return fc.option(valid(def.innerType as ZodLike), { nil: undefined });
    case 'nullable':
      return fc.option(valid(def.innerType as ZodLike), { nil: null });
    case 'array':
      return fc.array(valid(def.element as ZodLike), { maxLength: 3 });
    case 'object':
      return fc.record(
        Object.fromEntries(
          Object.entries(def.shape ?? {}).map(([key, field]) => [key, valid(field)]),
        ),
        { requiredKeys: Object.keys(def.shape ?? {}).filter((k) => !isOptional(def.shape?.[k])) },
      );
    default:
      throw new Error(`no generator for zod type ${def.type}`);
  }
}
const isOptional = (schema: ZodLike | undefined) => schema?._zod.def.type === 'optional';

/** Ways to break a value: at the root, or in one nested field, key or element. */
const breakage = fc.oneof(
  fc.constantFrom<unknown>(
    undefined,
    null,
    NaN,
    Infinity,
    -Infinity,
    -0,
    1.5,
    2 ** 53,
    '',
    '1',
    [],
    {},
    true,
  ),
  fc.jsonValue({ maxDepth: 2 }),
);
type Mutation = { path: number[]; kind: 'replace' | 'delete' | 'add'; value: unknown; key: string };
const mutation = fc.record({
  path: fc.array(fc.nat(), { maxLength: 3 }),
  kind: fc.constantFrom<Mutation['kind']>('replace', 'delete', 'add'),
  value: breakage,
  key: fc.constantFrom('extra', '__proto__', 'toString', 'constructor', 'id', 'type'),
});

function mutate(input: unknown, m: Mutation): unknown {
  if (m.path.length === 0 || input === null || typeof input !== 'object')
    return m.kind === 'replace' ? m.value : input;
  const copy = (Array.isArray(input) ? [...(input as unknown[])] : { ...input }) as Record<
    string,
    unknown
  >;
  const keys = Object.keys(copy);
  const key = keys[(m.path[0] ?? 0) % Math.max(keys.length, 1)];
  if (m.path.length === 1 && m.kind === 'add')
    Object.defineProperty(copy, m.key, { value: m.value, enumerable: true, writable: true });
  else if (key === undefined) return copy;
  else if (m.path.length === 1 && m.kind === 'delete') delete copy[key];
  else copy[key] = mutate(copy[key], { ...m, path: m.path.slice(1) });
  return copy;
}

const real = await load();
vi.resetModules();
vi.doMock('zod/mini', () => import('./zod-lite.ts'));
const viaLite = await load();
vi.doUnmock('zod/mini');

const pairs = real.flatMap((module, i) => {
  const liteSchemas = new Map(schemasOf(viaLite[i] ?? {}, NAMES[i] ?? ''));
  return schemasOf(module, NAMES[i] ?? '').map(([name, zod]) => ({
    name,
    zod: zod as ZodLike,
    lite: liteSchemas.get(name) as Parser,
  }));
});
const usesServerOnly = (schema: Parser) => {
  try {
    schema.safeParse(undefined);
    return false;
  } catch {
    return true;
  }
};
const compared = pairs.filter((p) => !usesServerOnly(p.lite));

describe('zod-lite', () => {
  it('is evaluated for every schema the browser modules export', () => {
    expect(compared.length).toBeGreaterThan(20);
    for (const name of [
      'public.checkoutOrderSchema',
      'error.errorBodySchema',
      'token.tokenResultSchema',
    ])
      expect(compared.map((p) => p.name)).toContain(name);
    expect(compared.map((p) => p.name)).toContain('messages.parentCommandSchemas.init');
  });

  it.each(compared.map((p) => [p.name, p] as const))(
    'parses like zod: %s',
    (_, { zod, lite: l }) => {
      fc.assert(
        fc.property(valid(zod), fc.array(mutation, { maxLength: 2 }), (input, mutations) => {
          const broken = mutations.reduce(mutate, input);
          for (const value of [input, broken]) {
            const expected = zod.safeParse(value);
            const actual = l.safeParse(value);
            expect(actual.success).toBe(expected.success);
            if (expected.success) expect(actual.data).toStrictEqual(expected.data);
          }
        }),
        { numRuns: 150, seed: 4242 },
      );
    },
    // Slow only on a loaded machine: the first property pays for fast-check's warm-up.
    30_000,
  );

  it('accepts valid inputs most of the time (the generator is not vacuous)', () => {
    const accepted = compared.filter(({ zod }) =>
      fc.sample(valid(zod), { numRuns: 100, seed: 1 }).some((v) => zod.safeParse(v).success),
    );
    expect(compared.filter((p) => !accepted.includes(p)).map((p) => p.name)).toEqual([]);
  });

  it('checks run on values of the type only, and all of them', () => {
    const short = lite.string().check(lite.minLength(2), lite.maxLength(3));
    expect(short.safeParse('a').success).toBe(false);
    expect(short.safeParse('abcd').success).toBe(false);
    expect(short.safeParse(['a', 'b']).success).toBe(false);
    expect(short.safeParse('abc')).toEqual({ success: true, data: 'abc' });
  });
});
