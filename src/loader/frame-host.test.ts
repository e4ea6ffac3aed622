/**
 * The loader against fake frames: messages are dispatched on the page window with the origin and
 * source a real frame would have.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PROTOCOL_NS } from '../shared/widget-protocol/envelope.ts';
import type { FrameEvents, FrameEventType } from '../shared/widget-protocol/envelope.ts';
import { navigate } from './frame-host.ts';
import { mount } from './index.ts';
import type { MountOptions } from './index.ts';

const FRAME_ORIGIN = 'https://checkout.example';
const RESULT = {
  status: 'completed',
  redirectUrl: 'https://shop.example/result?order_id=ord_1&project_id=proj_1',
  orderId: 'ord_1',
  projectId: 'proj_1',
};

/** Each connected iframe gets a fake window of its own (a real one would load the frame). */
const fakeWindows = new WeakMap<HTMLIFrameElement, { postMessage: ReturnType<typeof vi.fn> }>();
beforeEach(() => {
  vi.spyOn(HTMLIFrameElement.prototype, 'contentWindow', 'get').mockImplementation(function (
    this: HTMLIFrameElement,
  ) {
    if (!this.isConnected) return null;
    if (!fakeWindows.has(this)) fakeWindows.set(this, { postMessage: vi.fn() });
    return fakeWindows.get(this) as unknown as Window;
  });
});

/** The mounted iframe, what the loader posts into it, and a way to answer as it. */
function frameOf(element: Element) {
  const iframe = element.querySelector('iframe');
  if (!iframe?.contentWindow) throw new Error('no iframe');
  const target = iframe.contentWindow;
  const postMessage = (target as unknown as { postMessage: ReturnType<typeof vi.fn> }).postMessage;
  // happy-dom logs that it will not load the frame: expected, the window here is a fake.
  const src = iframe.src;
  const hash = new URLSearchParams(new URL(src).hash.slice(1));
  const channel = hash.get('channel') ?? '';
  const send = <T extends FrameEventType>(
    type: T,
    payload: FrameEvents[T],
    extra: { re?: string; origin?: string; source?: unknown; channel?: string } = {},
  ) =>
    window.dispatchEvent(
      new MessageEvent('message', {
        data: {
          ns: PROTOCOL_NS,
          v: 1,
          channel: extra.channel ?? channel,
          type,
          payload,
          ...(extra.re ? { re: extra.re } : {}),
        },
        origin: extra.origin ?? FRAME_ORIGIN,
        source: (extra.source ?? target) as Window,
      }),
    );
  const posted = () =>
    postMessage.mock.calls.map(([data, origin]) => ({
      data: data as unknown,
      origin: origin as unknown,
    }));
  const ready = () => send('ready', { title: 'Secure card payment form' });
  return { iframe, src, hash, channel, send, posted, ready };
}

function setup(options: Partial<MountOptions> = {}) {
  const element = document.createElement('div');
  document.body.appendChild(element);
  const widget = mount(element, { setupToken: 'st_1', frameOrigin: FRAME_ORIGIN, ...options });
  return { element, widget, frame: frameOf(element) };
}

afterEach(() => {
  document.body.innerHTML = '';
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('mount', () => {
  it('puts one iframe on the checkout origin with channel, parent origin and locale in the hash', () => {
    const { element, frame } = setup({ locale: 'nl-BE' });
    expect(element.querySelectorAll('iframe')).toHaveLength(1);
    // The locale (nothing else) in the query too: the service sends that locale's frame.
    expect(frame.src.startsWith(`${FRAME_ORIGIN}/card-frame.html?locale=nl-BE#`)).toBe(true);
    expect(frame.channel).toMatch(/^[\da-f]{32}$/);
    expect(frame.hash.get('parentOrigin')).toBe(location.origin);
    expect(frame.hash.get('locale')).toBe('nl-BE');
    expect(frame.iframe.title).not.toBe('');
    expect(frame.iframe.getAttribute('style')).not.toContain('height');
  });

  it('answers ready with init to the exact frame origin, allowlisted appearance only', () => {
    const onReady = vi.fn();
    const { widget, frame } = setup({
      showHolder: true,
      appearance: { colorPrimary: '#1f5c45', colorText: 'red;}' },
    });
    widget.on('ready', onReady);
    frame.ready();
    expect(frame.posted()).toEqual([
      {
        data: {
          ns: 'xp-card',
          v: 1,
          channel: frame.channel,
          type: 'init',
          payload: {
            setupToken: 'st_1',
            appearance: { colorPrimary: '#1f5c45' },
            showHolder: true,
          },
        },
        origin: FRAME_ORIGIN,
      },
    ]);
    expect(frame.iframe.title).toBe('Secure card payment form');
    expect(onReady).toHaveBeenCalledTimes(1);
  });

  it('ignores messages from another origin, another window or another channel', () => {
    const { frame } = setup();
    frame.send('ready', { title: 'x' }, { origin: 'https://evil.example' });
    frame.send('ready', { title: 'x' }, { source: window });
    frame.send('ready', { title: 'x' }, { channel: 'ffffffffffffffffffffffffffffffff' });
    expect(frame.posted()).toEqual([]);
  });

  it('relays frame events as public events and sizes the iframe', () => {
    const { widget, frame } = setup();
    const seen: unknown[] = [];
    widget
      .on('change', (e) => seen.push(['change', e]))
      .on('focus', (e) => seen.push(['focus', e]))
      .on('blur', (e) => seen.push(['blur', e]))
      .on('tokenized', (e) => seen.push(['tokenized', e]))
      .on('error', (e) => seen.push(['error', e]));
    frame.ready();
    frame.send('changed', { brand: 'visa', complete: true, errors: [] });
    frame.send('focused', { field: 'number' });
    frame.send('blurred', { field: 'number' });
    frame.send('tokenized', { brand: 'visa', last4: '1111' });
    frame.send('failed', { code: 'card.declined' });
    frame.send('resized', { height: 312 });
    expect(seen).toEqual([
      ['change', { brand: 'visa', complete: true, errors: [] }],
      ['focus', { field: 'number' }],
      ['blur', { field: 'number' }],
      ['tokenized', { brand: 'visa', last4: '1111' }],
      ['error', { code: 'card.declined' }],
    ]);
    expect(frame.iframe.height).toBe('312');
  });

  it('keeps a merchant handler that throws from breaking the widget', () => {
    vi.useFakeTimers();
    const { widget, frame } = setup();
    const after = vi.fn();
    widget.on('ready', () => {
      throw new Error('merchant bug');
    });
    widget.on('ready', after);
    frame.ready();
    expect(after).toHaveBeenCalledTimes(1);
    expect(() => vi.runOnlyPendingTimers()).toThrow('merchant bug');
  });
});

describe('submit', () => {
  it('queues until ready, then resolves with the answer to its request id', async () => {
    const onResult = vi.fn();
    const { widget, frame } = setup({ onResult });
    const pending = widget.submit();
    frame.ready();
    const request = frame.posted().find(({ data }) => (data as { type: string }).type === 'submit');
    const id = (request?.data as { id: string }).id;
    expect(request?.origin).toBe(FRAME_ORIGIN);
    frame.send('result', RESULT, { re: id });
    await expect(pending).resolves.toEqual(RESULT);
    expect(onResult).toHaveBeenCalledWith(RESULT);
  });

  it('rejects with the coded error the frame answers', async () => {
    const { widget, frame } = setup({ onResult: vi.fn() });
    frame.ready();
    const pending = widget.submit();
    const id = (frame.posted().at(-1)?.data as { id: string }).id;
    frame.send('failed', { code: 'card.invalid' }, { re: id });
    await expect(pending).rejects.toMatchObject({ code: 'card.invalid' });
  });

  it('decides once: a second result (a joined submit) does not call onResult again', () => {
    const onResult = vi.fn();
    const { frame } = setup({ onResult });
    frame.ready();
    frame.send('result', RESULT);
    frame.send('result', RESULT, { re: 'r2' });
    expect(onResult).toHaveBeenCalledTimes(1);
  });
});

describe('update', () => {
  it('re-sends init with the new options; the locale only once it changed', () => {
    const { widget, frame } = setup({ locale: 'en-GB' });
    widget.update({ showHolder: true });
    expect(frame.posted()).toEqual([]); // not ready yet: the first init will carry it
    frame.ready();
    widget.update({ locale: 'da-DK', appearance: { borderRadius: '4px' } });
    const inits = frame.posted().map(({ data }) => (data as { payload: unknown }).payload);
    expect(inits).toEqual([
      { setupToken: 'st_1', appearance: {}, showHolder: true },
      {
        setupToken: 'st_1',
        appearance: { borderRadius: '4px' },
        showHolder: true,
        locale: 'da-DK',
      },
    ]);
  });
});

describe('destroy', () => {
  it('sends the merchant texts with every init, also after update()', () => {
    const messages = { 'de-DE': { pay: 'Jetzt {{amount}} zahlen' } };
    const { widget, frame } = setup({ messages });
    frame.ready();
    widget.update({ messages: { 'de-DE': { payNow: 'Jetzt zahlen' } } });
    const inits = frame.posted().map(({ data }) => (data as { payload: object }).payload);
    expect(inits).toMatchObject([
      { messages },
      { messages: { 'de-DE': { payNow: 'Jetzt zahlen' } } },
    ]);
  });

  it('reports rejected texts as an error event with their names, and on the console', () => {
    const { widget, frame } = setup({ messages: { 'de-DE': { paay: 'Zahlen' } } });
    const onError = vi.fn();
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    widget.on('error', onError);
    frame.ready();
    frame.send('failed', { code: 'messages.invalid', keys: ['de-DE.paay'] });
    expect(onError).toHaveBeenCalledWith({ code: 'messages.invalid', keys: ['de-DE.paay'] });
    expect(log).toHaveBeenCalledWith(expect.stringMatching(/messages\.invalid.*: de-DE\.paay$/));
  });

  it('logs nothing for a shopper-side failure such as a decline', () => {
    const { widget, frame } = setup();
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const onError = vi.fn();
    widget.on('error', onError);
    frame.ready();
    frame.send('failed', { code: 'card.declined' });
    expect(onError).toHaveBeenCalledWith({ code: 'card.declined' });
    expect(log).not.toHaveBeenCalled();
  });

  it('removes iframe and listener, rejects pending submits, and is safe to call twice', async () => {
    const onResult = vi.fn();
    const { element, widget, frame } = setup({ onResult });
    frame.ready();
    const pending = widget.submit();
    widget.destroy();
    widget.destroy();
    await expect(pending).rejects.toMatchObject({ code: 'widget.destroyed' });
    expect(element.querySelector('iframe')).toBeNull();
    frame.send('result', RESULT);
    expect(onResult).not.toHaveBeenCalled();
    await expect(widget.submit()).rejects.toMatchObject({ code: 'widget.destroyed' });
  });

  it('mounting into the same element again replaces the first widget', async () => {
    const element = document.createElement('div');
    document.body.appendChild(element);
    const first = mount(element, { setupToken: 'st_1', frameOrigin: FRAME_ORIGIN });
    const firstFrame = frameOf(element);
    firstFrame.ready();
    const pending = first.submit();
    mount(element, { setupToken: 'st_1', frameOrigin: FRAME_ORIGIN });
    expect(element.querySelectorAll('iframe')).toHaveLength(1);
    await expect(pending).rejects.toMatchObject({ code: 'widget.destroyed' });
  });

  it('two widgets on one page each hear only their own frame', () => {
    const a = setup();
    const b = setup();
    const onReadyA = vi.fn();
    a.widget.on('ready', onReadyA);
    b.frame.ready();
    expect(onReadyA).not.toHaveBeenCalled();
    expect(a.frame.posted()).toEqual([]);
    expect(b.frame.posted()).toHaveLength(1);
  });

  it('rejects pending submits when the page removes the element', async () => {
    const { element, widget, frame } = setup();
    frame.ready();
    const pending = widget.submit();
    element.remove();
    await expect(pending).rejects.toMatchObject({ code: 'frame.removed' });
  });
});

describe('loading', () => {
  it('waits for DOMContentLoaded when the element does not exist yet', () => {
    const state = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const widget = mount('#later', { setupToken: 'st_1', frameOrigin: FRAME_ORIGIN });
    const element = document.createElement('div');
    element.id = 'later';
    document.body.appendChild(element);
    expect(element.querySelector('iframe')).toBeNull();
    state.mockReturnValue('interactive');
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(element.querySelectorAll('iframe')).toHaveLength(1);
    widget.destroy();
  });

  it('reports a target that never appears', () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const widget = mount('#never', { setupToken: 'st_1', frameOrigin: FRAME_ORIGIN });
    const onError = vi.fn();
    widget.on('error', onError);
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(onError).toHaveBeenCalledWith({ code: 'mount.target' });
    vi.restoreAllMocks();
  });

  it('reports a load failure when the frame never says ready', async () => {
    vi.useFakeTimers();
    const { widget } = setup();
    const onFailure = vi.fn();
    widget.on('loadFailure', onFailure);
    const pending = widget.submit();
    vi.advanceTimersByTime(15_000);
    expect(onFailure).toHaveBeenCalledWith({ code: 'frame.timeout' });
    await expect(pending).rejects.toMatchObject({ code: 'frame.timeout' });
  });

  it('refuses bad options at once', () => {
    const element = document.createElement('div');
    document.body.appendChild(element);
    expect(() => mount(element, { setupToken: 'st_1' })).toThrow('options.frameOrigin');
    expect(() => mount(element, { setupToken: '', frameOrigin: FRAME_ORIGIN })).toThrow(
      'options.setupToken',
    );
    expect(() => mount('#missing', { setupToken: 'st_1', frameOrigin: FRAME_ORIGIN })).toThrow(
      'mount.target',
    );
    for (const messages of ['Jetzt zahlen', { 'de-DE': 'Jetzt zahlen' }, { 'de-DE': null }])
      expect(() =>
        mount(element, {
          setupToken: 'st_1',
          frameOrigin: FRAME_ORIGIN,
          messages: messages as never,
        }),
      ).toThrow('options.messages');
  });

  it('refuses texts that are not an object of objects in update() too', () => {
    const { widget } = setup();
    expect(() => widget.update({ messages: ['pay'] as never })).toThrow('options.messages');
  });
});

describe('navigate', () => {
  const fakeWindow = () => {
    const location = { href: 'https://shop.example/checkout' };
    const win = { location, top: null } as unknown as Window;
    return { win, location };
  };

  it('sends the shopper to an absolute http(s) URL', () => {
    const { win, location } = fakeWindow();
    navigate(RESULT.redirectUrl, win);
    expect(location.href).toBe(RESULT.redirectUrl);
  });

  it.each(['javascript:alert(1)', '/relative', 'data:text/html,x', null])('ignores %j', (url) => {
    const { win, location } = fakeWindow();
    navigate(url, win);
    expect(location.href).toBe('https://shop.example/checkout');
  });
});
