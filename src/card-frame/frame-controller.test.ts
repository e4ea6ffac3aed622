import { describe, expect, it, vi } from 'vitest';
import { createCardFormModel } from '../shared/card-form/index.ts';
import type { CardFormModel } from '../shared/card-form/index.ts';
import { VALID_PARENT_COMMANDS } from '../shared/widget-protocol/fixtures.ts';
import { FrameController } from './frame-controller.ts';

const json = (status: number, body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { status }));
const REDIRECT = 'https://shop.example/result?order_id=ord_1&project_id=proj_1';
const CHALLENGE = 'https://checkout.example/sandbox/3ds/tx_1/';

/** The public endpoints the frame calls, with the sandbox's test-card verdicts. */
function fakeService(options: { sessionStatus?: number } = {}) {
  const calls: string[] = [];
  let pan = '';
  const fetch = vi.fn((url: string, init?: RequestInit) => {
    const path = new URL(url).pathname;
    const body = JSON.parse(init?.body as string) as Record<string, string>;
    calls.push(path);
    if (path === '/v1/card/session')
      return options.sessionStatus
        ? json(options.sessionStatus, {
            error: {
              status: 400,
              type: 'ValidationError',
              value: 'gone',
              property_path: 'setup_token',
            },
          })
        : json(200, {
            order_id: 'ord_1',
            project_id: 'proj_1',
            amount: 2495,
            currency: 'EUR',
            status: 'new',
            locale: null,
            is_test: true,
            redirect_url: null,
          });
    if (path === '/v1/tokens/') {
      pan = body['pan'] ?? '';
      return json(200, { vault_token: `vt_${calls.length}` });
    }
    const verdict =
      pan === '4000000000000002' ? 'error' : pan === '4000000000003220' ? 'pending' : 'completed';
    return json(200, {
      order_id: 'ord_1',
      project_id: 'proj_1',
      order_status: verdict === 'pending' ? 'processing' : verdict,
      transaction_status: verdict,
      challenge_url: verdict === 'pending' ? CHALLENGE : null,
      redirect_url: verdict === 'completed' ? REDIRECT : null,
      customer_message: verdict === 'error' ? 'Your card was declined.' : null,
    });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

const flush = () => new Promise((done) => setTimeout(done, 0));

function fill(model: CardFormModel, pan = '4111 1111 1111 1111') {
  model.setPan(pan);
  model.setExpiry('12/30');
  model.setCvc('737');
}

function setup(options: { sessionStatus?: number } = {}) {
  const service = fakeService(options);
  const model = createCardFormModel({ now: () => new Date('2026-06-15T12:00:00Z') });
  const post = vi.fn();
  const onAppearance = vi.fn();
  const onLocale = vi.fn();
  const frame = new FrameController({
    model,
    post,
    apiBase: 'https://checkout.example',
    fetch: service.fetch,
    onAppearance,
    onLocale,
  });
  const sent = (type: string) => post.mock.calls.filter(([t]) => t === type);
  const init = async () => {
    frame.handle(VALID_PARENT_COMMANDS.init);
    await flush();
  };
  return { service, model, post, frame, sent, init, onAppearance, onLocale };
}

describe('FrameController', () => {
  it('answers a submit that arrives before init with frame.notReady', () => {
    const { frame, post } = setup();
    frame.submit('r1');
    expect(post).toHaveBeenCalledWith('failed', { code: 'frame.notReady' }, 'r1');
  });

  it('on init applies the appearance and loads the session (amount, test mode)', async () => {
    const { frame, init, onAppearance } = setup();
    await init();
    expect(onAppearance).toHaveBeenCalledWith(VALID_PARENT_COMMANDS.init.payload.appearance);
    expect(frame.phase.value).toBe('ready');
    expect(frame.session.value).toMatchObject({ amount: 2495, currency: 'EUR', is_test: true });
    expect(frame.showHolder.value).toBe(true);
  });

  it('pays: tokenized (brand and last four), then the result with the redirect target', async () => {
    const { frame, model, post, service, init } = setup();
    await init();
    fill(model);
    frame.submit('r1');
    await flush();
    expect(service.calls).toEqual(['/v1/card/session', '/v1/tokens/', '/v1/card/payments']);
    expect(post).toHaveBeenCalledWith('tokenized', { brand: 'visa', last4: '1111' });
    expect(post).toHaveBeenCalledWith(
      'result',
      { status: 'completed', redirectUrl: REDIRECT, orderId: 'ord_1', projectId: 'proj_1' },
      'r1',
    );
    expect(frame.phase.value).toBe('done');
    expect(model.notice.value).toEqual({ tone: 'success', key: 'status.success' });
  });

  it('keeps a decline in the frame and lets the shopper retry on the same order', async () => {
    const { frame, model, post, init } = setup();
    await init();
    fill(model, '4000 0000 0000 0002');
    frame.submit();
    await flush();
    expect(post).toHaveBeenCalledWith('failed', { code: 'card.declined' }, undefined);
    expect(model.notice.value).toEqual({ tone: 'error', key: 'errors.card.declined' });
    expect(model.submitting.value).toBe(false);
    expect(frame.phase.value).toBe('ready');
    model.setPan('4111 1111 1111 1111');
    expect(model.notice.value).toBeNull();
    frame.submit();
    await flush();
    expect(post).toHaveBeenCalledWith(
      'result',
      expect.objectContaining({ status: 'completed', redirectUrl: REDIRECT }),
      undefined,
    );
  });

  it('sends the parent to the 3-D Secure challenge and stays locked', async () => {
    const { frame, model, post, init } = setup();
    await init();
    fill(model, '4000 0000 0000 3220');
    frame.submit('r1');
    await flush();
    expect(post).toHaveBeenCalledWith(
      'result',
      { status: 'challenge', redirectUrl: CHALLENGE, orderId: 'ord_1', projectId: 'proj_1' },
      'r1',
    );
    expect(model.submitting.value).toBe(true);
    expect(model.notice.value?.key).toBe('status.challenge');
  });

  it('joins a second submit to the payment in flight: one token, both answered', async () => {
    const { frame, model, sent, service, init } = setup();
    await init();
    fill(model);
    frame.submit();
    frame.submit('r2');
    frame.submit('r3');
    await flush();
    expect(service.calls.filter((p) => p === '/v1/tokens/')).toHaveLength(1);
    expect(sent('result').map(([, , re]) => re as unknown)).toEqual([undefined, 'r2', 'r3']);
  });

  it('answers the same result to a submit after the payment is done', async () => {
    const { frame, model, post, service, init } = setup();
    await init();
    fill(model);
    frame.submit();
    await flush();
    frame.submit('again');
    expect(post).toHaveBeenLastCalledWith(
      'result',
      expect.objectContaining({ status: 'completed' }),
      'again',
    );
    expect(service.calls.filter((p) => p === '/v1/tokens/')).toHaveLength(1);
  });

  it('refuses an incomplete card without calling the service', async () => {
    const { frame, model, post, service, init } = setup();
    await init();
    model.setPan('4111');
    frame.submit('r1');
    expect(post).toHaveBeenCalledWith('failed', { code: 'card.invalid' }, 'r1');
    expect(service.calls).toEqual(['/v1/card/session']);
    expect(model.errors.value.pan).toBe('card.number.incomplete');
  });

  it('closes when the setup token is unknown or used up', async () => {
    const { frame, model, init } = setup({ sessionStatus: 400 });
    await init();
    expect(frame.phase.value).toBe('closed');
    expect(model.notice.value).toEqual({ tone: 'error', key: 'errors.session.expired' });
  });

  it.each([
    ['network', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['service.error', () => Promise.resolve(new Response('<h1>503</h1>', { status: 503 }))],
  ])(
    'stays open when the session cannot be loaded (%s), and pays once it can',
    async (code, down) => {
      const service = fakeService();
      const model = createCardFormModel({ now: () => new Date('2026-06-15T12:00:00Z') });
      const post = vi.fn();
      let outage = true;
      const frame = new FrameController({
        model,
        post,
        apiBase: 'https://checkout.example',
        fetch: ((url: string, init?: RequestInit) =>
          outage ? down() : service.fetch(url, init)) as typeof fetch,
        onAppearance: vi.fn(),
        onLocale: vi.fn(),
      });
      frame.handle(VALID_PARENT_COMMANDS.init);
      await flush();
      expect(frame.phase.value).toBe('ready');
      expect(model.notice.value).toEqual({ tone: 'error', key: `errors.${code}` });
      outage = false;
      fill(model);
      frame.submit('r1');
      await flush();
      expect(post).toHaveBeenCalledWith(
        'result',
        expect.objectContaining({ status: 'completed' }),
        'r1',
      );
    },
  );

  it('applies a later init (the merchant called update): appearance, holder field, locale', async () => {
    const { frame, init, onAppearance, onLocale, service } = setup();
    await init();
    expect(onLocale).not.toHaveBeenCalled();
    const init2 = VALID_PARENT_COMMANDS.init;
    frame.handle({
      ...init2,
      payload: {
        ...init2.payload,
        appearance: { colorPrimary: '#000' },
        showHolder: false,
        locale: 'sv-SE',
      },
    });
    await flush();
    expect(onAppearance).toHaveBeenLastCalledWith({ colorPrimary: '#000' });
    expect(frame.showHolder.value).toBe(false);
    expect(onLocale).toHaveBeenCalledWith('sv-SE');
    expect(service.calls).toEqual(['/v1/card/session']); // the session is loaded once
  });

  it('hands the merchant texts to onMessages on every init, and reports what it rejected', () => {
    const { frame, post } = setup();
    const onMessages = vi.fn((messages: unknown) =>
      messages === undefined ? [] : ['de-DE.paay', 'de-DE.pay'],
    );
    const withTexts = new FrameController({
      model: createCardFormModel(),
      post,
      apiBase: 'https://checkout.example',
      fetch: fakeService().fetch,
      onAppearance: vi.fn(),
      onLocale: vi.fn(),
      onMessages,
    });
    const init = VALID_PARENT_COMMANDS.init;
    const messages = { 'de-DE': { paay: 'Zahlen', pay: 'Zahlen' } };
    withTexts.handle({ ...init, payload: { ...init.payload, messages } });
    expect(onMessages).toHaveBeenCalledWith(messages);
    expect(post).toHaveBeenCalledWith('failed', {
      code: 'messages.invalid',
      keys: ['de-DE.paay', 'de-DE.pay'],
    });
    post.mockClear();
    withTexts.handle({ ...init, payload: { ...init.payload, messages: undefined } });
    expect(post).not.toHaveBeenCalledWith('failed', expect.anything());
    frame.handle(init); // a frame without onMessages takes an init all the same
    expect(frame.phase.value).toBe('ready');
  });

  it('never posts the card number or CVC to the parent, whatever happens', async () => {
    const { frame, model, post, init } = setup();
    await init();
    for (const pan of ['4000 0000 0000 0002', '4000 0000 0000 3220', '4111 1111 1111 1111']) {
      fill(model, pan);
      model.unlock();
      frame.submit('r');
      await flush();
    }
    const sent = JSON.stringify(post.mock.calls);
    expect(sent).not.toMatch(/4000000000000002|4000000000003220|4111111111111111|737/);
  });
});
