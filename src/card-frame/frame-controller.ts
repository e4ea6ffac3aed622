/**
 * The card frame's flow: `init` from the parent gives the setup token; a submit (the frame's own
 * button or the parent's `submit` command) validates, tokenizes and pays with `payWithCard`, then
 * tells the parent where the shopper goes: the 3-D Secure challenge (run full-page on our origin)
 * or the merchant's redirect target once the order is decided. A decline stays in the frame as a
 * message and the shopper may try again on the same order.
 * @example
 * const frame = new FrameController({ model, post: port.post, apiBase, onAppearance, onLocale });
 * port.listen(frame.handle);
 */
import { createModel, signal } from '@preact/signals';
import type { ReadonlySignal } from '@preact/signals';
import { isPayableStatus } from '../shared/api/order-statuses.ts';
import type { CardPaymentResult, CardSession } from '../shared/api/public.ts';
import { payWithCard } from '../shared/card-form/index.ts';
import type { CardData, CardFormModel } from '../shared/card-form/index.ts';
import type { RequestErrorCode, WidgetErrorCode } from '../shared/error-codes.ts';
import { PublicApiError } from '../shared/public-api.ts';
import type {
  Appearance,
  ParentCommand,
  PaymentResult,
} from '../shared/widget-protocol/envelope.ts';
import { fetchCardSession } from './card-session.ts';
import type { Post } from './parent-port.ts';

/** waiting for `init` → ready to pay → done (paid or off to 3-D Secure) | closed (session over). */
type FramePhase = 'waiting' | 'ready' | 'done' | 'closed';

type Outcome =
  | { type: 'result'; payload: PaymentResult }
  | { type: 'failed'; payload: { code: WidgetErrorCode } };

const codeOf = (error: unknown): RequestErrorCode =>
  error instanceof PublicApiError ? error.code : 'contract';

/** The notice for a failure: card.json has a text for each code the shopper can act on. */
const noticeKey = (code: RequestErrorCode) =>
  `errors.${code === 'not-found' || code === 'rejected' ? 'contract' : code}`;

export type FrameDeps = {
  model: CardFormModel;
  post: Post;
  /** The service's base URL, ending in `/` (`apiBaseFrom`). */
  apiBase: string;
  fetch?: typeof fetch;
  onAppearance: (appearance: Appearance) => void;
  onLocale: (locale: string) => void;
  /** Applies the merchant's text overrides (none: undefined); answers the rejected ones. */
  onMessages?: (messages: unknown) => string[];
};

/** The controller's public face: read-only state for the view, and the two ways in. */
interface FrameState {
  readonly phase: ReadonlySignal<FramePhase>;
  /** The order as the frame may see it (amount, currency, test mode). */
  readonly session: ReadonlySignal<CardSession | null>;
  readonly showHolder: ReadonlySignal<boolean>;
  /**
   * Pays with the card in the form. `re` is the id of the parent's `submit` to answer; every
   * outcome is also posted when the frame's own button started it. While a payment is in
   * flight a second submit joins it instead of starting another (one token per click burst).
   */
  submit(re?: string): void;
  /** Acts on one command that passed the receive guard. */
  handle(command: ParentCommand): void;
}

export const FrameController = createModel((deps: FrameDeps): FrameState => {
  const { model, post } = deps;
  const phase = signal<FramePhase>('waiting');
  const session = signal<CardSession | null>(null);
  const showHolder = signal(false);
  let setupToken = '';
  let inFlight: Promise<Outcome> | null = null;
  let last: Outcome | null = null;
  const api = () => ({
    apiBase: deps.apiBase,
    setupToken,
    ...(deps.fetch ? { fetch: deps.fetch } : {}),
  });

  const answer = (outcome: Outcome, re?: string) =>
    outcome.type === 'result'
      ? post('result', outcome.payload, re)
      : post('failed', outcome.payload, re);
  const failed = (code: WidgetErrorCode): Outcome => ({ type: 'failed', payload: { code } });
  const resultOf = (
    r: Pick<CardPaymentResult, 'order_id' | 'project_id'>,
    status: string,
    url: string | null,
  ): Outcome => ({
    type: 'result',
    payload: { status, redirectUrl: url, orderId: r.order_id, projectId: r.project_id },
  });

  const close = (code: RequestErrorCode) => {
    phase.value = 'closed';
    model.setNotice({ tone: 'error', key: noticeKey(code) });
  };

  /** The session, or null when it cannot be had (the caller decides what that means). */
  async function currentSession(): Promise<CardSession | null> {
    try {
      return (session.value = await fetchCardSession(api()));
    } catch {
      return null;
    }
  }

  async function loadSession() {
    try {
      const current = (session.value = await fetchCardSession(api()));
      if (!isPayableStatus(current.status)) close('session.expired');
    } catch (error) {
      const code = codeOf(error);
      // An outage is not the end of the session: say so, and let the shopper pay once it is over.
      if (code === 'network' || code === 'service.error')
        model.setNotice({ tone: 'error', key: noticeKey(code) });
      else close('session.expired');
    }
  }

  async function pay(card: CardData): Promise<Outcome> {
    try {
      const result = await payWithCard({
        ...api(),
        pan: card.pan,
        expiryDate: card.expiryDate,
        onTokenized: () =>
          post('tokenized', { brand: model.brand.peek().id, last4: card.pan.slice(-4) }),
      });
      if (result.challenge_url) {
        // Stay locked: the parent sends the shopper to their bank now.
        phase.value = 'done';
        model.setNotice({ tone: 'info', key: 'status.challenge' });
        return resultOf(result, 'challenge', result.challenge_url);
      }
      const url = result.redirect_url ?? (await currentSession())?.redirect_url ?? null;
      phase.value = 'done';
      model.unlock();
      model.setNotice({ tone: 'success', key: 'status.success' });
      return resultOf(result, result.order_status, url);
    } catch (error) {
      const code = codeOf(error);
      model.unlock();
      if (code === 'session.expired' || code === 'card.tooManyAttempts') {
        // Paid meanwhile (another tab, a replayed submit)? Then this is a result, not an error.
        const current = await currentSession();
        if (current?.redirect_url && current.status === 'completed') {
          phase.value = 'done';
          model.setNotice({ tone: 'success', key: 'status.success' });
          return resultOf(current, current.status, current.redirect_url);
        }
        close(code);
      } else model.setNotice({ tone: 'error', key: noticeKey(code) });
      return failed(code);
    }
  }

  function submit(re?: string) {
    if (inFlight) {
      if (re) void inFlight.then((outcome) => answer(outcome, re));
      return;
    }
    if (phase.value !== 'ready') {
      if (re)
        answer(
          last ?? failed(phase.value === 'waiting' ? 'frame.notReady' : 'session.expired'),
          re,
        );
      return;
    }
    const card = model.validateAll().complete ? model.cardData() : null;
    if (!card || !model.lock()) {
      if (re) answer(failed('card.invalid'), re);
      return;
    }
    const running = pay(card);
    inFlight = running;
    void running.then((outcome) => {
      inFlight = null;
      last = outcome;
      answer(outcome, re);
    });
  }

  return {
    phase,
    session,
    showHolder,

    submit,

    handle(command: ParentCommand) {
      if (command.type === 'submit') return submit(command.id);
      // Every init carries the current options: apply them; the first one also starts the session.
      const { appearance, locale, messages } = command.payload;
      setupToken = command.payload.setupToken;
      showHolder.value = command.payload.showHolder;
      deps.onAppearance(appearance);
      if (locale) deps.onLocale(locale);
      const keys = deps.onMessages?.(messages);
      // Never ignored silently: the loader emits `error` and logs the names.
      if (keys?.length) post('failed', { code: 'messages.invalid', keys });
      if (phase.value === 'waiting') {
        phase.value = 'ready';
        void loadSession();
      }
    },
  };
});
export type FrameController = InstanceType<typeof FrameController>;
