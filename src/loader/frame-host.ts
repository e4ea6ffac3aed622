/**
 * One mounted card widget on the merchant page: creates the card iframe on the checkout origin,
 * runs the ready → init handshake, relays frame events to merchant handlers, answers `submit()`
 * through a pending-request map, and sends the shopper on once the order is decided. The parent
 * half of shared/widget-protocol/README.md; no framework, no zod (guards.ts instead).
 * @example
 * const widget = createWidget(element, { setupToken }, 'https://checkout.example');
 * widget.on('change', (e) => button.toggleAttribute('disabled', !e.complete));
 */
import {
  PROTOCOL_NS,
  PROTOCOL_VERSION,
  READY_TIMEOUT_MS,
} from '../shared/widget-protocol/envelope.ts';
import type {
  Appearance,
  FrameEvents,
  ParentCommands,
  ParentCommandType,
  PaymentResult,
} from '../shared/widget-protocol/envelope.ts';
import {
  isHttpUrl,
  isObj,
  readFrameEvent,
  sanitizeAppearance,
} from '../shared/widget-protocol/guards.ts';
import type { WidgetErrorCode } from '../shared/error-codes.ts';
import { createDestructor } from './destructor.ts';

/** What the merchant passes to `XPayCard.mount`. */
export type MountOptions = {
  /** `transactions[0].payment_method_details.setup_token` of the order, from your server. */
  setupToken: string;
  /** One of the 8 locales (`nl-BE`, …); default: the page's `lang`, then the browser's. */
  locale?: string;
  appearance?: Appearance;
  /** Show a "Name on card" field (for autofill and save-card prompts). */
  showHolder?: boolean;
  /** Handle the result yourself; otherwise the widget sends the shopper to the redirect target. */
  onResult?: (result: PaymentResult) => void;
  /** Where card-frame.html is served; default: the origin widget.js was loaded from. */
  frameOrigin?: string;
  /** Where to send the shopper if the card form cannot load (e.g. your hosted-page link). */
  fallbackUrl?: string;
  /**
   * Your own texts, by locale, then by card.json key with `{{variables}}` as in en-GB:
   * `{ 'de-DE': { pay: 'Jetzt {{amount}} zahlen' } }`. The frame rejects unknown keys and
   * changed variables: an `error` event `{ code: 'messages.invalid', keys }` and a console error.
   */
  messages?: Record<string, Record<string, string>>;
};

/** The widget's events and what their handlers receive. */
export type WidgetEvents = {
  ready: Record<string, never>;
  change: FrameEvents['changed'];
  focus: FrameEvents['focused'];
  blur: FrameEvents['blurred'];
  tokenized: FrameEvents['tokenized'];
  /** `keys`: with `messages.invalid`, the rejected overrides as `locale.key`. */
  error: { code: WidgetErrorCode; keys?: string[] };
  loadFailure: { code: WidgetErrorCode };
};
export type WidgetEvent = keyof WidgetEvents;

/** A rejected `submit()`: `code` is stable (`card.declined`, `card.invalid`, `widget.destroyed`, …). */
export type WidgetError = Error & { code: WidgetErrorCode };

/** A mounted widget. */
export type CardWidget = {
  /** Validates, tokenizes and pays; resolves with where the order stands, rejects with a code. */
  submit(): Promise<PaymentResult>;
  /** Changes appearance, holder field, locale or messages; `onResult` and `fallbackUrl` too. */
  update(options: Partial<Omit<MountOptions, 'setupToken' | 'frameOrigin'>>): void;
  /** Removes the iframe and the listener and rejects pending submits. Safe to call twice. */
  destroy(): void;
  on<E extends WidgetEvent>(event: E, handler: (payload: WidgetEvents[E]) => void): CardWidget;
};

/** How long a `submit()` may wait for its answer (a payment, not a page load). */
const SUBMIT_TIMEOUT_MS = 120_000;

export const widgetError = (code: WidgetErrorCode): WidgetError =>
  Object.assign(new Error(`XPayCard: ${code}`), { code });

/**
 * Throws `options.messages` unless `messages` is absent or an object of objects (locale → key →
 * text). Keys, locales and variables are the frame's to check: it has the locale files.
 */
export function checkMessagesShape(messages: unknown) {
  if (messages !== undefined && !(isObj(messages) && Object.values(messages).every(isObj)))
    throw widgetError('options.messages');
}

const randomId = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) =>
    b.toString(16).padStart(2, '0'),
  ).join('');

/** Sends the top window (the shopper's tab) to an absolute http(s) URL; anything else is ignored. */
export function navigate(url: unknown, win: Window = window) {
  if (!isHttpUrl(url)) return;
  try {
    (win.top ?? win).location.href = url;
  } catch {
    win.location.href = url;
  }
}

/**
 * A widget whose iframe goes into the page with `attach(element)` (at once, or once the element
 * exists); `fail(code)` reports a target that never appeared. `whenDestroyed` runs once.
 */
export function createWidget(
  options: MountOptions,
  frameOrigin: string,
  whenDestroyed: () => void,
): {
  widget: CardWidget;
  attach: (element: Element) => void;
  fail: (code: WidgetErrorCode) => void;
} {
  let opts = { ...options };
  const handlers: Partial<Record<WidgetEvent, ((payload: never) => void)[]>> = {};
  const pending = new Map<string, [(r: PaymentResult) => void, (e: WidgetError) => void]>();
  const queue: [ParentCommandType, object, string?][] = [];
  const channel = randomId();
  const destructor = createDestructor();
  let ready = false;
  let decided = false;
  let failure: WidgetErrorCode | '' = '';

  const emit = <E extends WidgetEvent>(event: E, payload: WidgetEvents[E]) => {
    for (const handler of handlers[event] ?? []) {
      try {
        (handler as (p: WidgetEvents[E]) => void)(payload);
      } catch (error) {
        // A merchant handler's bug must not break the widget; still report it.
        setTimeout(() => {
          throw error;
        });
      }
    }
  };
  const settle = (id: string | undefined, outcome: PaymentResult | WidgetError) => {
    const request = id === undefined ? undefined : pending.get(id);
    if (!request || id === undefined) return;
    pending.delete(id);
    if (outcome instanceof Error) request[1](outcome);
    else request[0](outcome);
  };
  const rejectAll = (code: WidgetErrorCode) => {
    for (const id of [...pending.keys()]) settle(id, widgetError(code));
  };

  const iframe = document.createElement('iframe');
  const locale = opts.locale ?? document.documentElement.lang;
  const params = new URLSearchParams({ channel, parentOrigin: location.origin, locale });
  // The locale in the query too: the service then sends the frame with its strings inside.
  iframe.src = `${frameOrigin}/card-frame.html?${new URLSearchParams({ locale })}#${params}`;
  // Replaced by the localized title from the frame's `ready`.
  iframe.title = 'Card payment form';
  iframe.referrerPolicy = 'origin';
  iframe.height = '300';
  // CSSOM properties, not a style attribute: allowed under a strict style-src.
  Object.assign(iframe.style, { width: '100%', border: '0', display: 'block' });

  const send = <T extends ParentCommandType>(type: T, payload: ParentCommands[T], id?: string) => {
    const target = iframe.contentWindow;
    if (!ready || !target) queue.push([type, payload, id]);
    else
      target.postMessage(
        { ns: PROTOCOL_NS, v: PROTOCOL_VERSION, channel, type, payload, ...(id ? { id } : {}) },
        frameOrigin,
      );
  };

  let localeChanged = false;
  const init = () =>
    send('init', {
      setupToken: opts.setupToken,
      appearance: sanitizeAppearance(opts.appearance),
      showHolder: !!opts.showHolder,
      ...(localeChanged && opts.locale ? { locale: String(opts.locale) } : {}),
      messages: opts.messages,
    });

  const onMessage = (event: MessageEvent) => {
    const message = readFrameEvent(event, {
      origin: frameOrigin,
      source: iframe.contentWindow,
      channel,
    });
    if (!message) return;
    if (message.type === 'ready') {
      clearTimeout(loadTimer);
      iframe.title = message.payload.title;
      // Every ready gets an init: the iframe reloads when the page moves it in the DOM.
      ready = true;
      init();
      for (const [type, payload, id] of queue.splice(0)) send(type, payload as never, id);
      emit('ready', {});
    } else if (message.type === 'resized')
      iframe.height = String(Math.min(Math.max(message.payload.height, 80), 2000));
    else if (message.type === 'changed') emit('change', message.payload);
    else if (message.type === 'focused') emit('focus', message.payload);
    else if (message.type === 'blurred') emit('blur', message.payload);
    else if (message.type === 'tokenized') emit('tokenized', message.payload);
    else if (message.type === 'failed') {
      const { code, keys } = message.payload;
      settle(message.re, widgetError(code));
      // A mistake in the integration, not the shopper's: the developer must see it.
      const texts = keys?.join(', ');
      // eslint-disable-next-line no-console -- the merchant's console is where integrations are debugged
      if (texts) console.error(`XPayCard ${code} (unknown key or other {{variables}}): ${texts}`);
      emit('error', message.payload);
    } else {
      settle(message.re, message.payload);
      // One decision per widget: a joined second submit answers the same result.
      if (decided) return;
      decided = true;
      if (opts.onResult) opts.onResult(message.payload);
      else navigate(message.payload.redirectUrl);
    }
  };

  const fail = (code: WidgetErrorCode) => {
    failure = code;
    rejectAll(code);
    emit('loadFailure', { code });
    emit('error', { code });
    navigate(opts.fallbackUrl);
  };
  let loadTimer: ReturnType<typeof setTimeout> | undefined;

  // Removed from the page: the frame is gone, so nothing pending can be answered.
  const observer = new MutationObserver(() => {
    if (iframe.isConnected) return;
    ready = false;
    rejectAll('frame.removed');
  });
  const attach = (element: Element) => {
    if (destructor.destroyed) return;
    loadTimer = setTimeout(() => fail('frame.timeout'), READY_TIMEOUT_MS);
    observer.observe(document, { childList: true, subtree: true });
    element.appendChild(iframe);
  };

  window.addEventListener('message', onMessage);
  destructor.add(whenDestroyed);
  destructor.add(() => window.removeEventListener('message', onMessage));
  destructor.add(() => clearTimeout(loadTimer));
  destructor.add(() => observer.disconnect());
  destructor.add(() => iframe.remove());
  destructor.add(() => rejectAll('widget.destroyed'));

  const widget: CardWidget = {
    submit() {
      return new Promise((resolve, reject) => {
        if (destructor.destroyed || failure)
          return reject(widgetError(failure || 'widget.destroyed'));
        const id = randomId();
        const timer = setTimeout(() => settle(id, widgetError('frame.timeout')), SUBMIT_TIMEOUT_MS);
        pending.set(id, [
          (r) => (clearTimeout(timer), resolve(r)),
          (e) => (clearTimeout(timer), reject(e)),
        ]);
        send('submit', {}, id);
      });
    },
    update(next) {
      checkMessagesShape(next.messages);
      localeChanged ||= next.locale !== undefined && next.locale !== opts.locale;
      opts = { ...opts, ...next };
      // Before ready, the init that answers it carries these options anyway.
      if (ready && !destructor.destroyed) init();
    },
    destroy: () => destructor.destroy(),
    on(event, handler) {
      const list: ((payload: never) => void)[] = handlers[event] ?? [];
      list.push(handler);
      handlers[event] = list;
      return widget;
    },
  };
  return { widget, attach, fail };
}
