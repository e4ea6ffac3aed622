/**
 * One screen of the review page: a real component tree rendered into its own shadow root, with the
 * stylesheets of the surface it belongs to. Re-scanned for marks whenever its text changes.
 */
import { render, type VNode } from 'preact';
import { useEffect, useRef } from 'preact/hooks';
import { scanFlags } from './marks.ts';

export type ShadowHostProps = {
  view: VNode;
  sheets: CSSStyleSheet[];
  /** Pseudo-locale: the fixture texts that may appear unmarked. */
  plain: ReadonlySet<string> | null;
  /** Runs once the view is on screen (e.g. to open a disclosure as a customer would). */
  afterMount?: ((root: ShadowRoot) => void) | undefined;
  class: string;
  locale: string;
};

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
    const scan = () => scanFlags(shadow, props.plain);
    const observer = new MutationObserver(scan);
    observer.observe(shadow, { subtree: true, childList: true, characterData: true });
    scan();
    props.afterMount?.(shadow);
    return () => {
      observer.disconnect();
      render(null, mount);
    };
  }, [props.view]);
  return <div ref={ref} class={props.class} data-locale={props.locale} />;
}
