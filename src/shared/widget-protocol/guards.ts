/**
 * Zero-dependency guards for the loader, which ships no zod: the receive check for frame events
 * (origin, source, envelope, channel, payload shape) and the appearance allowlist. The frame
 * checks the other direction with the zod/mini schemas of ./messages.ts; both are tested against
 * the same ./fixtures.ts.
 * @example
 * const msg = readFrameEvent(event, { origin: frameOrigin, source: iframe.contentWindow, channel });
 * if (msg) handle(msg); // anything else is dropped silently
 */
import {
  APPEARANCE_COLORS,
  COLOR_PATTERN,
  FONT_FAMILIES,
  FRAME_EVENT_TYPES,
  PROTOCOL_NS,
  PROTOCOL_VERSION,
  RADIUS_PATTERN,
} from './envelope.ts';
import type { Appearance, Envelope, FrameEvent, FrameEventType } from './envelope.ts';

type Obj = Record<string, unknown>;
/**
 * True for a plain object (not null, not an array).
 * @example
 * isObj({ a: 1 }); // true
 * isObj([]); // false
 */
export const isObj = (value: unknown): value is Obj =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isShortString = (value: unknown, max = 2048): value is string =>
  typeof value === 'string' && value.length <= max;

/**
 * True for a structurally valid envelope of this protocol version (any type).
 * @example
 * isEnvelope({ ns: 'xp-card', v: 1, channel: 'abc', type: 'ready', payload: {} }); // true
 * isEnvelope({ ns: 'xp-card', v: 2, channel: 'abc', type: 'ready', payload: {} }); // false
 */
export function isEnvelope(data: unknown): data is Envelope {
  return (
    isObj(data) &&
    data['ns'] === PROTOCOL_NS &&
    data['v'] === PROTOCOL_VERSION &&
    isShortString(data['channel'], 64) &&
    isShortString(data['type'], 32) &&
    isObj(data['payload']) &&
    (data['id'] === undefined || isShortString(data['id'], 64)) &&
    (data['re'] === undefined || isShortString(data['re'], 64))
  );
}

/**
 * True for an absolute http(s) URL: the only kind the loader ever navigates to.
 * (A copy of shared/api's rule, which the loader cannot import without zod.)
 * @example
 * isHttpUrl('https://shop.example/thanks'); // true
 * isHttpUrl('javascript:alert(1)'); // false
 */
export function isHttpUrl(value: unknown): value is string {
  if (!isShortString(value) || !/^https?:\/\//i.test(value)) return false;
  try {
    return new URL(value).hostname !== '';
  } catch {
    return false;
  }
}

/**
 * True for a serialized http(s) origin such as `https://shop.example:8443` (no path, no slash).
 * @example
 * isOrigin('http://localhost:4101'); // true
 * isOrigin('https://shop.example/'); // false
 */
export function isOrigin(value: unknown): value is string {
  return isHttpUrl(value) && new URL(value).origin === value;
}

// Payload fields per event: 's' string, 'n' number, 'b' boolean, 'a' array of strings,
// 'u' string or null (a URL, checked by whoever navigates), '4' four digits, 'f' a field name,
// 'k' absent or an array of strings (the names of rejected message overrides).
const SHAPES: Record<FrameEventType, Record<string, string>> = {
  ready: { title: 's' },
  resized: { height: 'n' },
  changed: { brand: 's', complete: 'b', errors: 'a' },
  focused: { field: 'f' },
  blurred: { field: 'f' },
  tokenized: { brand: 's', last4: '4' },
  result: { status: 's', redirectUrl: 'u', orderId: 's', projectId: 's' },
  failed: { code: 's', keys: 'k' },
};
const FIELDS = ['number', 'expiry', 'cvc', 'holder'];

function fits(kind: string, value: unknown): boolean {
  if (kind === 's') return isShortString(value, 200);
  if (kind === 'n') return typeof value === 'number' && Number.isFinite(value);
  if (kind === 'b') return typeof value === 'boolean';
  if (kind === 'a') return Array.isArray(value) && value.every((v) => isShortString(v, 64));
  if (kind === 'u') return value === null || isShortString(value);
  if (kind === '4') return typeof value === 'string' && /^\d{4}$/.test(value);
  // Any length: the names are the merchant's own keys, reported back to the merchant.
  if (kind === 'k')
    return (
      value === undefined || (Array.isArray(value) && value.every((v) => typeof v === 'string'))
    );
  return FIELDS.includes(value as string);
}

/**
 * True when `data` is a known frame event with a well-formed payload. Unknown types, other
 * versions and malformed payloads are false (ignored, never thrown).
 * @example
 * isFrameEvent({ ns: 'xp-card', v: 1, channel: 'c', type: 'resized', payload: { height: 212 } }); // true
 */
export function isFrameEvent(data: unknown): data is FrameEvent {
  if (!isEnvelope(data)) return false;
  const shape = (FRAME_EVENT_TYPES as readonly string[]).includes(data.type)
    ? SHAPES[data.type as FrameEventType]
    : undefined;
  const payload = data.payload as Obj;
  return !!shape && Object.keys(shape).every((key) => fits(shape[key] ?? '', payload[key]));
}

/** What a message must come from to be accepted. */
export type Expected = { origin: string; source: unknown; channel: string };

/**
 * The loader's receive guard: exact origin, the iframe's own window as source, a known event of
 * this version, and this instance's channel. Returns the event, or null to drop it.
 * @example
 * window.addEventListener('message', (e) => {
 *   const msg = readFrameEvent(e, { origin, source: iframe.contentWindow, channel });
 *   if (msg?.type === 'ready') sendInit();
 * });
 */
export function readFrameEvent(
  event: { origin: string; source: unknown; data: unknown },
  expected: Expected,
): FrameEvent | null {
  // A frame that is gone has no window: then nothing matches, not even a null source.
  if (!expected.source || event.origin !== expected.origin || event.source !== expected.source)
    return null;
  const data = event.data;
  return isFrameEvent(data) && data.channel === expected.channel ? data : null;
}

/**
 * Keeps only allowlisted appearance tokens with well-formed values; drops everything else.
 * @example
 * sanitizeAppearance({ colorPrimary: '#0b57d0', colorText: 'red;}', margin: '0' });
 * // { colorPrimary: '#0b57d0' }
 */
export function sanitizeAppearance(input: unknown): Appearance {
  const out: Record<string, string> = {};
  if (!isObj(input)) return out;
  for (const key of APPEARANCE_COLORS) {
    const value = input[key];
    if (typeof value === 'string' && COLOR_PATTERN.test(value)) out[key] = value;
  }
  const radius = input['borderRadius'];
  if (typeof radius === 'string' && RADIUS_PATTERN.test(radius)) out['borderRadius'] = radius;
  const font = input['fontFamily'];
  if ((FONT_FAMILIES as readonly unknown[]).includes(font)) out['fontFamily'] = font as string;
  return out;
}
