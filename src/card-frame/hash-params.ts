/**
 * The frame's URL hash, set by the loader: `#channel=…&parentOrigin=…&locale=…`. Untrusted input
 * until checked here: a malformed channel or origin means the frame is not
 * embedded by our loader and talks to no one.
 * @example
 * readHashParams('#channel=3f2a…&parentOrigin=https%3A%2F%2Fshop.example&locale=de-DE');
 * // { channel: '3f2a…', parentOrigin: 'https://shop.example', locale: 'de-DE' }
 */
import { CHANNEL_PATTERN } from '../shared/widget-protocol/envelope.ts';
import type { FrameHashParams } from '../shared/widget-protocol/envelope.ts';
import { isOrigin } from '../shared/widget-protocol/guards.ts';

export function readHashParams(
  hash: string,
  ancestorOrigins?: ArrayLike<string>,
): FrameHashParams | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const channel = params.get('channel') ?? '';
  const parentOrigin = params.get('parentOrigin');
  if (!CHANNEL_PATTERN.test(channel) || !isOrigin(parentOrigin)) return null;
  // Where the browser says who embeds us (Chromium, Safari), the claimed origin must be it. It
  // reads "null" when the embedder hides its origin; the origin checks on every message remain.
  const actual = ancestorOrigins?.[0];
  if (actual && actual !== 'null' && actual !== parentOrigin) return null;
  return { channel, parentOrigin, locale: (params.get('locale') ?? '').slice(0, 16) };
}
