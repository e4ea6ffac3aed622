/**
 * One screen of the review page: a real component tree rendered into its own shadow root, with the
 * stylesheets of the surface it belongs to. Re-scanned for marks whenever its text changes. With
 * keys shown, each text is labelled with its file and key, and a click on it (or Enter on it) picks
 * it for editing instead of acting on the screen.
 */
import { render, type VNode } from 'preact';
import { useEffect, useRef } from 'preact/hooks';
import { scanFlags } from './marks.ts';

type ShadowHostProps = {
  view: VNode;
  sheets: CSSStyleSheet[];
  /** Pseudo-locale: the fixture texts that may appear unmarked. */
  plain: ReadonlySet<string> | null;
  /** Runs once the view is on screen (e.g. to open a disclosure as a customer would). */
  afterMount?: ((root: ShadowRoot) => void) | undefined;
  class: string;
  locale: string;
  /** Keys shown: a use's label (file and key). */
  label?: ((use: number) => string) | undefined;
  /** Keys shown: the uses of the text clicked. */
  onPick?: ((uses: number[]) => void) | undefined;
};

/** The use numbers of the labelled element an event happened in, nearest first. */
function usesAt(event: Event): number[] | null {
  for (const target of event.composedPath()) {
    if (!(target instanceof Element)) continue;
    const uses = target.getAttribute('data-review-uses');
    if (uses) return uses.split(' ').map(Number);
    if (target.classList.contains('review-host')) break;
  }
  return null;
}

export function ShadowHost(props: ShadowHostProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const host = ref.current;
    if (!host) return;
    const shadow = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
    shadow.adoptedStyleSheets = props.sheets;
    const mount = document.createElement('div');
    shadow.replaceChildren(mount);
    render(props.view, mount);
    const scan = () => scanFlags(shadow, props.plain, props.label);
    const observer = new MutationObserver(scan);
    observer.observe(shadow, { subtree: true, childList: true, characterData: true });
    scan();
    props.afterMount?.(shadow);
    const { onPick } = props;
    // Keys shown: a click picks the text; the screen itself does nothing (no payment, no switch).
    const pick = (event: Event) => {
      if (!onPick) return;
      if (event instanceof KeyboardEvent && event.key !== 'Enter') return;
      const uses = usesAt(event);
      event.preventDefault();
      event.stopPropagation();
      if (uses) onPick(uses);
    };
    if (onPick) {
      shadow.addEventListener('click', pick, true);
      shadow.addEventListener('keydown', pick, true);
    }
    return () => {
      observer.disconnect();
      shadow.removeEventListener('click', pick, true);
      shadow.removeEventListener('keydown', pick, true);
      render(null, mount);
    };
  }, [props.view]);
  return <div ref={ref} class={props.class} data-locale={props.locale} />;
}
