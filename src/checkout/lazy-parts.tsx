/** The page's lazily loaded parts: the screens after the chooser (and order lines), the card entry. */
import { lazy } from './lazy.tsx';

const later = () => import('./screens/status-screens.tsx');

export const StatusScreens = lazy(() => later().then((m) => m.StatusScreen));

export const LazyOrderLines = lazy(() => later().then((m) => m.OrderLines));

export const LazyCardPanel = lazy(() =>
  import('./components/card-panel.tsx').then((m) => m.CardPanel),
);
