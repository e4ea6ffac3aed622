/**
 * Every screen but the chooser, and the chooser's order lines, as one chunk: loaded in parallel
 * with the order when the first screen is one of these, else right after the first render.
 */
import type { Screen } from '../models/screens.ts';
import { ErrorScreen } from './error-screen.tsx';
import './status-screens.css';

export { OrderLines } from '../components/order-lines.tsx';
import { FailedScreen } from './failed-screen.tsx';
import { PendingScreen } from './pending-screen.tsx';
import { ProgressScreen } from './progress-screen.tsx';
import { ResultScreen } from './result-screen.tsx';

type StatusScreenName = 'checking' | 'leaving' | 'pending' | 'failed' | 'final' | 'error';
type StatusScreenOf = Extract<Screen, { name: StatusScreenName }>;

export function StatusScreen(props: { screen: StatusScreenOf; focus: boolean }) {
  const { screen, focus } = props;
  switch (screen.name) {
    case 'checking':
    case 'leaving':
      return <ProgressScreen screen={screen} focus={focus} />;
    case 'pending':
      return <PendingScreen focus={focus} />;
    case 'failed':
      return <FailedScreen screen={screen} focus={focus} />;
    case 'final':
      return <ResultScreen screen={screen} focus={focus} />;
    case 'error':
      return <ErrorScreen reason={screen.reason} methods={screen.methods} focus={focus} />;
  }
}
