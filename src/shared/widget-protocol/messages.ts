/**
 * zod/mini schemas of every protocol message, for the card frame (which parses each command from
 * the parent before acting on it) and for tests. The loader uses ./guards.ts instead (no zod).
 * @example
 * const cmd = parseParentCommand(event.data); // null unless a well-formed init or submit
 */
import { WIDGET_ERROR_CODES } from '../error-codes.ts';
import * as z from 'zod/mini';
import {
  COLOR_PATTERN,
  FONT_FAMILIES,
  PROTOCOL_NS,
  PROTOCOL_VERSION,
  RADIUS_PATTERN,
} from './envelope.ts';
import type { FrameEvents, ParentCommand, ParentCommands } from './envelope.ts';

/* @__NO_SIDE_EFFECTS__ */
function shortString(max: number) {
  return z.string().check(z.maxLength(max));
}
/* @__NO_SIDE_EFFECTS__ */
function matching(pattern: RegExp) {
  return z.string().check(z.regex(pattern));
}
const color = z.optional(matching(COLOR_PATTERN));

/** The appearance allowlist; unknown keys are stripped, bad values refuse the message. */
export const appearanceSchema = z.object({
  colorPrimary: color,
  colorText: color,
  colorBackground: color,
  colorDanger: color,
  borderRadius: z.optional(matching(RADIUS_PATTERN)),
  fontFamily: z.optional(z.enum(FONT_FAMILIES)),
});

// Pure, so bundles that use only some schemas (the frame uses the commands) drop the rest.
/* @__NO_SIDE_EFFECTS__ */
function envelope<T extends string, P extends z.ZodMiniType>(type: T, payload: P) {
  return z.object({
    ns: z.literal(PROTOCOL_NS),
    v: z.literal(PROTOCOL_VERSION),
    channel: shortString(64),
    type: z.literal(type),
    payload,
    id: z.optional(shortString(64)),
    re: z.optional(shortString(64)),
  });
}

/** Parent → frame commands, by type. */
export const parentCommandSchemas = {
  init: envelope(
    'init',
    z.object({
      setupToken: z.string().check(z.minLength(1), z.maxLength(200)),
      appearance: appearanceSchema,
      showHolder: z.boolean(),
      locale: z.optional(shortString(16)),
      // Checked entry by entry against en-GB's card.json by shared/i18n/overrides.ts, which also
      // rejects any other shape: z.record would cost the frame 0.7 KB gzip of its 25 KB budget.
      messages: z.optional(z.unknown()),
    }),
  ),
  submit: envelope('submit', z.object({})),
};

/**
 * The parsed command, or null for anything else (other namespaces, versions, unknown types,
 * malformed payloads): ignored, never thrown. (A lookup by `type` rather than
 * `z.discriminatedUnion`, which costs the frame about 1.7 KB gzip for the same checks.)
 * @example
 * parseParentCommand({ ns: 'xp-card', v: 1, channel, type: 'submit', payload: {}, id: 'r1' })?.type; // 'submit'
 */
export function parseParentCommand(data: unknown): ParentCommand | null {
  const type = (data as { type?: unknown } | null)?.type;
  const schema =
    typeof type === 'string' && Object.hasOwn(parentCommandSchemas, type)
      ? parentCommandSchemas[type as keyof typeof parentCommandSchemas]
      : undefined;
  const result = schema?.safeParse(data);
  return result?.success ? result.data : null;
}

const field = z.enum(['number', 'expiry', 'cvc', 'holder']);

/**
 * Frame → parent events, by type: the same rules as ./guards.ts `isFrameEvent`, written as
 * schemas so tests can inspect every field that may ever reach the merchant page.
 */
export const frameEventSchemas = {
  ready: envelope('ready', z.object({ title: shortString(200) })),
  resized: envelope('resized', z.object({ height: z.number() })),
  changed: envelope(
    'changed',
    z.object({ brand: shortString(200), complete: z.boolean(), errors: z.array(shortString(64)) }),
  ),
  focused: envelope('focused', z.object({ field })),
  blurred: envelope('blurred', z.object({ field })),
  tokenized: envelope(
    'tokenized',
    z.object({ brand: shortString(200), last4: matching(/^\d{4}$/) }),
  ),
  result: envelope(
    'result',
    z.object({
      status: shortString(200),
      redirectUrl: z.nullable(shortString(2048)),
      orderId: shortString(200),
      projectId: shortString(200),
    }),
  ),
  failed: envelope(
    'failed',
    z.object({ code: z.enum(WIDGET_ERROR_CODES), keys: z.optional(z.array(z.string())) }),
  ),
};

// Compile-time check that the schemas and the zero-dependency types describe the same payloads.
type Payloads<S extends Record<string, z.ZodMiniType>> = {
  [K in keyof S]: z.infer<S[K]> extends { payload: infer P } ? P : never;
};
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const schemasMatchTypes: [
  Same<Payloads<typeof frameEventSchemas>, FrameEvents>,
  Same<Payloads<typeof parentCommandSchemas>['init'], ParentCommands['init']>,
] = [true, true];
