/**
 * Runs `task` once the browser is idle after what is queued now (at the latest `timeout` ms
 * later): for work that must not stand between a drawn screen and the customer's first tap, such as
 * fetching the code of the next screens. A timer queued right after the first paint would run
 * before the tap is handled; an idle callback waits for a quiet moment. Browsers without
 * requestIdleCallback (Safari) get a short timer.
 * @example
 * whenIdle(() => void import('./next-screen.ts'));
 */
export function whenIdle(task: () => void, timeout = 1000): void {
  // Shared code compiles for the server too, without the DOM's types.
  const idle = (globalThis as { requestIdleCallback?: IdleScheduler }).requestIdleCallback;
  if (typeof idle === 'function') idle(() => task(), { timeout });
  else setTimeout(task, 50);
}

type IdleScheduler = (callback: () => void, options: { timeout: number }) => number;
