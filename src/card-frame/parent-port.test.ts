import { describe, expect, it, vi } from 'vitest';
import { createCardFormModel } from '../shared/card-form/index.ts';
import {
  CHANNEL,
  INVALID_MESSAGES,
  PARENT_ORIGIN,
  VALID_PARENT_COMMANDS,
} from '../shared/widget-protocol/fixtures.ts';
import { bridgeModel, createParentPort } from './parent-port.ts';

/** A frame window whose parent records what it is sent, and a way to deliver messages. */
function fakeFrameWindow() {
  const parent = { postMessage: vi.fn() };
  const listeners = new Set<(e: MessageEvent) => void>();
  const win = {
    parent,
    addEventListener: (_: string, fn: (e: MessageEvent) => void) => listeners.add(fn),
    removeEventListener: (_: string, fn: (e: MessageEvent) => void) => listeners.delete(fn),
  };
  const deliver = (data: unknown, origin = PARENT_ORIGIN, source: unknown = parent) => {
    for (const fn of listeners) fn({ data, origin, source } as MessageEvent);
  };
  return { win: win as never, parent, deliver, listeners };
}

describe('createParentPort', () => {
  const open = () => {
    const frame = fakeFrameWindow();
    const port = createParentPort({
      channel: CHANNEL,
      parentOrigin: PARENT_ORIGIN,
      win: frame.win,
    });
    const onCommand = vi.fn();
    port.listen(onCommand);
    return { ...frame, port, onCommand };
  };

  it('accepts a well-formed command from the parent on our channel', () => {
    const { deliver, onCommand } = open();
    deliver(VALID_PARENT_COMMANDS.submit);
    expect(onCommand).toHaveBeenCalledWith(VALID_PARENT_COMMANDS.submit);
  });

  it('ignores another origin, another window, another channel', () => {
    const { deliver, onCommand } = open();
    deliver(VALID_PARENT_COMMANDS.init, 'https://evil.example');
    deliver(VALID_PARENT_COMMANDS.init, PARENT_ORIGIN, { postMessage: () => undefined });
    deliver({ ...VALID_PARENT_COMMANDS.init, channel: 'ffffffffffffffffffffffffffffffff' });
    expect(onCommand).not.toHaveBeenCalled();
  });

  it.each(INVALID_MESSAGES)('ignores $reason', ({ data }) => {
    const { deliver, onCommand } = open();
    deliver(data);
    expect(onCommand).not.toHaveBeenCalled();
  });

  it('posts to the parent with the exact parent origin, never "*"', () => {
    const { port, parent } = open();
    port.post('failed', { code: 'network' }, 'r7');
    expect(parent.postMessage).toHaveBeenCalledWith(
      {
        ns: 'xp-card',
        v: 1,
        channel: CHANNEL,
        type: 'failed',
        payload: { code: 'network' },
        re: 'r7',
      },
      PARENT_ORIGIN,
    );
  });

  it('stops listening on dispose', () => {
    const { port, listeners } = open();
    port.dispose();
    expect(listeners.size).toBe(0);
  });
});

describe('bridgeModel', () => {
  it('reports brand, completeness and visible error codes, never the digits', () => {
    const model = createCardFormModel({ now: () => new Date('2026-06-15T12:00:00Z') });
    const post = vi.fn();
    const stop = bridgeModel(model, post);
    model.setPan('4111 1111 1111 1111');
    model.setExpiry('12/20');
    model.blur('expiry');
    model.setCvc('737');
    model.setExpiry('12/30');
    stop();
    const changed: unknown[] = post.mock.calls
      .filter(([type]) => type === 'changed')
      .map(([, payload]) => payload as unknown);
    expect(changed).toContainEqual({
      brand: 'visa',
      complete: false,
      errors: ['card.expiry.past'],
    });
    expect(changed.at(-1)).toEqual({ brand: 'visa', complete: true, errors: [] });
    expect(JSON.stringify(post.mock.calls)).not.toMatch(/4111|737/);
  });

  it('reports focus moving between fields by their public names', () => {
    const model = createCardFormModel();
    const post = vi.fn();
    bridgeModel(model, post);
    model.focus('pan');
    model.blur('pan');
    model.focus('expiry');
    const moves = post.mock.calls.filter(([type]) => type !== 'changed');
    expect(moves).toEqual([
      ['focused', { field: 'number' }],
      ['blurred', { field: 'number' }],
      ['focused', { field: 'expiry' }],
    ]);
  });

  it('sends changed only when something the parent sees changed', () => {
    const model = createCardFormModel();
    const post = vi.fn();
    bridgeModel(model, post);
    const count = () => post.mock.calls.filter(([type]) => type === 'changed').length;
    const before = count();
    model.setPan('4');
    model.setPan('41');
    expect(count()).toBe(before + 1); // brand became visa once
  });
});
