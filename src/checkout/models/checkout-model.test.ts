import type { RequestErrorCode } from '../../shared/error-codes.ts';
import { describe, expect, it } from 'vitest';
import type { CardPaymentResult } from '../../shared/api/public.ts';
import { PublicApiError } from '../../shared/public-api.ts';
import { anOrder, fakeApi, type FakeApi } from '../test-support.ts';
import type { CheckoutDeps, PayCard } from './checkout-deps.ts';
import { CheckoutModel } from './checkout-model.ts';

const KEY = 'ck_0123456789';
const urls = { return_url: 'https://shop.example/ok', failure_url: 'https://shop.example/ko' };
const ids = 'order_id=ord_1&project_id=prj_1';
const order = (overrides: Parameters<typeof anOrder>[0] = {}) =>
  anOrder({ id: 'ord_1', project_id: 'prj_1', expires_at: null, ...urls, ...overrides });
const payment = (overrides: object) => ({
  transaction_id: 'tx_1',
  payment_method: 'ideal',
  status: 'new',
  payment_url: null,
  setup_token: null,
  ...overrides,
});
const cardResult = (overrides: Partial<CardPaymentResult> = {}): CardPaymentResult => ({
  order_id: 'ord_1',
  project_id: 'prj_1',
  order_status: 'completed',
  transaction_status: 'completed',
  challenge_url: null,
  redirect_url: null,
  customer_message: null,
  ...overrides,
});

/** Lets every pending promise, fake sleep and lazily imported flow run. */
const settle = async () => {
  for (let i = 0; i < 20; i++) await new Promise((resolve) => setTimeout(resolve, 0));
};

function setup(api: FakeApi, overrides: Partial<CheckoutDeps> = {}) {
  const navigations: string[] = [];
  let time = 0;
  const cards: string[] = [];
  const payCard: PayCard = (token, card) => {
    cards.push(`${token} ${card.pan}`);
    return Promise.resolve(cardResult());
  };
  const model = new CheckoutModel({
    api,
    config: { key: KEY, statusStep: false, method: null },
    payCard,
    navigate: (url) => navigations.push(url),
    sleep: (ms) => {
      time += ms;
      return Promise.resolve();
    },
    now: () => time,
    autoReturnMs: 10,
    ...overrides,
  });
  return { model, navigations, cards };
}

describe('CheckoutModel', () => {
  it('opens the chooser with the first offered method preselected', async () => {
    const { model } = setup(fakeApi([order({ payment_methods: ['ideal', 'credit-card'] })]));
    await model.load();
    expect(model.screen.value).toEqual({ name: 'pay' });
    expect(model.selected.value).toBe('ideal');
    expect(model.methods.value).toEqual(['ideal', 'credit-card']);
  });

  it('preselects the method asked for in the URL', async () => {
    const { model } = setup(fakeApi([order({ payment_methods: ['ideal', 'credit-card'] })]), {
      config: { key: KEY, statusStep: false, method: 'credit-card' },
    });
    await model.load();
    expect(model.selected.value).toBe('credit-card');
  });

  it('shows an unknown order as not found, and a link without key too', async () => {
    const { model } = setup(fakeApi([new PublicApiError('not-found', 404)]));
    await model.load();
    expect(model.screen.value).toEqual({ name: 'error', reason: 'not-found' });

    const keyless = setup(fakeApi([order()]), {
      config: { key: null, statusStep: false, method: null },
    });
    await keyless.model.load();
    expect(keyless.model.screen.value).toEqual({ name: 'error', reason: 'not-found' });
  });

  it('offers a retry after a network failure, which then loads the order', async () => {
    const api = fakeApi([new PublicApiError('network'), order()]);
    const { model } = setup(api);
    await model.load();
    expect(model.screen.value).toEqual({ name: 'error', reason: 'network' });
    await model.retry();
    expect(model.screen.value).toEqual({ name: 'pay' });
  });

  it('starts a redirect payment and goes to its payment_url', async () => {
    const api = fakeApi(
      [order({ payment_methods: ['ideal'] })],
      [payment({ payment_url: 'https://bank.example/tx_1' })],
    );
    const { model, navigations } = setup(api);
    await model.load();
    await model.payRedirect();
    expect(api.calls).toContain(`POST ${KEY} ideal`);
    expect(navigations).toEqual(['https://bank.example/tx_1']);
    expect(model.screen.value).toMatchObject({ name: 'leaving', to: 'bank', method: 'ideal' });
  });

  it('never follows a payment_url that is not http(s)', async () => {
    const api = fakeApi(
      [order({ payment_methods: ['ideal'] })],
      [payment({ payment_url: 'javascript:alert(1)' })],
    );
    const { model, navigations } = setup(api);
    await model.load();
    await model.payRedirect();
    expect(navigations).toEqual([]);
    expect(model.notice.value).toBe('unavailable');
  });

  it('keeps the chooser with a notice when starting a payment hits the network', async () => {
    const api = fakeApi([order()], [new PublicApiError('network')]);
    const { model } = setup(api);
    await model.load();
    await model.payRedirect();
    expect(model.screen.value).toEqual({ name: 'pay' });
    expect(model.notice.value).toBe('network');
    expect(model.busy.value).toBe(false);
  });

  it('keeps the chooser with a server notice when starting a payment hits a 5xx', async () => {
    const api = fakeApi([order()], [new PublicApiError('service.error', 503)]);
    const { model } = setup(api);
    await model.load();
    await model.payRedirect();
    expect(model.screen.value).toEqual({ name: 'pay' });
    expect(model.notice.value).toBe('server');
    expect(api.calls.filter((c) => c.startsWith('GET'))).toHaveLength(1);
  });

  it('keeps the card form and its setup token when the card payment meets an outage', async () => {
    const api = fakeApi(
      [order()],
      [payment({ payment_method: 'credit-card', setup_token: 'st_1' })],
    );
    const failures: RequestErrorCode[] = ['service.error', 'network'];
    const cards: string[] = [];
    const { model } = setup(api, {
      payCard: (token) => {
        cards.push(token);
        const code = failures.shift();
        return code ? Promise.reject(new PublicApiError(code)) : Promise.resolve(cardResult());
      },
    });
    await model.load();
    const card = { pan: '4111111111111111', expiryDate: '1230' };
    await model.payByCard(card);
    expect([model.screen.value, model.notice.value]).toEqual([{ name: 'pay' }, 'server']);
    await model.payByCard(card);
    expect(model.notice.value).toBe('network');
    await model.payByCard(card);
    expect(model.notice.value).toBeNull();
    // One attempt on the order, one setup token for all three tries.
    expect(cards).toEqual(['st_1', 'st_1', 'st_1']);
    expect(api.calls.filter((c) => c.startsWith('POST'))).toHaveLength(1);
  });

  it('shows the expired screen when the order expired before the customer paid', async () => {
    const api = fakeApi(
      [order(), order({ status: 'expired' })],
      [new PublicApiError('rejected', 400, 'status')],
    );
    const { model } = setup(api);
    await model.load();
    await model.payRedirect();
    expect(model.screen.value).toEqual({ name: 'final', status: 'expired', auto: false });
  });

  it('pays by card, checks the order, then returns to the shop', async () => {
    const api = fakeApi(
      [order({ payment_methods: ['credit-card'] }), order({ status: 'completed' })],
      [payment({ payment_method: 'credit-card', setup_token: 'st_1' })],
    );
    const { model, navigations, cards } = setup(api);
    await model.load();
    await model.payByCard({ pan: '4111111111111111', expiryDate: '1230' });
    await settle();
    expect(cards).toEqual(['st_1 4111111111111111']);
    expect(navigations).toEqual([`https://shop.example/ok?${ids}`]);
    expect(model.screen.value).toMatchObject({ name: 'leaving', to: 'shop' });
  });

  it('says why a card was declined, in place, and pays again with the same setup token', async () => {
    const api = fakeApi(
      [order({ payment_methods: ['credit-card', 'ideal'] })],
      [payment({ payment_method: 'credit-card', setup_token: 'st_1' })],
    );
    const cards: string[] = [];
    const { model } = setup(api, {
      // As the shared card form's payWithCard does: a decline rejects with a stable code and
      // the service's answer, whose reason code the page localises.
      payCard: (token, card) => {
        cards.push(`${token} ${card.pan}`);
        return card.pan === '4000000000009995'
          ? Promise.reject(
              new PublicApiError(
                'card.declined',
                200,
                null,
                cardResult({
                  order_status: 'error',
                  transaction_status: 'error',
                  reason_code: 'card.declined.insufficient_funds',
                }),
              ),
            )
          : Promise.resolve(cardResult());
      },
    });
    await model.load();
    await model.payByCard({ pan: '4000000000009995', expiryDate: '1230' });
    await settle();
    expect(model.screen.value).toEqual({ name: 'pay' });
    expect(model.decline.value).toBe('card.declined.insufficient_funds');
    expect(model.selected.value).toBe('credit-card');

    await model.payByCard({ pan: '4111111111111111', expiryDate: '1230' });
    expect(model.decline.value).toBeNull();
    expect(cards).toEqual(['st_1 4000000000009995', 'st_1 4111111111111111']);
    expect(api.calls.filter((c) => c.startsWith('POST'))).toHaveLength(1);
  });

  it('takes a decline without a reason code as a plain decline', async () => {
    const api = fakeApi(
      [order()],
      [payment({ payment_method: 'credit-card', setup_token: 'st_1' })],
    );
    const { model } = setup(api, {
      payCard: () => Promise.reject(new PublicApiError('card.declined')),
    });
    await model.load();
    await model.payByCard({ pan: '4000000000000002', expiryDate: '1230' });
    expect(model.decline.value).toBe('card.declined');
  });

  it('back from a failed 3-D Secure check: the chooser, the card open, the reason shown', async () => {
    const failed = order({
      status: 'error',
      payment_methods: ['ideal', 'credit-card'],
      last_attempt: {
        id: 'tx',
        payment_method: 'credit-card',
        status: 'error',
        customer_message: 'The card could not be verified by your bank.',
        reason_code: 'card.3ds.failed',
      },
    });
    const { model } = setup(fakeApi([failed]), {
      config: { key: KEY, statusStep: true, method: null },
    });
    await model.load();
    await settle();
    expect(model.screen.value).toEqual({ name: 'pay' });
    expect(model.selected.value).toBe('credit-card');
    expect(model.decline.value).toBe('card.3ds.failed');
    model.select('ideal');
    expect(model.decline.value).toBeNull();
  });

  it('opens another method on "choose another method" after a failed bank payment', async () => {
    const failed = order({
      status: 'error',
      payment_methods: ['ideal', 'credit-card'],
      last_attempt: { id: 'tx', payment_method: 'ideal', status: 'error', customer_message: null },
    });
    const { model } = setup(fakeApi([failed]));
    await model.load();
    expect(model.screen.value).toEqual({ name: 'failed', method: 'ideal' });
    await model.chooseAnother();
    expect(model.selected.value).toBe('credit-card');
    expect(model.screen.value).toEqual({ name: 'pay' });
  });

  it('keeps the card entry’s form for the visit', () => {
    const { model } = setup(fakeApi([order()]));
    let made = 0;
    const make = () => ({ made: ++made });
    const first = model.cardForm(make);
    expect(model.cardForm(make)).toBe(first);
    expect(made).toBe(1);
  });

  it('leaves out wallets this browser cannot run, and says so when nothing else is left', async () => {
    const canPay = (m: string) => m !== 'apple-pay';
    const some = setup(fakeApi([order({ payment_methods: ['apple-pay', 'ideal'] })]), { canPay });
    await some.model.load();
    expect(some.model.methods.value).toEqual(['ideal']);
    const only = setup(fakeApi([order({ payment_methods: ['apple-pay'] })]), { canPay });
    await only.model.load();
    expect(only.model.screen.value).toEqual({
      name: 'error',
      reason: 'wallets',
      methods: ['apple-pay'],
    });
  });

  it('goes to the 3-D Secure page when the card asks for it', async () => {
    const api = fakeApi([order()], [payment({ setup_token: 'st_1' })]);
    const { model, navigations } = setup(api, {
      payCard: () =>
        Promise.resolve(
          cardResult({ order_status: 'processing', challenge_url: 'https://acs.example/3ds' }),
        ),
    });
    await model.load();
    await model.payByCard({ pan: '4000000000003220', expiryDate: '1230' });
    expect(navigations).toEqual(['https://acs.example/3ds']);
  });

  it('polls on the status step until the bank has answered', async () => {
    const open = { id: 'tx', payment_method: 'ideal', status: 'pending', customer_message: null };
    const api = fakeApi([
      order({ status: 'processing', last_attempt: open }),
      order({ status: 'processing', last_attempt: open }),
      order({ status: 'completed' }),
    ]);
    const { model, navigations } = setup(api, {
      config: { key: KEY, statusStep: true, method: null },
    });
    await model.load();
    await settle();
    expect(api.calls).toHaveLength(3);
    expect(navigations).toEqual([`https://shop.example/ok?${ids}`]);
  });

  it('stops polling at the ceiling and says the payment is still being processed', async () => {
    const api = fakeApi([order({ status: 'processing' })]);
    const { model } = setup(api, {
      config: { key: KEY, statusStep: true, method: null },
      backoff: { initialMs: 100, factor: 2, maxDelayMs: 400, ceilingMs: 1000 },
    });
    await model.load();
    await settle();
    expect(model.screen.value).toEqual({ name: 'pending' });
    const fetches = api.calls.length;
    model.checkAgain();
    await settle();
    expect(api.calls.length).toBeGreaterThan(fetches);
  });

  it('sends a cancelling customer to the failure target', async () => {
    const { model, navigations } = setup(fakeApi([order()]));
    await model.load();
    await model.cancel();
    expect(navigations).toEqual([`https://shop.example/ko?${ids}`]);
  });

  it('does not go back to the shop by itself when a decided order is opened again', async () => {
    const { model, navigations } = setup(fakeApi([order({ status: 'completed' })]));
    await model.load();
    await settle();
    expect(model.screen.value).toEqual({ name: 'final', status: 'completed', auto: false });
    expect(navigations).toEqual([]);
    await model.returnToShop();
    expect(navigations).toEqual([`https://shop.example/ok?${ids}`]);
  });

  it('stays on the decided screen when the return URL is unsafe', async () => {
    const { model, navigations } = setup(
      fakeApi([order({ status: 'completed', return_url: 'javascript:alert(1)' })]),
      { config: { key: KEY, statusStep: true, method: null } },
    );
    await model.load();
    await settle();
    expect(model.screen.value).toMatchObject({ name: 'final', status: 'completed' });
    expect(navigations).toEqual([]);
  });

  it('ignores a second click while a payment is starting', async () => {
    const api = fakeApi([order()], [payment({ payment_url: 'https://bank.example/1' })]);
    const { model } = setup(api);
    await model.load();
    await Promise.all([model.payRedirect(), model.payRedirect()]);
    expect(api.calls.filter((c) => c.startsWith('POST'))).toHaveLength(1);
  });
});
