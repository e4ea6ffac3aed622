/**
 * The card widget's postMessage protocol: the envelope, the message types in both directions and
 * the appearance allowlist. Types and constants only, no dependencies: the loader (merchant page)
 * and the card frame both import it. Protocol rules and the sequence diagram: ./README.md.
 * @example
 * const msg: Envelope<'ready', { title: string }> = {
 *   ns: PROTOCOL_NS, v: PROTOCOL_VERSION, channel: 'c0ffee…', type: 'ready', payload: { title: 'Card payment' },
 * };
 */

/** Namespace of every message, so other postMessage traffic on the page is ignored. */
import type { WidgetErrorCode } from '../error-codes.ts';
export const PROTOCOL_NS = 'xp-card';
/** Protocol version; a message with another `v` is ignored (never thrown). */
export const PROTOCOL_VERSION = 1;
/** How long the loader waits for the frame's `ready` before it reports a load failure. */
export const READY_TIMEOUT_MS = 15_000;

/**
 * One message. `id` marks a request that expects an answer; `re` is the `id` being answered.
 * @example
 * const submit: Envelope<'submit', Record<string, never>> = { ns: 'xp-card', v: 1, channel, type: 'submit', payload: {}, id: 'r1' };
 */
export type Envelope<T extends string = string, P = unknown> = {
  ns: typeof PROTOCOL_NS;
  v: typeof PROTOCOL_VERSION;
  channel: string;
  type: T;
  payload: P;
  id?: string;
  re?: string;
};

/** Colour tokens a merchant may set. @example APPEARANCE_COLORS.includes('colorPrimary'); // true */
export const APPEARANCE_COLORS = [
  'colorPrimary',
  'colorText',
  'colorBackground',
  'colorDanger',
] as const;

/**
 * Font families the frame may use: installed system fonts only, since the frame's CSP loads fonts
 * from its own origin alone (a merchant cannot hand the frame a web font).
 * @example FONT_FAMILIES.includes('Georgia'); // true
 */
export const FONT_FAMILIES = [
  'system-ui',
  'sans-serif',
  'serif',
  'Arial',
  'Helvetica',
  'Verdana',
  'Tahoma',
  'Trebuchet MS',
  'Georgia',
  'Times New Roman',
] as const;
/** One of {@link FONT_FAMILIES}. @example const f: FontFamily = 'Georgia'; */
export type FontFamily = (typeof FONT_FAMILIES)[number];

/** A colour: `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`, or `rgb()`/`hsl()` with plain numbers. */
export const COLOR_PATTERN =
  /^(#(?:[\da-f]{3,4}|[\da-f]{6}|[\da-f]{8})|(?:rgb|hsl)a?\([\d.%,/ ]{5,40}\))$/i;
/** A corner radius: 0 to 99 with an optional fraction, in px or rem. */
export const RADIUS_PATTERN = /^\d{1,2}(\.\d{1,2})?(px|rem)$/;

/**
 * The appearance tokens (an allowlist: anything else is dropped before it reaches the frame).
 * @example
 * const a: Appearance = { colorPrimary: '#0b57d0', borderRadius: '8px', fontFamily: 'Georgia' };
 */
export type Appearance = {
  colorPrimary?: string;
  colorText?: string;
  colorBackground?: string;
  colorDanger?: string;
  borderRadius?: string;
  fontFamily?: FontFamily;
};

/** Card fields as the public events name them. @example const f: WidgetField = 'number'; */
export type WidgetField = 'number' | 'expiry' | 'cvc' | 'holder';

/** Parent → frame commands (imperative names), by type. */
export type ParentCommands = {
  /**
   * The setup token and the current display options: the answer to every `ready`, and sent
   * again whenever the merchant calls `update()` (the frame applies it idempotently). `locale`
   * is there only once the merchant changed it; the first one travels in the URL hash.
   * `messages` are the merchant's text overrides as given (`{ [locale]: { [card.json key]: text } }`);
   * the frame checks every entry against en-GB's card.json and answers the rejected ones with
   * `failed` `{ code: 'messages.invalid', keys }` (shared/i18n/overrides.ts).
   */
  init: {
    setupToken: string;
    appearance: Appearance;
    showHolder: boolean;
    locale?: string;
    messages?: unknown;
  };
  /** Validate, tokenize and pay; answered by `result` or `failed` with `re`. */
  submit: Record<string, never>;
};
/** A command's type. @example const t: ParentCommandType = 'init'; */
export type ParentCommandType = keyof ParentCommands;
/** Every command type. @example PARENT_COMMAND_TYPES.includes('submit'); // true */
export const PARENT_COMMAND_TYPES = ['init', 'submit'] as const;

/**
 * Where the order stands after a payment: `challenge` (3-D Secure: send the shopper to
 * `redirectUrl`) or the order's status (`completed`, …) with the merchant's redirect target.
 */
export type PaymentResult = {
  status: string;
  redirectUrl: string | null;
  orderId: string;
  projectId: string;
};

/**
 * Frame → parent events (past tense or state), by type. None carries a card number or CVC:
 * `tokenized` holds the brand and the last four digits only (a unit test keeps it so).
 */
export type FrameEvents = {
  ready: { title: string };
  resized: { height: number };
  changed: { brand: string; complete: boolean; errors: string[] };
  focused: { field: WidgetField };
  blurred: { field: WidgetField };
  tokenized: { brand: string; last4: string };
  result: PaymentResult;
  /** `keys`: with `messages.invalid`, the rejected overrides as `locale.key`. */
  failed: { code: WidgetErrorCode; keys?: string[] };
};
/** An event's type. @example const t: FrameEventType = 'changed'; */
export type FrameEventType = keyof FrameEvents;
/** Every event type. @example FRAME_EVENT_TYPES.includes('ready'); // true */
export const FRAME_EVENT_TYPES = [
  'ready',
  'resized',
  'changed',
  'focused',
  'blurred',
  'tokenized',
  'result',
  'failed',
] as const satisfies readonly FrameEventType[];

/** One frame event in its envelope. @example const e: FrameEvent = { ...env, type: 'failed', payload: { code: 'network' } }; */
export type FrameEvent = {
  [K in FrameEventType]: Envelope<K, FrameEvents[K]>;
}[FrameEventType];
/** One parent command in its envelope. */
export type ParentCommand = {
  [K in ParentCommandType]: Envelope<K, ParentCommands[K]>;
}[ParentCommandType];

/** The frame's URL hash parameters, set by the loader. */
export type FrameHashParams = { channel: string; parentOrigin: string; locale: string };
/** A channel id: what the loader generates (hex) or a UUID. */
export const CHANNEL_PATTERN = /^[\w-]{16,64}$/;
