/**
 * The frame's side of the protocol (shared/widget-protocol/README.md), as an adapter in the
 * manner of signals' PostMessageAdapter: commands from the parent in, model changes out.
 * - Receive: only from `parentOrigin`, only from `window.parent`, only a command that passes
 *   the zod/mini schema, only on our channel. Anything else is dropped silently.
 * - Send: to `window.parent` with `targetOrigin = parentOrigin`, never `"*"`. Messages carry
 *   brand, completeness, error codes and last four digits; never the number or the CVC.
 * @example
 * const port = createParentPort({ channel, parentOrigin, win: window });
 * port.listen((command) => controller.handle(command));
 * port.post('ready', { title: t('frame.title') });
 */
import { effect } from '@preact/signals';
import type { CardField, CardFormModel } from '../shared/card-form/index.ts';
import { PROTOCOL_NS, PROTOCOL_VERSION } from '../shared/widget-protocol/envelope.ts';
import type {
  FrameEvents,
  FrameEventType,
  ParentCommand,
  WidgetField,
} from '../shared/widget-protocol/envelope.ts';
import { parseParentCommand } from '../shared/widget-protocol/messages.ts';

/** Posts one event to the parent, optionally answering request `re`. */
export type Post = <T extends FrameEventType>(
  type: T,
  payload: FrameEvents[T],
  re?: string,
) => void;

/** The window the port lives in; a fake in tests. */
type PortWindow = Pick<Window, 'addEventListener' | 'removeEventListener'> & {
  parent: Pick<Window, 'postMessage'>;
};

export function createParentPort(options: {
  channel: string;
  parentOrigin: string;
  win: PortWindow;
}) {
  const { channel, parentOrigin, win } = options;
  const parent = win.parent;
  let listener: ((event: MessageEvent) => void) | null = null;

  const post: Post = (type, payload, re) => {
    parent.postMessage(
      { ns: PROTOCOL_NS, v: PROTOCOL_VERSION, channel, type, payload, ...(re ? { re } : {}) },
      parentOrigin,
    );
  };

  return {
    post,
    /** Calls `onCommand` with each accepted command; replaces any earlier listener. */
    listen(onCommand: (command: ParentCommand) => void) {
      if (listener) win.removeEventListener('message', listener);
      listener = (event: MessageEvent) => {
        if (event.origin !== parentOrigin || event.source !== parent) return;
        const command = parseParentCommand(event.data);
        if (command?.channel === channel) onCommand(command);
        else if (import.meta.env.MODE === 'development')
          // eslint-disable-next-line no-console -- dev-only trace of dropped messages
          console.debug('[card-frame] dropped a message', event.data);
      };
      win.addEventListener('message', listener);
    },
    dispose() {
      if (listener) win.removeEventListener('message', listener);
      listener = null;
    },
  };
}

/** Public event names of the model's fields ("pan" stays inside the frame). */
const FIELD_NAMES: Record<CardField, WidgetField> = {
  pan: 'number',
  expiry: 'expiry',
  cvc: 'cvc',
  holder: 'holder',
};

/**
 * Turns model changes into `changed`, `focused` and `blurred` events. Returns the disposer.
 * `changed` is sent only when brand, completeness or the visible error codes change.
 */
export function bridgeModel(model: CardFormModel, post: Post): () => void {
  let last = '';
  const stopChanged = effect(() => {
    const payload = {
      brand: model.brand.value.id,
      complete: model.complete.value,
      errors: Object.values(model.errors.value),
    };
    const key = JSON.stringify(payload);
    if (key !== last) post('changed', payload);
    last = key;
  });
  let previous: CardField | null = null;
  const stopFocus = effect(() => {
    const field = model.focused.value;
    if (previous && previous !== field) post('blurred', { field: FIELD_NAMES[previous] });
    if (field && field !== previous) post('focused', { field: FIELD_NAMES[field] });
    previous = field;
  });
  return () => {
    stopChanged();
    stopFocus();
  };
}

/** Reports the content height so the loader sizes the iframe (no scrollbars, no clipping). */
export function observeHeight(element: Element, post: Post): () => void {
  let last = -1;
  const report = () => {
    const height = Math.ceil(element.getBoundingClientRect().height);
    if (height !== last) post('resized', { height });
    last = height;
  };
  // A ResizeObserver reports the first size itself, after the layout the browser does anyway; a
  // report now would force that layout in the middle of the first render.
  if (typeof ResizeObserver === 'undefined') {
    report();
    return () => undefined;
  }
  const observer = new ResizeObserver(report);
  observer.observe(element);
  return () => observer.disconnect();
}
