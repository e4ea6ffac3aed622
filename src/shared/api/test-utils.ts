/**
 * Helpers for the contract tests: issue paths of a failed parse, and a walk over a schema's keys.
 * @example
 * expect(issuePaths(createOrderRequestSchema, { amount: 995 })).toContainEqual(['currency']);
 */
import type * as z from 'zod/mini';

/** The paths of every issue when `value` fails `schema`; empty when it parses. */
export function issuePaths(schema: z.ZodMiniType, value: unknown): PropertyKey[][] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.path);
}

/** The parts of a schema definition the walkers below follow. */
type Def = {
  type: string;
  shape?: Record<string, z.ZodMiniType>;
  innerType?: z.ZodMiniType;
  element?: z.ZodMiniType;
  options?: readonly z.ZodMiniType[];
  valueType?: z.ZodMiniType;
  in?: z.ZodMiniType;
  out?: z.ZodMiniType;
};
const defOf = (schema: z.ZodMiniType): Def => schema._zod.def;

/** The schema inside optional, nullable, default and readonly wrappers. */
export function unwrap(schema: z.ZodMiniType): z.ZodMiniType {
  const { innerType } = defOf(schema);
  return innerType ? unwrap(innerType) : schema;
}

/** The object keys of a schema (through wrappers), or an error when it is not an object. */
export function keysOf(schema: z.ZodMiniType): string[] {
  const { type, shape } = defOf(unwrap(schema));
  if (type !== 'object' || !shape) throw new Error(`not an object schema: ${type}`);
  return Object.keys(shape);
}

/** The schema at `path` of object keys, stepping through wrappers and into array elements. */
export function schemaAt(schema: z.ZodMiniType, path: string): z.ZodMiniType {
  let current = schema;
  for (const key of path.split('.')) {
    const def = defOf(unwrap(current));
    const next = def.shape?.[key];
    if (!next) throw new Error(`no key ${key} in ${path}`);
    const inner = defOf(unwrap(next));
    current = inner.type === 'array' && inner.element ? inner.element : next;
  }
  return unwrap(current);
}

/** Every object key anywhere in a schema: nested objects, arrays, unions, records and pipes. */
export function deepKeys(schema: z.ZodMiniType): Set<string> {
  const keys = new Set<string>();
  const seen = new Set<z.ZodMiniType>();
  const visit = (node: z.ZodMiniType) => {
    if (seen.has(node)) return;
    seen.add(node);
    const def = defOf(node);
    for (const [key, child] of Object.entries(def.shape ?? {})) {
      keys.add(key);
      visit(child);
    }
    const children = [def.innerType, def.element, def.valueType, def.in, def.out];
    for (const child of [...children, ...(def.options ?? [])]) if (child) visit(child);
  };
  visit(schema);
  return keys;
}
