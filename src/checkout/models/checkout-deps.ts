/**
 * What the checkout model is built from (main.tsx gives the real ones, tests fakes), and the small
 * types its two halves share: the model (checkout-model.ts) and its payment flows
 * (checkout-flows.ts, a chunk of their own) both read this module, and neither imports the other's
 * values.
 */
import type { CardPaymentResult } from '../../shared/api/public.ts';
import type { ApiClient } from '../api-client.ts';
import type { PageConfig } from '../config.ts';
import type { CanPay } from './methods.ts';
import type { Backoff } from './poll.ts';

/** What the customer typed, as the card form hands it over (PAN digits, expiry MMYY). */
export type CardDetails = { pan: string; expiryDate: string };
/** Tokenizes the card and pays the order with it (the shared card form's `payWithCard`). */
export type PayCard = (setupToken: string, card: CardDetails) => Promise<CardPaymentResult>;

/** Messages shown in the open method's panel when something failed without ending the payment. */
export type Notice = 'network' | 'server' | 'unavailable' | 'cardError';

export type CheckoutDeps = {
  api: ApiClient;
  config: Pick<PageConfig, 'key' | 'statusStep' | 'method'>;
  payCard: PayCard;
  /** Leaves the page (location.assign in the browser). */
  navigate: (url: string) => void;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
  backoff?: Backoff;
  /** How long a decided order stays on screen before going back to the shop by itself. */
  autoReturnMs?: number;
  /** Which wallets this browser can run (default: asks the browser). */
  canPay?: CanPay;
};
