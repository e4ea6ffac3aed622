/**
 * Request validation with the shared contract. Replaces hono's validators, whose default 400 bodies
 * echo the input (style guide §3.2.7): issues become the interface's error body, naming the
 * property path and never the submitted value.
 */
import type { Context } from 'hono';
import type * as z from 'zod/mini';
import { ApiError, badRequest } from './errors.ts';

/** Largest request body accepted. */
export const MAX_BODY_BYTES = 1024 * 1024;
export const tooLarge = () =>
  new ApiError(413, 'PayloadTooLarge', `The body exceeds ${MAX_BODY_BYTES} bytes`);

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

/** A message for one issue, written from its code, never from the input. */
function describe(issue: Issue): { path: string; value: string } {
  const path = propertyPath(issue.path);
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined
        ? { path, value: `${path || 'body'} is required` }
        : { path, value: `${path || 'body'} must be ${article(issue.expected)}` };
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
  const { path, value: message } = describe(first);
  throw badRequest(message, path || undefined);
}

/**
 * Deepest nesting a request body may have. Free-form fields (`extra`) are stored and serialised
 * again, and a body nested thousands deep would overflow the stack there: refused up front.
 */
export const MAX_JSON_DEPTH = 32;

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

/**
 * The body as text, never more than MAX_BODY_BYTES: a declared Content-Length was checked before
 * (app.ts); a body sent without one (chunked) is measured as it streams in.
 */
async function readText(c: Context): Promise<string> {
  const body = c.req.header('content-length') === undefined ? c.req.raw.body : null;
  if (!body) return c.req.text();
  const reader = (body as ReadableStream<Uint8Array>).getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BODY_BYTES) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

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
