/**
 * The review page's fixture data: one shop, one order in every state, one card session. Nothing
 * here reaches a service: the models run against fakes.
 */
import type { CardSession, CheckoutOrder } from '../shared/api/public.ts';
import { LOCALES } from '../shared/locales.ts';
import { PAYMENT_METHODS } from '../shared/payment-methods.ts';

export const SHOP = 'Nordlys Goods';
const DESCRIPTION = 'Order 1042: wool scarf and mittens';
const LINES = [
  { name: 'Wool scarf, charcoal', quantity: 1, amount: 3495, type: 'physical' },
  { name: 'Mittens, size M', quantity: 2, amount: 1250, type: 'physical' },
  { name: 'Shipping', quantity: 1, amount: 495, type: 'shipping_fee' },
];

/** Text on the screens that is the shop's, not ours: the pseudo-locale leaves it as it is. */
export const FIXTURE_TEXTS: ReadonlySet<string> = new Set([
  SHOP,
  DESCRIPTION,
  ...LINES.map((line) => line.name),
  ...Object.values(LOCALES).map((l) => l.name),
]);

/** The clock card expiry dates are judged by, so the examples never go stale. */
export const CARD_NOW = new Date('2026-06-15T12:00:00Z');

/** An ISO time `minutes` from now (the "pay before" deadline). */
export const fromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

/** A test order of the shop with every method, paid by nobody yet, due in 20 minutes. */
export function order(overrides: Partial<CheckoutOrder> = {}): CheckoutOrder {
  return {
    id: 'ord_review',
    project_id: 'proj_review',
    amount: LINES.reduce((sum, line) => sum + line.amount * line.quantity, 0),
    currency: 'EUR',
    description: DESCRIPTION,
    status: 'new',
    locale: null,
    is_test: true,
    expires_at: fromNow(20),
    merchant_name: SHOP,
    order_lines: LINES,
    payment_methods: [...PAYMENT_METHODS],
    return_url: 'https://shop.example/return',
    failure_url: 'https://shop.example/failure',
    last_attempt: null,
    ...overrides,
  };
}

/** The last attempt of an order, by method and status. */
export const attempt = (payment_method: string, status = 'error') => ({
  id: 'tx_review',
  payment_method,
  status,
  customer_message: null,
});

/** The card frame's view of a test order of €24.95. */
export const CARD_SESSION: CardSession = {
  order_id: 'ord_review',
  project_id: 'proj_review',
  amount: 2495,
  currency: 'EUR',
  status: 'new',
  locale: null,
  is_test: true,
  redirect_url: null,
};

/** Card numbers per brand (all pass the Luhn check) and the other examples the forms show. */
export const CARDS = {
  visa: '4111 1111 1111 1111',
  mastercard: '5555 5555 5555 4444',
  amex: '3782 822463 10005',
  bancontact: '6703 4444 4444 4449',
  maestro: '6759 6498 2643 8453',
  dankort: '5019 7170 1010 3742',
  vpay: '4013 0000 0000 0007',
  unknown: '9999 9999 9999 9995',
  typo: '4111 1111 1111 1112',
  short: '4111 1111',
} as const;

/** A promise that never settles: a model waiting for it stays in the state being shown. */
export const never = <T>() => new Promise<T>(() => undefined);

/** Resolves once `ready()` holds (checked every few milliseconds), or rejects after 3 s. */
export async function until(ready: () => boolean, what = 'the state') {
  for (let waited = 0; !ready(); waited += 5) {
    if (waited > 3000) throw new Error(`review page: ${what} never came`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
