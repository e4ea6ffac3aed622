/**
 * The hosted page's state: the order, the screen, the chosen method, and every action a customer
 * can take. Built once in main.tsx and handed down through context.
 *
 * What the first render needs (fetching the order, choosing a screen) is here; the payment flows
 * (starting a payment, polling on the status step, going back to the shop by itself) are in
 * `checkout-flows.ts`, a chunk fetched as soon as the order is shown, to keep the first render small.
 */
import { action, computed, createModel, signal } from '@preact/signals';
import type { CheckoutOrder } from '../../shared/api/public.ts';
import { knownReason, type ReasonCode } from '../../shared/error-codes.ts';
import { PublicApiError } from '../../shared/public-api.ts';
import type { CardDetails, CheckoutDeps, Notice } from './checkout-deps.ts';
import type { FlowHost } from './checkout-flows.ts';
import { browserCanPay, chooseableMethods, preselectedMethod } from './methods.ts';
import { type PaymentMethod } from '../../shared/payment-methods.ts';
import { cardDeclined, screenFor, type Screen } from './screens.ts';
import { whenIdle } from '../../shared/when-idle.ts';

/** setTimeout cannot wait longer than about 24.8 days; an expiry further away needs no timer. */
const MAX_TIMER_MS = 2 ** 31 - 1;

const errorReason = (error: unknown) =>
  error instanceof PublicApiError && (error.code === 'not-found' || error.code === 'network')
    ? error.code
    : 'server';

/** The flows chunk; failing to load it is a network problem (the page is offline). */
const flows = () =>
  import('./checkout-flows.ts').catch(() => Promise.reject(new PublicApiError('network')));
type Flows = Awaited<ReturnType<typeof flows>>;

export const CheckoutModel = createModel((deps: CheckoutDeps) => {
  const key = deps.config.key;
  const order = signal<CheckoutOrder | null>(null);
  const screen = signal<Screen>({ name: 'loading' });
  const selected = signal<PaymentMethod | null>(null);
  const busy = signal(false);
  const notice = signal<Notice | null>(null);
  /** Why the last card attempt failed (a reason code), shown in place by the card entry. */
  const decline = signal<ReasonCode | null>(null);
  const canPay = deps.canPay ?? browserCanPay;
  const methods = computed(() => chooseableMethods(order.value?.payment_methods ?? [], canPay));
  let flow = 0;
  /** The card entry's form, kept for the visit (memory only, never storage). */
  let cardForm: unknown = null;
  let expiryTimer: ReturnType<typeof setTimeout> | undefined;

  const core: FlowHost = {
    deps,
    key,
    flow: () => flow,
    order: () => order.peek(),
    screen: () => screen.peek(),
    selected: () => selected.peek(),
    methods: () => methods.peek(),
    setup: { token: null, method: null },
    select(method) {
      selected.value = method;
      core.say(null);
    },
    say(next, reason = null) {
      notice.value = next;
      decline.value = reason;
    },
    begin: () => !busy.peek() && (busy.value = true),
    end() {
      busy.value = false;
    },
    show(next, current) {
      const mine = ++flow;
      if (current) order.value = current;
      screen.value = next;
      if (next.name === 'checking') void flows().then((f) => f.watch(core, mine), core.fail);
      if (next.name === 'final' && next.auto)
        void flows().then((f) => f.autoReturn(core, mine), ignore);
    },
    apply(current, statusStep) {
      order.value = current;
      const next = screenFor(current, { statusStep, canPay });
      // Arriving at the chooser after a failed card (back from 3-D Secure, or a reload): say why.
      if (next.name === 'pay' && screen.peek().name !== 'pay' && cardDeclined(current))
        decline.value = knownReason(current.last_attempt?.reason_code, 'card.declined');
      if (next.name === 'pay' && !selected.value)
        selected.value = preselectedMethod(methods.value, {
          requested: deps.config.method,
          lastAttempt: current.last_attempt?.payment_method ?? null,
        });
      scheduleExpiry(current, next);
      core.show(next);
    },
    fetchOrder: () =>
      key ? deps.api.getOrder(key) : Promise.reject(new PublicApiError('not-found')),
    leave(to, url, method) {
      core.show({ name: 'leaving', to, url, method });
      deps.navigate(url);
    },
    fail: (error) => core.show({ name: 'error', reason: errorReason(error) }),
    refresh: (statusStep) => refresh(statusStep),
  };

  /** When the order's time is up, fetch it again: the service answers `expired`. */
  function scheduleExpiry(current: CheckoutOrder, next: Screen) {
    clearTimeout(expiryTimer);
    const wait = Date.parse(current.expires_at ?? '') - (deps.now ?? Date.now)() + 1000;
    if (next.name === 'pay' && wait < MAX_TIMER_MS)
      expiryTimer = setTimeout(() => void refresh(false), Math.max(0, wait));
  }

  async function refresh(statusStep: boolean) {
    const mine = ++flow;
    try {
      const current = await core.fetchOrder();
      if (mine === flow) core.apply(current, statusStep);
      // The flows are needed next: fetch their chunk while the customer reads the page (once the
      // screen is drawn and the browser idle, so that it competes neither with what the screen
      // needs nor with the first tap).
      whenIdle(() => void flows().catch(ignore));
    } catch (error) {
      if (mine === flow) core.fail(error);
    }
  }

  const ignore = () => undefined;
  /** Runs an action of the flows chunk; if it cannot be loaded (offline), says so where the customer is. */
  const run = (act: (f: Flows) => unknown) =>
    flows().then(act, () => {
      notice.value = 'network';
    });

  return {
    order,
    screen,
    selected,
    methods,
    busy,
    notice,
    decline,

    /**
     * The card entry's form for this visit: made by `make` the first time, then the same one, so
     * what the customer typed survives looking at another method. Kept in memory only.
     */
    cardForm: <T>(make: () => T): T => (cardForm ??= make()) as T,
    /** First fetch: the chooser, or the status step when coming back from a payment. */
    load: action(() => refresh(deps.config.statusStep)),
    /** Retry after an error screen. */
    retry: action(() => run((f) => f.retry(core))),
    /** From the "still processing" screen: poll again. */
    checkAgain: action(() => core.show({ name: 'checking' })),
    select: action((method: PaymentMethod) => core.select(method)),
    /** Redirect methods: start the attempt and go to its payment_url. */
    payRedirect: action(() => run((f) => f.payRedirect(core))),
    /** Cards: a setup token for this attempt, then the shared card form's tokenize-and-pay. */
    payByCard: action((card: CardDetails) => run((f) => f.payByCard(core, card))),
    /** After a decline: the same method again (the card form mounts anew, empty). */
    tryAgain: action(() => run((f) => f.reopen(core, 'same'))),
    /** After a decline: back to the chooser with a different method open. */
    chooseAnother: action(() => run((f) => f.reopen(core, 'another'))),
    /** Cancel: back to the shop's failure target (the order stays open until it expires). */
    cancel: action(() => run((f) => f.toShop(core, 'cancel'))),
    /** "Return to the shop" on a decided, failed or pending order. */
    returnToShop: action(() => run((f) => f.toShop(core, 'result'))),
  };
});
export type CheckoutModel = InstanceType<typeof CheckoutModel>;
