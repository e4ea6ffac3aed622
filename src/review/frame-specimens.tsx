/**
 * Every state of the card frame, as the real <CardFrameApp> renders it: the frame controller gets
 * its `init` and answers from a fake service (the fixture session), and the form model is filled
 * in for each state as a shopper would (typing, leaving fields, submitting).
 */
import { CardFrameApp } from '../card-frame/card-frame-app.tsx';
import { FrameController } from '../card-frame/frame-controller.ts';
import { createCardFormModel, type CardFormModel, type Notice } from '../shared/card-form/index.ts';
import { VALID_PARENT_COMMANDS } from '../shared/widget-protocol/fixtures.ts';
import { CARD_NOW, CARD_SESSION, CARDS, until } from './fixtures.ts';
import type { LocaleKit } from './kit.ts';
import type { Built, Specimen } from './specimen.ts';

type Scenario = {
  /** False: before the merchant page's `init` (no amount yet). */
  init?: boolean;
  showHolder?: boolean;
  /** False: opened outside a shop page. */
  embedded?: boolean;
  /** What the shopper did. */
  fill?: (form: CardFormModel) => void;
  notice?: Notice;
};

const noop = () => undefined;
const session = () => Promise.resolve(new Response(JSON.stringify(CARD_SESSION)));

async function frameState(kit: LocaleKit, scenario: Scenario) {
  const model = createCardFormModel({ now: () => CARD_NOW });
  const frame = new FrameController({
    model,
    post: noop,
    apiBase: 'https://checkout.example',
    fetch: session,
    onAppearance: noop,
    onLocale: noop,
  });
  if (scenario.init !== false) {
    const init = VALID_PARENT_COMMANDS.init;
    frame.handle({
      ...init,
      payload: { setupToken: 'st_review', appearance: {}, showHolder: !!scenario.showHolder },
    });
    await until(() => frame.session.peek() !== null, 'the card session');
  }
  scenario.fill?.(model);
  if (scenario.notice) model.setNotice(scenario.notice);
  return (
    <CardFrameApp
      frame={frame}
      model={model}
      t={kit.frameT}
      locale={kit.intl}
      embedded={scenario.embedded ?? true}
    />
  );
}

const frame = (id: string, title: string, ...scenarios: Scenario[]): Specimen => ({
  id: `frame-${id}`,
  surface: 'frame',
  title,
  build: async (kit): Promise<Built> => {
    const views = await Promise.all(scenarios.map((s) => frameState(kit, s)));
    return {
      view: (
        <div class="review-stack">
          {views.map((view, i) => (
            <div key={i}>{view}</div>
          ))}
        </div>
      ),
    };
  },
});

/** Types a card: number, expiry, CVC (each optional), then leaves the fields typed in. */
const typed =
  (pan?: string, expiry?: string, cvc?: string, submit = false) =>
  (form: CardFormModel) => {
    if (pan !== undefined) form.setPan(pan);
    if (expiry !== undefined) form.setExpiry(expiry);
    if (cvc !== undefined) form.setCvc(cvc);
    if (submit) form.validateAll();
    else for (const field of ['pan', 'expiry', 'cvc'] as const) form.blur(field);
  };

const error = (key: string): Notice => ({ tone: 'error', key: `errors.${key}` });

/** The card frame's states, from first paint to the end of a payment. */
export const FRAME_SPECIMENS: readonly Specimen[] = [
  frame('waiting', 'Before the shop page sent the order (no amount yet)', { init: false }),
  frame('empty', 'Empty form, test order', {}),
  frame('holder', 'With “name on card”', { showHolder: true }),
  frame('filled', 'Filled in: Visa', { fill: typed(CARDS.visa, '12/30', '737') }),
  frame('submitted-empty', 'Paid with nothing filled in: every field required (3 problems)', {
    fill: typed(undefined, undefined, undefined, true),
  }),
  frame('submitted-one', 'Paid with the code missing (1 problem)', {
    fill: typed(CARDS.visa, '12/30', '', true),
  }),
  frame('errors-incomplete', 'Errors: number too short, date unreadable, code too short', {
    fill: typed(CARDS.short, '12/3', '73'),
  }),
  frame('errors-wrong', 'Errors: number with a typo, card expired, code too long for Visa', {
    fill: (form) => {
      form.setPan(CARDS.amex);
      form.setCvc('1234');
      typed(CARDS.typo, '01/24')(form);
    },
  }),
  frame('errors-unsupported', 'Errors: card type not accepted, date too far ahead', {
    fill: typed(CARDS.unknown, '12/60', '737'),
  }),
  frame('amex', 'Amex: 4-digit code on the front', { fill: typed(CARDS.amex, '12/30', '1234') }),
  frame('bancontact', 'Bancontact: no security code', { fill: typed(CARDS.bancontact, '12/30') }),
  frame('maestro', 'Maestro: security code optional', { fill: typed(CARDS.maestro, '12/30') }),
  frame(
    'brands',
    'Card brand marks: Mastercard, Dankort, and a Visa debit number (4013…)',
    { fill: typed(CARDS.mastercard, '12/30', '737') },
    { fill: typed(CARDS.dankort, '12/30', '737') },
    { fill: typed(CARDS.vpay, '12/30', '737') },
  ),
  frame('paying', 'Paying', {
    fill: (form) => {
      typed(CARDS.visa, '12/30', '737')(form);
      form.lock();
    },
  }),
  frame('declined', 'Declined: try another card', {
    fill: typed(CARDS.visa, '12/30', '737'),
    notice: error('card.declined'),
  }),
  frame('challenge', '3-D Secure: off to the bank', {
    fill: typed(CARDS.visa, '12/30', '737'),
    notice: { tone: 'info', key: 'status.challenge' },
  }),
  frame('success', 'Paid', {
    fill: typed(CARDS.visa, '12/30', '737'),
    notice: { tone: 'success', key: 'status.success' },
  }),
  frame(
    'session-over',
    'The payment session is over: expired, too many attempts',
    { notice: error('session.expired') },
    { notice: error('card.tooManyAttempts') },
  ),
  frame(
    'faults',
    'No connection; a fault on our side (contract, service)',
    { fill: typed(CARDS.visa, '12/30', '737'), notice: error('network') },
    { notice: error('contract') },
    { notice: error('service.error') },
  ),
  frame('not-embedded', 'Opened outside a shop page', { init: false, embedded: false }),
];
