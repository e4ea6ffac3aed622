/**
 * One limit for every request body, whatever route reads it (API, sandbox form pages) and however
 * it is sent. A declared Content-Length over the limit is refused before a byte is read; a body
 * without one (chunked) is read here, up to the limit and no further, before any route runs.
 */
import type { IncomingMessage } from 'node:http';
import type { MiddlewareHandler } from 'hono';
import { ServiceError, badRequest } from './errors.ts';

/** Largest request body accepted, in bytes. */
export const MAX_BODY_BYTES = 1024 * 1024;

const tooLarge = () =>
  new ServiceError(413, 'PayloadTooLarge', `The body exceeds ${MAX_BODY_BYTES} bytes`);

/** Reads a Node request up to `max` bytes: its bytes, or null as soon as it goes past `max`. */
function readIncoming(incoming: IncomingMessage, max: number): Promise<Uint8Array | null> {
  if (incoming.readableEnded) return Promise.resolve(new Uint8Array(0));
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const settle = (result: Uint8Array | null | Error) => {
      incoming.off('data', onData).off('end', onEnd).off('error', onError).off('close', onClose);
      if (result instanceof Error) reject(result);
      else resolve(result);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= max) return void chunks.push(chunk);
      // Stop here: nothing more is read for this request (the server drains and closes after
      // the answer, discarding what still arrives).
      incoming.pause();
      settle(null);
    };
    const onEnd = () => settle(Buffer.concat(chunks, size));
    const onError = () => settle(badRequest('The request body could not be read'));
    const onClose = () => settle(badRequest('The request body was cut off'));
    incoming.on('data', onData).on('end', onEnd).on('error', onError).on('close', onClose);
  });
}

/** The same for a web stream (requests made in-process, as the tests do). */
async function readStream(body: ReadableStream<Uint8Array>, max: number) {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return Buffer.concat(chunks, size);
    size += value.byteLength;
    if (size > max) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
}

/**
 * The body limit as middleware. A body read here is kept in hono's body cache, so routes read it
 * as usual (`c.req.text()`, `c.req.parseBody()`). Over the limit: 413 with the error body, and the
 * connection is closed rather than reused.
 */
export function bodyLimit(max = MAX_BODY_BYTES): MiddlewareHandler {
  return async (c, next) => {
    const declared = c.req.header('content-length');
    if (declared !== undefined) {
      // The HTTP parser never hands over more than a declared length.
      if (Number(declared) > max) {
        c.header('Connection', 'close');
        throw tooLarge();
      }
      return next();
    }
    const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
    const bytes = incoming
      ? incoming.headers['transfer-encoding'] === undefined
        ? undefined
        : await readIncoming(incoming, max)
      : c.req.raw.body
        ? await readStream(c.req.raw.body, max)
        : undefined;
    if (bytes === null) {
      c.header('Connection', 'close');
      throw tooLarge();
    }
    if (bytes !== undefined) {
      const buffer = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
      // hono keeps promises in its body cache (its type says otherwise).
      (c.req.bodyCache as Record<string, unknown>).arrayBuffer = Promise.resolve(buffer);
    }
    return next();
  };
}
