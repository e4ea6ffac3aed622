/**
 * Code splitting without preact/compat: a component whose module loads on first use (or earlier,
 * with `preload`). The chooser is the first render; the card form and the status screens arrive as
 * their own chunks, fetched in parallel with the order so they are usually there when needed.
 * A spinner shows while one loads; if it cannot be loaded (offline), a retry.
 */
import type { JSX } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { PartFailed } from './components/retry-alert.tsx';
import { LoadingScreen } from './screens/loading-screen.tsx';

type Component<P> = (props: P) => JSX.Element | null;
export type Lazy<P, X> = Component<P> & { preload: () => Promise<X> };

/**
 * @example
 * const Screens = lazy(() => import('./screens/status-screens.tsx').then((m) => m.StatusScreen));
 */
export function lazy<P extends object, X extends object = object>(
  load: () => Promise<Component<P> & X>,
): Lazy<P, Component<P> & X> {
  let loaded: (Component<P> & X) | null = null;
  let pending: Promise<Component<P> & X> | null = null;
  const preload = () =>
    (pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        pending = null;
        throw error;
      },
    ));

  function LazyComponent(props: P) {
    const [failed, setFailed] = useState(false);
    const [, setReady] = useState(false);
    // Also when the chunk arrived between this render and the effect: `then` re-renders anyway.
    useEffect(() => {
      if (!failed)
        preload().then(
          () => setReady(true),
          () => setFailed(true),
        );
    }, [failed]);
    const Loaded = loaded as Component<P> | null;
    if (Loaded) return <Loaded {...props} />;
    return failed ? <PartFailed retry={() => setFailed(false)} /> : <LoadingScreen />;
  }
  return Object.assign(LazyComponent, { preload });
}
