import { describe, expect, it } from 'vitest';
import {
  CHANNEL,
  FRAME_ORIGIN,
  INVALID_MESSAGES,
  MESSAGES_REJECTED,
  PARENT_ORIGIN,
  VALID_FRAME_EVENTS,
} from './fixtures.ts';
import {
  isEnvelope,
  isFrameEvent,
  isHttpUrl,
  isOrigin,
  readFrameEvent,
  sanitizeAppearance,
} from './guards.ts';
import { frameEventSchemas } from './messages.ts';

const frameWindow = { name: 'the iframe window' };
const expected = { origin: FRAME_ORIGIN, source: frameWindow, channel: CHANNEL };
const from = (data: unknown, origin = FRAME_ORIGIN, source: unknown = frameWindow) => ({
  data,
  origin,
  source,
});

describe('readFrameEvent (the loader receive guard)', () => {
  it.each(Object.values(VALID_FRAME_EVENTS))('accepts a well-formed $type event', (event) => {
    expect(readFrameEvent(from(event), expected)).toBe(event);
  });

  it('accepts the report of rejected merchant texts, with their names', () => {
    expect(readFrameEvent(from(MESSAGES_REJECTED), expected)).toBe(MESSAGES_REJECTED);
  });

  it('ignores a message from another origin, even with the right source and channel', () => {
    expect(readFrameEvent(from(VALID_FRAME_EVENTS.ready, PARENT_ORIGIN), expected)).toBeNull();
    expect(
      readFrameEvent(from(VALID_FRAME_EVENTS.ready, `${FRAME_ORIGIN}.evil.example`), expected),
    ).toBeNull();
  });

  it('ignores a message from another window of the right origin', () => {
    const otherFrame = { name: 'a second widget on the page' };
    expect(
      readFrameEvent(from(VALID_FRAME_EVENTS.ready, FRAME_ORIGIN, otherFrame), expected),
    ).toBeNull();
    expect(readFrameEvent(from(VALID_FRAME_EVENTS.ready, FRAME_ORIGIN, null), expected)).toBeNull();
  });

  it('ignores everything once the iframe has no window (removed from the page)', () => {
    const gone = { ...expected, source: null };
    expect(readFrameEvent(from(VALID_FRAME_EVENTS.ready, FRAME_ORIGIN, null), gone)).toBeNull();
  });

  it('ignores a message on another channel', () => {
    const event = { ...VALID_FRAME_EVENTS.result, channel: 'ffffffffffffffffffffffffffffffff' };
    expect(readFrameEvent(from(event), expected)).toBeNull();
  });

  it.each(INVALID_MESSAGES)('ignores $reason', ({ data }) => {
    expect(readFrameEvent(from(data), expected)).toBeNull();
  });

  it('ignores parent commands echoed back as if they were events', () => {
    const echo = { ns: 'xp-card', v: 1, channel: CHANNEL, type: 'init', payload: {} };
    expect(readFrameEvent(from(echo), expected)).toBeNull();
  });
});

describe('guards and schemas agree', () => {
  const all = [
    ...Object.values(VALID_FRAME_EVENTS),
    MESSAGES_REJECTED,
    ...INVALID_MESSAGES.map((m) => m.data),
  ];
  it.each(all.map((data, i) => ({ i, data })))('on fixture #$i', ({ data }) => {
    const schema = isEnvelope(data)
      ? frameEventSchemas[data.type as keyof typeof frameEventSchemas]
      : undefined;
    const byZod = !!schema && schema.safeParse(data).success;
    expect(isFrameEvent(data)).toBe(byZod);
  });
});

describe('isHttpUrl and isOrigin', () => {
  it.each([
    ['https://shop.example/thanks?order_id=1', true],
    ['http://localhost:4101/result', true],
    ['javascript:alert(1)', false],
    ['//shop.example/thanks', false],
    ['/relative', false],
    ['data:text/html,hi', false],
    [42, false],
  ])('isHttpUrl(%j) is %s', (value, ok) => {
    expect(isHttpUrl(value)).toBe(ok);
  });

  it.each([
    ['https://shop.example', true],
    ['http://localhost:4101', true],
    ['https://shop.example/', false],
    ['https://shop.example/path', false],
    ['null', false],
    ['file:///tmp', false],
  ])('isOrigin(%j) is %s', (value, ok) => {
    expect(isOrigin(value)).toBe(ok);
  });
});

describe('sanitizeAppearance', () => {
  it('keeps allowlisted tokens with well-formed values', () => {
    const appearance = {
      colorPrimary: '#0b57d0',
      colorText: 'rgb(26, 26, 26)',
      colorBackground: '#fff',
      colorDanger: 'hsl(0, 70%, 40%)',
      borderRadius: '0.5rem',
      fontFamily: 'Georgia',
    };
    expect(sanitizeAppearance(appearance)).toEqual(appearance);
  });

  it('drops unknown tokens and values that could escape a stylesheet', () => {
    expect(
      sanitizeAppearance({
        colorPrimary: 'red;} body{display:none',
        colorText: 'url(https://evil.example/x)',
        colorBackground: 'var(--x)',
        borderRadius: '8px; color: red',
        fontFamily: 'Comic Sans MS',
        margin: '0',
      }),
    ).toEqual({});
  });

  it('answers an empty allowlist for anything but an object', () => {
    expect(sanitizeAppearance('colorPrimary: red')).toEqual({});
    expect(sanitizeAppearance(null)).toEqual({});
  });
});
