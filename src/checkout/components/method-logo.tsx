/**
 * A method's logo, drawn once its chunk (method-art.tsx) has loaded: the chooser can be used before
 * that, since every method's name is written beside its logo, and the drawings (about 1.4 KB, and
 * the costliest layout of the first screen: SVG lettering) come right after the first screen. Until
 * then an empty box of the logo's size holds its place, so nothing moves when it is drawn.
 */
import type { JSX } from 'preact';
import { signal } from '@preact/signals';
import type { PaymentMethod } from '../../shared/payment-methods.ts';

const draw = signal<((method: PaymentMethod) => JSX.Element) | null>(null);
let loading: Promise<void> | null = null;

/** Loads the drawings (once; a failed load may be tried again) and draws every logo on screen. */
export function loadLogos(): Promise<void> {
  loading ??= import('./method-art.tsx').then(
    (art) => {
      draw.value = art.drawLogo;
    },
    () => {
      loading = null;
    },
  );
  return loading;
}

export function MethodLogo(props: { method: PaymentMethod }) {
  const drawLogo = draw.value;
  return drawLogo ? drawLogo(props.method) : <span class="logo logo-box" aria-hidden="true" />;
}
