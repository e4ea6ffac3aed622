/**
 * A signal's value in a component, re-rendering when it changes. The page binds components to its
 * models' signals with this hook rather than the `@preact/signals` Preact integration: models are
 * the same `@preact/signals-core` signals and `createModel`, but the integration costs about
 * 1.2 KB gzip of the 40 KB first-render budget. (The shared card form, a lazy chunk, brings the
 * integration along when it loads; reading with `peek()` here keeps the two from both subscribing.)
 * @example
 * const screen = useValue(checkout.screen);
 */
import type { ReadonlySignal } from '@preact/signals-core';
import { useEffect, useReducer } from 'preact/hooks';

export function useValue<T>(signal: ReadonlySignal<T>): T {
  const [, update] = useReducer((n: number) => n + 1, 0);
  const value = signal.peek();
  // `subscribe` calls back at once with the current value: a change since render re-renders.
  useEffect(() => signal.subscribe((next) => next !== value && update(0)), [signal, value]);
  return value;
}
