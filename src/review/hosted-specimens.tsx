/**
 * Every screen and state of the hosted checkout, as the real <App> renders it: the checkout model
 * runs against a fake API client (fixture orders and answers), never navigates, and its waits never
 * end, so each state stays on screen. The card entry gets a form model filled in for its states.
 */
import { App } from '../checkout/app.tsx';
import { PublicApiError } from '../shared/public-api.ts';
import { CardFormFactory } from '../checkout/components/card-form-factory.ts';
import { LazyOrderLines, StatusScreens } from '../checkout/lazy-parts.tsx';
import { loadLogos } from '../checkout/components/method-logo.tsx';
import type { CheckoutDeps, PayCard } from '../checkout/models/checkout-deps.ts';
import { CheckoutModel } from '../checkout/models/checkout-model.ts';
import type { CanPay } from '../checkout/models/methods.ts';
import { LocaleModel } from '../checkout/models/locale-model.ts';
import type { Backoff } from '../checkout/models/poll.ts';
import { fakeApi } from '../checkout/test-support.ts';
import type { CheckoutOrder, CheckoutPayment } from '../shared/api/public.ts';
import { createCardFormModel, type CardFormModel } from '../shared/card-form/index.ts';
import {
  METHOD_KINDS,
  methodKind,
  PAYMENT_METHODS,
  type MethodKind,
  type PaymentMethod,
} from '../shared/payment-methods.ts';
import { attempt, CARD_NOW, CARDS, fromNow, never, order, SHOP, until } from './fixtures.ts';
import { preloadCard, type LocaleKit } from './kit.ts';
import type { Built, Specimen } from './specimen.ts';

type Scenario = {
  order?: CheckoutOrder | PublicApiError;
  payments?: (CheckoutPayment | PublicApiError)[];
  config?: Partial<CheckoutDeps['config']>;
  payCard?: PayCard;
  backoff?: Backoff;
  /** False: the order never arrives (the loading state). */
  load?: boolean;
  /** What the customer did, once the order is shown; resolves in the state to show. */
  act?: (checkout: CheckoutModel) => Promise<unknown> | void;
  /** The card entry's form, for its filled-in states. */
  card?: (form: CardFormModel) => void;
  /** Which wallets the page may offer (default: every method, whatever browser shows the page). */
  canPay?: CanPay;
  openDetails?: boolean;
};

const cardForm = (fill?: (form: CardFormModel) => void) => () => {
  const form = createCardFormModel({ now: () => CARD_NOW });
  fill?.(form);
  return form;
};

async function hostedPage(kit: LocaleKit, scenario: Scenario): Promise<Built> {
  const { i18n, t, cardT } = kit.hostedI18n();
  const locale = new LocaleModel(i18n);
  await locale.start(kit.intl);
  // As main.tsx does: the lazy parts and the card strings before they are needed.
  await Promise.all([StatusScreens.preload(), LazyOrderLines.preload(), loadLogos()]);
  await preloadCard();
  await locale.require('card');
  const checkout = new CheckoutModel({
    api: fakeApi([scenario.order ?? order()], scenario.payments ?? []),
    config: { key: 'ck_review_0123456789', statusStep: false, method: null, ...scenario.config },
    payCard: scenario.payCard ?? (() => never()),
    navigate: () => undefined,
    sleep: () => never(),
    canPay: scenario.canPay ?? (() => true),
    ...(scenario.backoff ? { backoff: scenario.backoff } : {}),
  });
  if (scenario.load !== false) await checkout.load();
  await scenario.act?.(checkout);
  return {
    view: (
      <CardFormFactory.Provider value={cardForm(scenario.card)}>
        <App checkout={checkout} locale={locale} t={t} cardT={cardT} />
      </CardFormFactory.Provider>
    ),
    afterMount: scenario.openDetails
      ? (root) => root.querySelectorAll('details').forEach((details) => (details.open = true))
      : undefined,
  };
}

const hosted = (id: string, title: string, scenario: Scenario): Specimen => ({
  id: `hosted-${id}`,
  surface: 'hosted',
  title,
  build: (kit) => hostedPage(kit, scenario),
});

/** Several states of the hosted page in one screen, each under a caption (kinds of method). */
const hostedEach = (
  id: string,
  title: string,
  scenarios: readonly (readonly [caption: string, scenario: Scenario])[],
): Specimen => ({
  id: `hosted-${id}`,
  surface: 'hosted',
  title,
  build: async (kit) => {
    const built = await Promise.all(scenarios.map(([, s]) => hostedPage(kit, s)));
    return {
      view: (
        <div class="review-stack">
          {built.map((b, i) => (
            <div key={i}>
              <p class="review-caption" data-review-skip>
                {scenarios[i]?.[0]}
              </p>
              {b.view}
            </div>
          ))}
        </div>
      ),
    };
  },
});

/**
 * One method of each kind but those `except` (iDEAL for bank redirects, as the other screens use),
 * read from the registry so that a new kind gets its screens: `[caption, method]`.
 */
const KIND_NAMES: Record<MethodKind, string> = {
  card: 'card',
  'bank-redirect': 'bank redirect',
  wallet: 'wallet',
  bnpl: 'buy now, pay later',
  'bank-transfer': 'bank transfer',
};
const oneOfEachKind = (except: readonly MethodKind[]) =>
  METHOD_KINDS.filter((kind) => !except.includes(kind)).flatMap((kind) => {
    const method = PAYMENT_METHODS.find((m) => methodKind(m) === kind);
    return method ? [[`${method} (${KIND_NAMES[kind]})`, method] as const] : [];
  });
const redirectPayment = (method: PaymentMethod): CheckoutPayment => ({
  transaction_id: 'tx_review',
  payment_method: method,
  status: 'new',
  payment_url: 'https://pay.example/tx',
  setup_token: null,
});

const screenIs = (checkout: CheckoutModel, name: string) =>
  until(() => checkout.screen.peek().name === name, name);
/** The card payment failed on our side (not a decline): the chooser says so. */
const cardFault = () => Promise.reject(new PublicApiError('contract'));
const setupToken = {
  transaction_id: 'tx_review',
  payment_method: 'credit-card',
  status: 'new',
  payment_url: null,
  setup_token: 'st_review',
};
const card = { pan: CARDS.visa.replaceAll(' ', ''), expiryDate: '1230' };

/** The hosted checkout's screens, in the order a customer may meet them. */
export const HOSTED_SPECIMENS: readonly Specimen[] = [
  hosted('loading', 'Loading the order', { load: false }),
  hosted('chooser', 'Chooser: every method, iDEAL open, order details open, pay before today', {
    config: { method: 'ideal' },
    openDetails: true,
  }),
  hosted('sole-method', 'Only one method, no shop name, pay before another day', {
    order: order({
      payment_methods: ['ideal'],
      merchant_name: null,
      is_test: false,
      expires_at: fromNow(2 * 24 * 60),
    }),
  }),
  hostedEach(
    'sole-kinds',
    'Only one method, of each other kind',
    oneOfEachKind(['bank-redirect']).map(([caption, method]) => [
      caption,
      { order: order({ payment_methods: [method] }) },
    ]),
  ),
  // One screen each: stacked, their radios would be one group in the screen's shadow root.
  ...oneOfEachKind(['card', 'bank-redirect']).map(([caption, method]) =>
    hosted(`panel-${method}`, `Chooser: ${caption} open`, {
      order: order({ payment_methods: [method, 'ideal'] }),
      config: { method },
    }),
  ),
  hosted('card', 'Card entry, with the test cards of a test order', {
    config: { method: 'credit-card' },
  }),
  hosted('card-errors', 'Card entry: errors after leaving each field', {
    config: { method: 'credit-card' },
    card: (form) => {
      form.setPan(CARDS.short);
      form.setExpiry('01/24');
      form.setCvc('7');
      for (const field of ['pan', 'expiry', 'cvc'] as const) form.blur(field);
    },
  }),
  hosted('card-paying', 'Card entry: paying', {
    config: { method: 'credit-card' },
    card: (form) => {
      form.setPan(CARDS.visa);
      form.setExpiry('12/30');
      form.setCvc('737');
      form.lock();
    },
  }),
  hosted('notice-network', 'Chooser: no connection when starting the payment', {
    config: { method: 'ideal' },
    payments: [new PublicApiError('network')],
    act: (checkout) => checkout.payRedirect(),
  }),
  hosted('notice-server', 'Chooser: a fault on our side when starting the payment', {
    config: { method: 'ideal' },
    payments: [new PublicApiError('service.error', 503)],
    act: (checkout) => checkout.payRedirect(),
  }),
  hosted('notice-unavailable', 'Chooser: the method was refused', {
    config: { method: 'ideal' },
    payments: [new PublicApiError('rejected', 400)],
    act: (checkout) => checkout.payRedirect(),
  }),
  hosted('notice-card-error', 'Card entry: the card could not be processed', {
    config: { method: 'credit-card' },
    payments: [setupToken],
    payCard: cardFault,
    act: (checkout) => checkout.payByCard(card),
  }),
  hosted('to-bank', 'Redirect notice: off to the bank (iDEAL)', {
    config: { method: 'ideal' },
    payments: [
      {
        ...setupToken,
        payment_method: 'ideal',
        payment_url: 'https://bank.example/tx',
        setup_token: null,
      },
    ],
    act: (checkout) => checkout.payRedirect(),
  }),
  hostedEach(
    'to-kinds',
    'Leaving the page, for each other kind of method',
    oneOfEachKind(['card', 'bank-redirect']).map(([caption, method]) => [
      caption,
      {
        config: { method },
        payments: [redirectPayment(method)],
        act: (checkout) => checkout.payRedirect(),
      },
    ]),
  ),
  hosted('to-3ds', '3-D Secure redirect notice', {
    config: { method: 'credit-card' },
    payments: [setupToken],
    payCard: () =>
      Promise.resolve({
        order_id: 'ord_review',
        project_id: 'proj_review',
        order_status: 'processing',
        transaction_status: 'pending',
        challenge_url: 'https://acs.example/3ds',
        redirect_url: null,
        customer_message: null,
      }),
    act: (checkout) => checkout.payByCard(card),
  }),
  hosted('to-shop', 'Cancelled by the customer: back to the shop', {
    act: (checkout) => checkout.cancel(),
  }),
  hosted('to-shop-no-name', 'Back to the shop, no shop name', {
    order: order({ merchant_name: null }),
    act: (checkout) => checkout.cancel(),
  }),
  hosted('checking', 'Status step: checking the payment', {
    order: order({ status: 'processing', last_attempt: attempt('ideal', 'pending') }),
    config: { statusStep: true },
  }),
  hosted('pending', 'Status step: still being processed after 45 s', {
    order: order({ status: 'processing', last_attempt: attempt('ideal', 'pending') }),
    config: { statusStep: true },
    backoff: { initialMs: 1, factor: 1, maxDelayMs: 1, ceilingMs: 0 },
    act: (checkout) => screenIs(checkout, 'pending'),
  }),
  hosted('declined', 'Card declined, said in place: try again or choose another method', {
    order: order({ status: 'error', last_attempt: attempt('credit-card') }),
    config: { statusStep: true },
  }),
  ...(
    [
      ['card.declined.insufficient_funds', 'insufficient funds'],
      ['card.declined.expired', 'the card has expired'],
      ['card.3ds.failed', 'back from a failed 3-D Secure check'],
      ['card.3ds.cancelled', 'back from a cancelled 3-D Secure check'],
    ] as const
  ).map(([code, why]) =>
    hosted(`declined-${code}`, `Card declined: ${why}`, {
      order: order({
        status: 'error',
        last_attempt: { ...attempt('credit-card'), reason_code: code },
      }),
      config: { statusStep: true },
    }),
  ),
  hosted('market-name', 'A market’s own name for a method (Vipps in Norway)', {
    order: order({
      payment_methods: ['vipps-mobilepay', 'credit-card'],
      method_names: [{ method: 'vipps-mobilepay', name: 'vipps' }],
    }),
  }),
  hosted('failed-method', 'Bank payment not completed (iDEAL)', {
    order: order({ status: 'error', last_attempt: attempt('ideal') }),
    config: { statusStep: true },
  }),
  hostedEach('failed-kinds', 'Payment not completed, for each other kind of method', [
    ...oneOfEachKind(['card', 'bank-redirect']).map(
      ([caption, method]) =>
        [
          caption,
          {
            order: order({ status: 'error', last_attempt: attempt(method) }),
            config: { statusStep: true },
          },
        ] as const,
    ),
    [
      'a method this page does not know',
      {
        order: order({ status: 'error', last_attempt: attempt('cash-on-delivery') }),
        config: { statusStep: true },
      },
    ],
  ]),
  hosted('completed', 'Paid: going back to the shop', {
    order: order({ status: 'completed', last_attempt: attempt('ideal', 'completed') }),
    config: { statusStep: true },
  }),
  hosted('completed-no-name', 'Paid, no shop name', {
    order: order({ status: 'completed', merchant_name: null }),
    config: { statusStep: true },
  }),
  hosted('completed-no-url', 'Paid, and the shop gave no return URL', {
    order: order({ status: 'completed', return_url: null, failure_url: null }),
  }),
  hosted('cancelled', 'Cancelled', { order: order({ status: 'cancelled' }) }),
  hosted('expired', 'Expired', { order: order({ status: 'expired' }) }),
  hosted('not-found', 'Unknown order (a broken link)', {
    order: new PublicApiError('not-found', 404),
  }),
  hosted('network', 'No connection', { order: new PublicApiError('network') }),
  hosted('server', 'Server fault', { order: new PublicApiError('service.error', 500) }),
  hosted('no-methods', 'No method can pay the order', { order: order({ payment_methods: [] }) }),
  hosted('wallets', 'Only wallets this browser cannot run (Apple Pay, Google Pay)', {
    order: order({ payment_methods: ['apple-pay', 'google-pay'] }),
    canPay: () => false,
  }),
  {
    id: 'hosted-titles',
    surface: 'hosted',
    title: 'Browser tab titles (not on the page itself)',
    build: async (kit) => {
      const { i18n, t } = kit.hostedI18n();
      await i18n.activate(kit.intl);
      return {
        view: (
          <dl class="review-titles">
            <dt data-review-skip>Tab title, with the shop name</dt>
            <dd>{t('page.title', { merchant: SHOP })}</dd>
            <dt data-review-skip>Tab title, without</dt>
            <dd>{t('page.titleNoMerchant')}</dd>
            <dt data-review-skip>Card frame (read out by screen readers)</dt>
            <dd>{kit.frameT('frame.title')}</dd>
          </dl>
        ),
      };
    },
  },
];
