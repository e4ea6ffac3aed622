import { describe, expect, it } from 'vitest';
import { INVALID_MESSAGES, VALID_FRAME_EVENTS, VALID_PARENT_COMMANDS } from './fixtures.ts';
import { frameEventSchemas, parseParentCommand, schemasMatchTypes } from './messages.ts';

describe('parseParentCommand (the frame receive check)', () => {
  it.each(Object.values(VALID_PARENT_COMMANDS))('accepts a well-formed $type command', (cmd) => {
    expect(parseParentCommand(cmd)).toEqual(cmd);
  });

  it.each(INVALID_MESSAGES)('ignores $reason', ({ data }) => {
    expect(parseParentCommand(data)).toBeNull();
  });

  it('ignores frame events sent to the frame', () => {
    for (const event of Object.values(VALID_FRAME_EVENTS))
      expect(parseParentCommand(event)).toBeNull();
  });

  it('passes the merchant texts on as given: the frame checks them against en-GB', () => {
    const init = VALID_PARENT_COMMANDS.init;
    const messages = { 'xx-XX': { paay: 42 } };
    expect(
      parseParentCommand({ ...init, payload: { ...init.payload, messages } })?.payload,
    ).toEqual({ ...init.payload, messages });
  });

  it('strips appearance keys outside the allowlist', () => {
    const init = VALID_PARENT_COMMANDS.init;
    const parsed = parseParentCommand({
      ...init,
      payload: { ...init.payload, appearance: { colorPrimary: '#000', margin: '0' } },
    });
    expect(parsed?.payload).toMatchObject({ appearance: { colorPrimary: '#000' } });
    expect(JSON.stringify(parsed)).not.toContain('margin');
  });
});

describe('frameEventSchemas', () => {
  it.each(Object.entries(VALID_FRAME_EVENTS))('accepts the %s fixture', (type, event) => {
    expect(frameEventSchemas[type as keyof typeof frameEventSchemas].safeParse(event).success).toBe(
      true,
    );
  });

  it('describe the same payloads as the zero-dependency types', () => {
    expect(schemasMatchTypes).toEqual([true, true]);
  });
});
