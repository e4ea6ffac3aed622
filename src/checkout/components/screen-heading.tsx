/**
 * A screen's h1. When the screen replaced another one, focus moves to it so screen readers announce
 * the new screen and keyboard users continue from the top of it (WCAG 2.4.3).
 */
import type { ComponentChildren } from 'preact';
import { useEffect, useRef } from 'preact/hooks';

export function ScreenHeading(props: { children: ComponentChildren; focus: boolean; id?: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (props.focus) ref.current?.focus();
  }, [props.focus]);
  return (
    <h1 class="screen-title" tabIndex={-1} ref={ref} id={props.id}>
      {props.children}
    </h1>
  );
}
