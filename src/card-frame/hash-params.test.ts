import { describe, expect, it } from 'vitest';
import { readHashParams } from './hash-params.ts';

const channel = '3f2a9c1e5b7d4f60a1b2c3d4e5f60718';
const hash = (params: Record<string, string>) => `#${new URLSearchParams(params).toString()}`;

describe('readHashParams', () => {
  it('reads channel, parent origin and locale', () => {
    expect(
      readHashParams(hash({ channel, parentOrigin: 'https://shop.example', locale: 'de-DE' })),
    ).toEqual({ channel, parentOrigin: 'https://shop.example', locale: 'de-DE' });
  });

  it.each([
    ['no hash', ''],
    ['a short channel', hash({ channel: 'abc', parentOrigin: 'https://shop.example' })],
    [
      'a channel with odd characters',
      hash({ channel: `${channel}<`, parentOrigin: 'https://shop.example' }),
    ],
    ['a parent origin with a path', hash({ channel, parentOrigin: 'https://shop.example/x' })],
    ['a javascript: parent', hash({ channel, parentOrigin: 'javascript:alert(1)' })],
    ['the wildcard', hash({ channel, parentOrigin: '*' })],
  ])('refuses %s', (_, value) => {
    expect(readHashParams(value)).toBeNull();
  });

  it('refuses a parent origin the browser says is not our embedder', () => {
    const value = hash({ channel, parentOrigin: 'https://shop.example' });
    expect(readHashParams(value, ['https://evil.example'])).toBeNull();
    expect(readHashParams(value, ['https://shop.example'])).not.toBeNull();
    expect(readHashParams(value, ['null'])).not.toBeNull();
  });
});
