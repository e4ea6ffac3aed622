/**
 * `XPayCard`, the merchant loader (dist/widget.js, an IIFE global). It mounts our card form in an
 * iframe on the checkout origin, so the card number never touches the merchant's page (PCI SAQ A).
 * @example
 * <div id="card"></div>
 * <script src="https://checkout.example/widget.js"></script>
 * <script src="/checkout.js"></script>
 * // checkout.js
 * XPayCard.mount('#card', { setupToken, locale: 'nl-BE' })
 *   .on('change', (e) => console.log(e.brand, e.complete, e.errors))
 *   .on('loadFailure', () => showHostedPageLink());
 */
import { isOrigin } from '../shared/widget-protocol/guards.ts';
import { checkMessagesShape, createWidget, widgetError } from './frame-host.ts';
import type { CardWidget, MountOptions } from './frame-host.ts';

export type {
  CardWidget,
  MountOptions,
  WidgetError,
  WidgetEvent,
  WidgetEvents,
} from './frame-host.ts';
export type { Appearance, PaymentResult } from '../shared/widget-protocol/envelope.ts';

/** Loader version, for support requests. */
export const version = '1.0.0';

// Captured while the script runs: afterwards `document.currentScript` is null.
const script = document.currentScript;
const scriptOrigin =
  script instanceof HTMLScriptElement && /^https?:/i.test(script.src)
    ? new URL(script.src).origin
    : '';

/** Widgets by element: mounting into an element again replaces its widget (double mounts). */
const mounted = new WeakMap<Element, CardWidget>();

/**
 * Mounts the card form into `target` (an element or a CSS selector). A selector that matches
 * nothing yet while the document is loading is looked up again at DOMContentLoaded; methods and
 * handlers may be used at once (commands wait for the frame's handshake).
 * @example
 * const card = XPayCard.mount('#card', { setupToken: 'st_…' });
 * payButton.onclick = () => card.submit().catch((e) => console.warn(e.code));
 */
export function mount(target: string | Element, options: MountOptions): CardWidget {
  const frameOrigin = options.frameOrigin ?? scriptOrigin;
  if (!isOrigin(frameOrigin)) throw widgetError('options.frameOrigin');
  if (typeof options.setupToken !== 'string' || !options.setupToken)
    throw widgetError('options.setupToken');
  checkMessagesShape(options.messages);
  const find = () => (typeof target === 'string' ? document.querySelector(target) : target);

  let element: Element | null = null;
  const { widget, attach, fail } = createWidget(options, frameOrigin, () => {
    if (element && mounted.get(element) === widget) mounted.delete(element);
  });
  const place = (found: Element) => {
    element = found;
    mounted.get(found)?.destroy();
    mounted.set(found, widget);
    attach(found);
  };

  const now = find();
  if (now) place(now);
  else if (document.readyState !== 'loading') throw widgetError('mount.target');
  else
    document.addEventListener(
      'DOMContentLoaded',
      () => {
        const later = find();
        if (later) place(later);
        else fail('mount.target');
      },
      { once: true },
    );
  return widget;
}
