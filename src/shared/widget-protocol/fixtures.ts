/**
 * Example messages of the protocol, valid and invalid, shared by the tests of ./guards.ts (loader)
 * and ./messages.ts (frame) so both sides agree on what is accepted.
 * @example
 * for (const event of Object.values(VALID_FRAME_EVENTS)) expect(isFrameEvent(event)).toBe(true);
 */
import type { FrameEvent, FrameEventType, ParentCommand, ParentCommandType } from './envelope.ts';

/** The channel id every fixture uses. */
export const CHANNEL = '3f2a9c1e5b7d4f60a1b2c3d4e5f60718';
/** The frame and merchant origins of the fixtures. */
export const FRAME_ORIGIN = 'https://checkout.example';
export const PARENT_ORIGIN = 'https://shop.example';

const base = { ns: 'xp-card', v: 1, channel: CHANNEL } as const;

/** One valid example of every frame → parent event. */
export const VALID_FRAME_EVENTS: { [K in FrameEventType]: Extract<FrameEvent, { type: K }> } = {
  ready: { ...base, type: 'ready', payload: { title: 'Secure card payment form' } },
  resized: { ...base, type: 'resized', payload: { height: 284 } },
  changed: {
    ...base,
    type: 'changed',
    payload: { brand: 'visa', complete: false, errors: ['card.expiry.past'] },
  },
  focused: { ...base, type: 'focused', payload: { field: 'number' } },
  blurred: { ...base, type: 'blurred', payload: { field: 'cvc' } },
  tokenized: { ...base, type: 'tokenized', payload: { brand: 'visa', last4: '1111' } },
  result: {
    ...base,
    type: 'result',
    re: 'r1',
    payload: {
      status: 'completed',
      redirectUrl: 'https://shop.example/thanks?order_id=ord_1&project_id=proj_1',
      orderId: 'ord_1',
      projectId: 'proj_1',
    },
  },
  failed: { ...base, type: 'failed', re: 'r2', payload: { code: 'card.declined' } },
};

/** One valid example of every parent → frame command. */
export const VALID_PARENT_COMMANDS: {
  [K in ParentCommandType]: Extract<ParentCommand, { type: K }>;
} = {
  init: {
    ...base,
    type: 'init',
    payload: {
      setupToken: 'st_test_0123456789abcdef',
      appearance: { colorPrimary: '#0b57d0', borderRadius: '8px', fontFamily: 'Georgia' },
      showHolder: true,
      messages: { 'de-DE': { pay: 'Jetzt {{amount}} zahlen' } },
    },
  },
  submit: { ...base, type: 'submit', payload: {}, id: 'r1' },
};

/** The frame's answer to merchant texts it rejected (`mount(…, { messages })`). */
export const MESSAGES_REJECTED: Extract<FrameEvent, { type: 'failed' }> = {
  ...base,
  type: 'failed',
  payload: { code: 'messages.invalid', keys: ['de-DE.paay', 'sv-SE.pay'] },
};

/** Messages both sides must ignore, each with the reason. */
export const INVALID_MESSAGES: readonly { reason: string; data: unknown }[] = [
  { reason: 'not an object', data: 'xp-card:ready' },
  { reason: 'null', data: null },
  { reason: 'a JSON string of a valid event', data: JSON.stringify(VALID_FRAME_EVENTS.ready) },
  { reason: 'another namespace', data: { ...VALID_FRAME_EVENTS.ready, ns: 'other' } },
  { reason: 'an unknown version', data: { ...VALID_FRAME_EVENTS.ready, v: 2 } },
  { reason: 'an unknown type', data: { ...base, type: 'exploded', payload: {} } },
  { reason: 'no channel', data: { ...VALID_FRAME_EVENTS.ready, channel: undefined } },
  { reason: 'a payload that is an array', data: { ...base, type: 'submit', payload: [] } },
  { reason: 'a missing payload', data: { ...base, type: 'submit' } },
  {
    reason: 'a payload field of the wrong type',
    data: { ...base, type: 'resized', payload: { height: '284' } },
  },
  {
    reason: 'an init without a setup token',
    data: { ...base, type: 'init', payload: { appearance: {}, showHolder: false } },
  },
  {
    reason: 'an init with a style-injecting colour',
    data: {
      ...base,
      type: 'init',
      payload: { setupToken: 'st_1', appearance: { colorText: 'red;}*{x:y' }, showHolder: false },
    },
  },
  {
    reason: 'a changed event with non-string error codes',
    data: { ...base, type: 'changed', payload: { brand: 'visa', complete: true, errors: [1] } },
  },
  {
    reason: 'a failed event whose rejected keys are not strings',
    data: { ...base, type: 'failed', payload: { code: 'messages.invalid', keys: [42] } },
  },
  {
    reason: 'a focused event naming an unknown field',
    data: { ...base, type: 'focused', payload: { field: 'password' } },
  },
];
