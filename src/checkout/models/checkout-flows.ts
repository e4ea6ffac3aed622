/**
 * The checkout model's payment flows, a chunk of their own (see checkout-model.ts): starting a
 * payment, the status step's polling, and the automatic return to the shop. They act on the page
 * through {@link FlowHost}, the model's intents (never its signals), and import nothing of the model.
 */
import type { CheckoutOrder } from '../../shared/api/public.ts';
import { knownReason, type ReasonCode } from '../../shared/error-codes.ts';
import { PublicApiError } from '../../shared/public-api.ts';
import type { CardDetails, CheckoutDeps, Notice } from './checkout-deps.ts';
import { merchantTarget, safeUrl } from './merchant-target.ts';
import { anotherMethod, CARD_METHOD, preselectedMethod } from './methods.ts';
import { isCardMethod, type PaymentMethod } from '../../shared/payment-methods.ts';
import { DEFAULT_BACKOFF, poll } from './poll.ts';
import { isFinalStatus, OPEN_ATTEMPT, type Screen } from './screens.ts';

/** What the flows may read of the page's state and do to it. */
export type FlowHost = {
  readonly deps: CheckoutDeps;
  readonly key: string | null;
  /** The number of the current screen flow; timers and polls of an older one stop quietly. */
  flow: () => number;
  order: () => CheckoutOrder | null;
  screen: () => Screen;
  selected: () => PaymentMethod | null;
  methods: () => PaymentMethod[];
  /** Shows `next` (with `order`, when the order changed without deciding the screen). */
  show: (next: Screen, order?: CheckoutOrder) => void;
  /** Shows the screen the order calls for. */
  apply: (order: CheckoutOrder, statusStep: boolean) => void;
  fetchOrder: () => Promise<CheckoutOrder>;
  leave: (to: 'bank' | 'challenge' | 'shop', url: string, method: PaymentMethod | null) => void;
  fail: (error: unknown) => void;
  refresh: (statusStep: boolean) => Promise<void>;
  /** Opens `method` on the chooser and clears what was said about the last one. */
  select: (method: PaymentMethod | null) => void;
  /** What the open method's panel says: a notice, or why the card was declined. */
  say: (notice: Notice | null, decline?: ReasonCode | null) => void;
  /** Marks a payment as started; false when one already is (the double-submit guard). */
  begin: () => boolean;
  end: () => void;
  /** The card attempt's setup token and the card method it was issued for: a decline is retried with it. */
  setup: { token: string | null; method: PaymentMethod | null };
};

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const codeOf = (error: unknown) => (error instanceof PublicApiError ? error.code : null);

/**
 * The outage an error means, if it is one: no answer (`network`) or a server fault (`server`: a 5xx,
 * e.g. a proxy's 503). The payment is not over: the customer may simply pay again.
 */
const outageOf = (error: unknown): 'network' | 'server' | null => {
  const code = codeOf(error);
  return code === 'network' ? code : code === 'service.error' ? 'server' : null;
};

/** True when the status step can stop polling. */
export const isSettled = (order: CheckoutOrder) =>
  isFinalStatus(order.status) ||
  order.status === 'error' ||
  (order.status === 'new' && !OPEN_ATTEMPT.includes(order.last_attempt?.status ?? 'none'));

/** The status step: poll until the order is settled, with backoff and a ceiling. */
export async function watch(core: FlowHost, mine: number) {
  try {
    const result = await poll({
      fetch: core.fetchOrder,
      settled: isSettled,
      sleep: core.deps.sleep ?? defaultSleep,
      now: core.deps.now ?? Date.now,
      active: () => mine === core.flow(),
      backoff: core.deps.backoff ?? DEFAULT_BACKOFF,
    });
    if (result.kind === 'stopped') return;
    if (result.kind === 'settled') return core.apply(result.value, true);
    core.show({ name: 'pending' }, result.value);
  } catch (error) {
    if (mine === core.flow()) core.fail(error);
  }
}

/** A decided order, after an attempt: back to the shop after a moment, unless the page moved on. */
export async function autoReturn(core: FlowHost, mine: number) {
  const current = core.order();
  const target = current && merchantTarget(current, 'result');
  if (!target) return;
  await (core.deps.sleep ?? defaultSleep)(core.deps.autoReturnMs ?? 2500);
  if (mine === core.flow()) core.leave('shop', target, null);
}

/** A POST was refused (the order changed meanwhile): show what the order is now. */
async function afterRefusal(core: FlowHost, notice: 'unavailable' | 'cardError') {
  try {
    core.apply(await core.fetchOrder(), false);
    if (core.screen().name === 'pay') core.say(notice);
  } catch (error) {
    core.fail(error);
  }
}

/** One payment at a time: a second click while one starts is ignored (double-submit guard). */
async function guarded(core: FlowHost, run: (key: string) => Promise<void>) {
  const { key } = core;
  if (!key || !core.begin()) return;
  core.say(null);
  try {
    await run(key);
  } finally {
    core.end();
  }
}

/** Redirect methods: start the attempt and go to its payment_url (only ever an http(s) URL). */
export function payRedirect(core: FlowHost) {
  return guarded(core, async (key) => {
    const method = core.selected();
    if (!method) return;
    try {
      const url = safeUrl((await core.deps.api.startPayment(key, method)).payment_url);
      if (!url) throw new PublicApiError('contract');
      core.leave('bank', url, method);
    } catch (error) {
      const outage = outageOf(error);
      if (outage) core.say(outage);
      else await afterRefusal(core, 'unavailable');
    }
  });
}

/** Cards: a setup token for this attempt (kept for retries), then tokenize-and-pay. */
export function payByCard(core: FlowHost, card: CardDetails) {
  return guarded(core, async (key) => {
    // The card method chosen (American Express has its own entry), else the generic one.
    const chosen = core.selected();
    const method = chosen && isCardMethod(chosen) ? chosen : CARD_METHOD;
    const { setup } = core;
    try {
      if (!setup.token || setup.method !== method) {
        const payment = await core.deps.api.startPayment(key, method);
        if (!payment.setup_token) throw new PublicApiError('contract');
        setup.token = payment.setup_token;
        setup.method = method;
      }
      const result = await core.deps.payCard(setup.token, card);
      const challenge = safeUrl(result.challenge_url);
      if (challenge) return core.leave('challenge', challenge, method);
      // After any attempt, the status step decides from the order itself.
      core.show({ name: 'checking' });
    } catch (error) {
      // Keep the setup token: if the payment went through after all, the service refuses the
      // next try with it, and the order is shown paid (never a second payment).
      const outage = outageOf(error);
      if (outage) {
        core.say(outage);
        return;
      }
      // A declined card is an answer, not a fault: the card entry says why, in place, and the
      // customer may pay again on the same order with the same setup token.
      if (error instanceof PublicApiError && error.code === 'card.declined') {
        core.say(null, knownReason(error.result?.reason_code, 'card.declined'));
        return;
      }
      setup.token = null;
      await afterRefusal(core, 'cardError');
    }
  });
}

/** Retry after an error screen: fetch the order again. */
export function retry(core: FlowHost) {
  core.show({ name: 'loading' });
  return core.refresh(core.deps.config.statusStep);
}

/** Back to the chooser after a failed attempt: the same method again, or another one. */
export function reopen(core: FlowHost, which: 'same' | 'another') {
  const screen = core.screen();
  const failed = screen.name === 'failed' ? screen.method : null;
  const methods = core.methods();
  core.select(
    which === 'another'
      ? anotherMethod(methods, failed)
      : (methods.find((m) => m === failed) ?? preselectedMethod(methods)),
  );
  core.show({ name: 'pay' });
}

/** Leaves for the merchant's URL for the order (as cancelled, when the customer cancels). */
export function toShop(core: FlowHost, reason: 'result' | 'cancel') {
  const current = core.order();
  const target = current && merchantTarget(current, reason);
  if (target) core.leave('shop', target, null);
}
