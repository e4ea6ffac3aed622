/**
 * One persistent polite live region for the whole form (Adyen's SRPanel model): the region exists
 * from the first render, and each announcement empties it first so that repeating the same text
 * is read again (a region that appears with its text already in it is often not read: Adyen #3112).
 * @example
 * const { text, announce } = useAnnouncer();
 * announce('Card number: enter the number on your card');
 * return <div aria-live="polite">{text}</div>;
 */
import { useSignal } from '@preact/signals';
import type { ReadonlySignal } from '@preact/signals';
import { useEffect, useRef } from 'preact/hooks';

/** Delay between emptying the region and writing the new text. */
const ANNOUNCE_DELAY_MS = 60;

export function useAnnouncer(): { text: ReadonlySignal<string>; announce: (text: string) => void } {
  const text = useSignal('');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const announce = (next: string) => {
    clearTimeout(timer.current);
    text.value = '';
    timer.current = setTimeout(() => {
      text.value = next;
    }, ANNOUNCE_DELAY_MS);
  };
  return { text, announce };
}
