/**
 * Teardown in one place (Braintree `lib/destructor.js`): tasks run once, newest first, and a
 * task added after destruction runs at once. `destroy()` may be called any number of times.
 * @example
 * const destructor = createDestructor();
 * destructor.add(() => window.removeEventListener('message', onMessage));
 * destructor.destroy(); destructor.destroy(); // the second call does nothing
 */
type Destructor = {
  add(task: () => void): void;
  destroy(): void;
  readonly destroyed: boolean;
};

export function createDestructor(): Destructor {
  const tasks: (() => void)[] = [];
  let destroyed = false;
  return {
    add(task) {
      if (destroyed) task();
      else tasks.push(task);
    },
    destroy() {
      if (destroyed) return;
      destroyed = true;
      for (const task of tasks.splice(0).reverse()) {
        try {
          task();
        } catch {
          // One failing task must not keep the others (listener, iframe, promises) alive.
        }
      }
    },
    get destroyed() {
      return destroyed;
    },
  };
}
