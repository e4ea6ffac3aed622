/**
 * The checkout model's payment flows, a chunk of their own (see checkout-model.ts): starting a
 * payment, the status step's polling, and the automatic return to the shop.
 */
import { ApiError } from '../api-client.ts';
import type { CardDetails, ModelCore } from './checkout-model.ts';
import { merchantTarget, safeUrl } from './merchant-target.ts';
import { anotherMethod, CARD_METHOD, isCardMethod, preselectedMethod } from './methods.ts';
import { DEFAULT_BACKOFF, poll } from './poll.ts';
import { isFinalStatus, OPEN_ATTEMPT } from './screens.ts';
import type { CheckoutOrder } from '../../shared/api/public.ts';

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The stable `code` of a card payment failure (the shared card form's CardPaymentError). */
const codeOf = (error: unknown): string | null =>
  typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string'
    ? error.code
    : null;

/** The service's reason code for a declined card (CardPaymentError's `result`), if it gave one. */
const reasonOf = (error: unknown): string | null => {
  const result = (error as { result?: { reason_code?: string | null } }).result;
  return result?.reason_code ?? null;
};

/**
 * The outage an error means, if it is one: no answer (`network`) or a server fault (`server`: a 5xx,
 * e.g. a proxy's 503). The payment is not over: the customer may simply pay again (issue 8).
 */
const outageOf = (error: unknown): 'network' | 'server' | null => {
  const code = error instanceof ApiError ? error.kind : codeOf(error);
  return code === 'network'
    ? code
    : code === 'server' || code === 'service.error'
      ? 'server'
      : null;
};

/** True when the status step can stop polling. */
export const isSettled = (order: CheckoutOrder) =>
  isFinalStatus(order.status) ||
  order.status === 'error' ||
  (order.status === 'new' && !OPEN_ATTEMPT.includes(order.last_attempt?.status ?? 'none'));

/** The status step: poll until the order is settled, with backoff and a ceiling. */
export async function watch(core: ModelCore, mine: number) {
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
    core.order.value = result.value;
    core.show({ name: 'pending' });
  } catch (error) {
    if (mine === core.flow()) core.fail(error);
  }
}

/** A decided order, after an attempt: back to the shop after a moment, unless the page moved on. */
export async function autoReturn(core: ModelCore, mine: number) {
  const current = core.order.peek();
  const target = current && merchantTarget(current, 'result');
  if (!target) return;
  await (core.deps.sleep ?? defaultSleep)(core.deps.autoReturnMs ?? 2500);
  if (mine === core.flow()) core.leave('shop', target, null);
}

/** A POST was refused (the order changed meanwhile): show what the order is now. */
async function afterRefusal(core: ModelCore, notice: 'unavailable' | 'cardError') {
  try {
    core.apply(await core.fetchOrder(), false);
    if (core.screen.peek().name === 'pay') core.notice.value = notice;
  } catch (error) {
    core.fail(error);
  }
}

/** One payment at a time: a second click while one starts is ignored (double-submit guard). */
async function guarded(core: ModelCore, run: (key: string) => Promise<void>) {
  if (core.busy.peek() || !core.key) return;
  core.busy.value = true;
  core.notice.value = null;
  core.decline.value = null;
  try {
    await run(core.key);
  } finally {
    core.busy.value = false;
  }
}

/** Redirect methods: start the attempt and go to its payment_url (only ever an http(s) URL). */
export function payRedirect(core: ModelCore) {
  return guarded(core, async (key) => {
    const method = core.selected.peek();
    if (!method) return;
    try {
      const url = safeUrl((await core.deps.api.startPayment(key, method)).payment_url);
      if (!url) throw new ApiError('contract');
      core.leave('bank', url, method);
    } catch (error) {
      const outage = outageOf(error);
      if (outage) core.notice.value = outage;
      else await afterRefusal(core, 'unavailable');
    }
  });
}

/** Cards: a setup token for this attempt (kept for retries), then tokenize-and-pay. */
export function payByCard(core: ModelCore, card: CardDetails) {
  return guarded(core, async (key) => {
    // The card method chosen (American Express has its own entry), else the generic one.
    const chosen = core.selected.peek();
    const method = chosen && isCardMethod(chosen) ? chosen : CARD_METHOD;
    try {
      if (!core.setupToken || (core.setupTokenMethod ?? CARD_METHOD) !== method) {
        const payment = await core.deps.api.startPayment(key, method);
        if (!payment.setup_token) throw new ApiError('contract');
        core.setupToken = payment.setup_token;
        core.setupTokenMethod = method;
      }
      const result = await core.deps.payCard(core.setupToken, card);
      const challenge = safeUrl(result.challenge_url);
      if (challenge) return core.leave('challenge', challenge, method);
      // After any attempt, the status step decides from the order itself.
      core.show({ name: 'checking' });
    } catch (error) {
      // Keep the setup token: if the payment went through after all, the service refuses the
      // next try with it, and the order is shown paid (never a second payment).
      const outage = outageOf(error);
      if (outage) {
        core.notice.value = outage;
        return;
      }
      // A declined card is an answer, not a fault: the card entry says why, in place, and the
      // customer may pay again on the same order with the same setup token.
      if (codeOf(error) === 'card.declined') {
        core.decline.value = reasonOf(error) ?? 'card.declined';
        return;
      }
      core.setupToken = null;
      await afterRefusal(core, 'cardError');
    }
  });
}

/** Retry after an error screen: fetch the order again. */
export function retry(core: ModelCore) {
  core.show({ name: 'loading' });
  return core.refresh(core.deps.config.statusStep);
}

/** Back to the chooser after a failed attempt: the same method again, or another one. */
export function reopen(core: ModelCore, which: 'same' | 'another') {
  const screen = core.screen.peek();
  const failed = screen.name === 'failed' ? screen.method : null;
  const methods = core.methods.peek();
  core.selected.value =
    which === 'another'
      ? anotherMethod(methods, failed)
      : (methods.find((m) => m === failed) ?? preselectedMethod(methods));
  core.notice.value = null;
  core.show({ name: 'pay' });
}

/** Leaves for the merchant's URL for the order (as cancelled, when the customer cancels). */
export function toShop(core: ModelCore, reason: 'result' | 'cancel') {
  const current = core.order.peek();
  const target = current && merchantTarget(current, reason);
  if (target) core.leave('shop', target, null);
}
