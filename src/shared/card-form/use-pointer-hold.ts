/**
 * Holds blur-time work while a pointer is pressed inside the form, until just after the click.
 * Showing an error on blur moves everything below it: a shopper who pressed the pay button
 * would see it slide away before releasing the mouse, and the click would be lost.
 * @example
 * const hold = usePointerHold();
 * <form onPointerDown={hold.onPointerDown}>
 *   <input onBlur={() => hold.run(() => model.blur('pan'))} />
 */
import { useEffect, useRef } from 'preact/hooks';

/** A press that ends outside the frame never reports its release; stop holding by then. */
const MAX_HOLD_MS = 1000;

export function usePointerHold() {
  const held = useRef<(() => void)[] | null>(null);
  useEffect(
    () => () => {
      held.current = null;
    },
    [],
  );
  const release = () => {
    const tasks = held.current ?? [];
    held.current = null;
    for (const task of tasks) task();
  };
  return {
    onPointerDown: (event: PointerEvent) => {
      held.current = [];
      const view = (event.currentTarget as Element).ownerDocument.defaultView ?? window;
      // After the click that follows this release (the click is dispatched right after pointerup).
      const done = () => {
        view.removeEventListener('pointerup', done);
        view.removeEventListener('pointercancel', done);
        setTimeout(release);
      };
      view.addEventListener('pointerup', done);
      view.addEventListener('pointercancel', done);
      setTimeout(release, MAX_HOLD_MS);
    },
    run: (task: () => void) => {
      if (held.current) held.current.push(task);
      else task();
    },
  };
}
