/**
 * Request validation with the shared contract. Replaces hono's validators, whose default 400 bodies
 * echo the input (a card number must never come back): issues become the interface's error body, naming the
 * property path and never the submitted value.
 */
import type { Context } from 'hono';
import * as z from 'zod/mini';
import { badRequest } from './errors.ts';

type Issue = z.core.$ZodIssue;

/** `transactions[0].payment_method` from `['transactions', 0, 'payment_method']`. */
export function propertyPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`;
    else out += out === '' ? String(key) : `.${String(key)}`;
  }
  return out;
}

const SAFE_KEY = /^[A-Za-z_][A-Za-z0-9_.-]{0,63}$/;

/** What was sent at `path` of `root`: absent (no such key), or present with some JSON type. */
function sentAt(root: unknown, path: readonly PropertyKey[]): { present: boolean; value: unknown } {
  let value = root;
  for (const key of path) {
    if (typeof value !== 'object' || value === null || !Object.hasOwn(value, key))
      return { present: false, value: undefined };
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return { present: value !== undefined, value };
}

/** The JSON type of a value, as a phrase (`a string`, `a fraction`, `null`), never the value. */
function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'a number' : 'a fraction';
  return article(typeof value);
}

type SchemaDef = {
  type?: string;
  shape?: Record<string, { _zod: { def: SchemaDef } }>;
  element?: { _zod: { def: SchemaDef } };
  innerType?: { _zod: { def: SchemaDef } };
  in?: { _zod: { def: SchemaDef } };
  format?: string;
};

/** The schema's definition at `path` (through objects, arrays, optional/nullable/default, pipes). */
function defAt(schema: z.ZodMiniType, path: readonly PropertyKey[]): SchemaDef | undefined {
  let def = (schema as unknown as { _zod: { def: SchemaDef } })._zod.def;
  const unwrap = () => {
    for (let inner = def.innerType ?? def.in; inner; inner = def.innerType ?? def.in)
      def = inner._zod.def;
  };
  unwrap();
  for (const key of path) {
    const next = typeof key === 'number' ? def.element : def.shape?.[String(key)];
    if (!next) return undefined;
    def = next._zod.def;
    unwrap();
  }
  return def;
}

/** What the schema expects at `path`, as a phrase: zod reports an integer field as `number`. */
function expectedAt(schema: z.ZodMiniType, issue: Issue & { expected: string }): string {
  const def = defAt(schema, issue.path);
  const integer =
    issue.expected === 'int' ||
    (def?.type === 'number' && (def.format === 'safeint' || def.format === 'int32'));
  return integer ? 'an integer' : article(issue.expected);
}

/**
 * A message for one issue, written from its code, never from the input. A field that was sent
 * with the wrong type is a type error naming the expected and the sent type, not "required".
 */
function describe(
  issue: Issue,
  schema: z.ZodMiniType,
  input: unknown,
): { path: string; value: string } {
  const path = propertyPath(issue.path);
  switch (issue.code) {
    case 'invalid_type': {
      const sent = sentAt(input, issue.path);
      const name = path || 'body';
      if (!sent.present) return { path, value: `${name} is required` };
      return {
        path,
        value: `${name} must be ${expectedAt(schema, issue)} (got ${typeOf(sent.value)})`,
      };
    }
    case 'unrecognized_keys': {
      const key = issue.keys[0] ?? '';
      const shown = SAFE_KEY.test(key) ? key : '(unnamed)';
      const full = propertyPath([...issue.path, shown]);
      return { path: full, value: `${full} is not a known field` };
    }
    case 'too_small':
      return {
        path,
        value:
          issue.origin === 'array'
            ? `${path} must have at least ${String(issue.minimum)} item(s)`
            : issue.origin === 'string'
              ? `${path} must not be empty`
              : `${path} must be at least ${String(issue.minimum)}`,
      };
    case 'too_big':
      return {
        path,
        value:
          issue.origin === 'array'
            ? `${path} must have at most ${String(issue.maximum)} items`
            : issue.origin === 'string'
              ? `${path} must be at most ${String(issue.maximum)} characters`
              : `${path} must be at most ${String(issue.maximum)}`,
      };
    case 'invalid_value':
      return {
        path,
        value: `${path} must be one of ${issue.values.map((v) => String(v)).join(', ')}`,
      };
    case 'invalid_format':
      return { path, value: `${path} must be ${formatName(issue)}` };
    case 'invalid_union':
      return { path, value: `${path} has an invalid shape` };
    default:
      // custom refinements: the message is ours (written in the contract), never the input
      return { path, value: path ? `${path}: ${issue.message}` : issue.message };
  }
}

function article(expected: string): string {
  if (expected === 'int') return 'an integer';
  if (expected === 'object' || expected === 'array') return `an ${expected}`;
  return `a ${expected}`;
}

function formatName(issue: Issue): string {
  if (issue.code !== 'invalid_format') return 'valid';
  // Messages set in the contract (regex checks) say what is expected, e.g. "an ISO 4217 code".
  if (issue.format === 'regex' && issue.message && !issue.message.startsWith('Invalid'))
    return issue.message;
  if (issue.format === 'datetime') return 'an ISO 8601 date-time with offset';
  return `a valid ${issue.format}`;
}

/** Parses `value` with `schema` or throws the 400 for its first issue. */
export function parseOrThrow<S extends z.ZodMiniType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const first = result.error.issues[0];
  if (!first) throw badRequest('The request is invalid');
  const { path, value: message } = describe(first, schema, value);
  throw badRequest(message, path || undefined);
}

/**
 * Deepest nesting a request body may have. Free-form fields (`extra`) are stored and serialised
 * again, and a body nested thousands deep would overflow the stack there: refused up front.
 */
const MAX_JSON_DEPTH = 32;

/** True when `value` nests objects or arrays deeper than `max` (walked without recursion). */
function nestedDeeperThan(value: unknown, max: number): boolean {
  const pending: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  for (let item = pending.pop(); item; item = pending.pop()) {
    if (typeof item.value !== 'object' || item.value === null) continue;
    if (item.depth >= max) return true;
    for (const child of Object.values(item.value))
      pending.push({ value: child, depth: item.depth + 1 });
  }
  return false;
}

function parseJson(text: string): unknown {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw badRequest('The request body is not valid JSON');
  }
  if (nestedDeeperThan(parsed, MAX_JSON_DEPTH))
    throw badRequest(`The request body is nested deeper than ${MAX_JSON_DEPTH} levels`);
  return parsed;
}

/** The body as text; the body limit (lib/body-limit.ts) has been applied before any route runs. */
const readText = (c: Context): Promise<string> => c.req.text();

/** Reads the body as JSON (whatever the Content-Type claims) and validates it. */
export async function jsonBody<S extends z.ZodMiniType>(
  c: Context,
  schema: S,
): Promise<z.infer<S>> {
  const text = await readText(c);
  if (text.trim() === '') throw badRequest('A JSON request body is required');
  return parseOrThrow(schema, parseJson(text));
}

/** Reads an optional JSON body: an empty body counts as `{}` (full captures send none). */
export async function optionalJsonBody<S extends z.ZodMiniType>(
  c: Context,
  schema: S,
): Promise<z.infer<S>> {
  const text = await readText(c);
  if (text.trim() === '') return parseOrThrow(schema, {});
  return parseOrThrow(schema, parseJson(text));
}

/**
 * A request body where an empty JSON array means "no fields": PHP clients encode an empty
 * associative array as `[]` (ginger-php sends `json_encode([])` for a search or refund "with nothing").
 */
export function emptyArrayAsObject<S extends z.ZodMiniType>(schema: S) {
  return z.pipe(
    z.transform((value: unknown) => (Array.isArray(value) && value.length === 0 ? {} : value)),
    schema,
  );
}
