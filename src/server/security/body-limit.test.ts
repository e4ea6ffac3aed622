/**
 * One body limit for every route, over real HTTP on loopback: a chunked body (no Content-Length)
 * that never ends is answered 413 with the error body once it passes the limit, on the API and on
 * the sandbox's HTML form pages alike, before any route looks at it.
 */
import { request, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema, orderSchema } from '../../shared/api/index.ts';
import { createApp } from '../app.ts';
import { MAX_BODY_BYTES } from '../lib/body-limit.ts';
import { systemClock } from '../lib/clock.ts';
import { sequentialIds } from '../lib/ids.ts';
import { seedProjects } from '../seed.ts';
import { basic, TEST_KEYS, TEST_URLS } from '../test-app.ts';
import { openTestStore } from '../test-store.ts';

let server: ServerType;
let base: string;

beforeAll(async () => {
  const store = await openTestStore();
  await seedProjects(store, TEST_KEYS);
  const { app } = createApp({ store, clock: systemClock, ids: sequentialIds(), urls: TEST_URLS });
  await new Promise<void>((resolve) => {
    server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve());
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

type Answer = { status: number; body: string; headers: IncomingMessage['headers']; sent: number };

/** Where the stream gives up when nobody answers: far past the limit. */
const GIVE_UP_BYTES = 48 * MAX_BODY_BYTES;

/**
 * POSTs a chunked body of `chunk` repeated until the server answers (or GIVE_UP_BYTES were sent).
 * `sent` is how much was written before the answer came.
 */
function postChunked(
  path: string,
  chunk: Buffer,
  headers: Record<string, string> = {},
  totalBytes = Infinity,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const req = request(`${base}${path}`, {
      method: 'POST',
      headers: { 'transfer-encoding': 'chunked', ...headers },
    });
    req.on('response', (res) => {
      answered = true;
      const parts: Buffer[] = [];
      res.on('data', (part: Buffer) => parts.push(part));
      res.on('end', () => {
        resolve({
          status: res.statusCode ?? 0,
          body: Buffer.concat(parts).toString('utf8'),
          headers: res.headers,
          sent,
        });
        req.destroy();
      });
    });
    req.on('error', (err) => {
      if (!answered) reject(err);
    });
    const pump = () => {
      while (!answered && sent < Math.min(totalBytes, GIVE_UP_BYTES)) {
        const piece = chunk.subarray(0, Math.min(chunk.length, totalBytes - sent));
        sent += piece.length;
        if (!req.write(piece)) return void req.once('drain', pump);
      }
      if (!answered) req.end();
    };
    pump();
  });
}

const auth = { authorization: basic(TEST_KEYS.demo), 'content-type': 'application/json' };
const form = { 'content-type': 'application/x-www-form-urlencoded' };
const filler = Buffer.alloc(64 * 1024, 'a');

describe('one body limit for every body, streamed or not', () => {
  it.each([
    ['the API (POST /v1/orders/)', '/v1/orders/', auth],
    ['the public tokens endpoint', '/v1/tokens/', { 'content-type': 'application/json' }],
    ['the simulated bank page', '/sandbox/bank/tx_unknown/', form],
    ['the 3-D Secure page', '/sandbox/3ds/tx_unknown/', form],
    ['a payment link page', '/paymentlinks/00000000-0000-4000-8000-000000000000/', form],
  ])(
    'answers an endless chunked body to %s with 413 once past the limit',
    async (_, path, headers) => {
      const answer = await postChunked(path, filler, headers);
      expect(answer.status, answer.body.slice(0, 200)).toBe(413);
      expect(errorBodySchema.parse(JSON.parse(answer.body)).error).toMatchObject({
        status: 413,
        type: 'PayloadTooLarge',
      });
      expect(answer.headers.connection).toBe('close');
      // The answer came while the body was still streaming: the server stopped reading at the limit.
      expect(answer.sent).toBeLessThan(GIVE_UP_BYTES);
    },
  );

  it('answers a declared Content-Length over the limit with 413 before the body is sent', async () => {
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request(`${base}/sandbox/bank/tx_unknown/`, {
        method: 'POST',
        headers: { ...form, 'content-length': String(MAX_BODY_BYTES + 1) },
      });
      req.on('response', (res) => {
        const parts: Buffer[] = [];
        res.on('data', (p: Buffer) => parts.push(p));
        res.on('end', () => {
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(parts).toString() });
          req.destroy();
        });
      });
      req.on('error', reject);
      req.flushHeaders();
    });
    expect(answer.status).toBe(413);
    expect(errorBodySchema.parse(JSON.parse(answer.body)).error.type).toBe('PayloadTooLarge');
  });

  it('still takes chunked bodies within the limit, on the API and on the form pages', async () => {
    const body = Buffer.from(JSON.stringify({ currency: 'EUR', amount: 995 }));
    const created = await postChunked('/v1/orders/', body, auth, body.length);
    expect(created.status, created.body).toBe(200);
    const order = orderSchema.parse(JSON.parse(created.body));
    const big = Buffer.from(`{"currency":"EUR","amount":1,"description":"${'x'.repeat(900_000)}"}`);
    const tooLong = await postChunked('/v1/orders/', big, auth, big.length);
    // Read whole and judged by its content (the description is too long), not by its size.
    expect(tooLong.status).toBe(400);
    expect(errorBodySchema.parse(JSON.parse(tooLong.body)).error.property_path).toBe('description');
    const outcome = Buffer.from('outcome=nonsense');
    const page = await postChunked(`/sandbox/bank/${order.id}/`, outcome, form, outcome.length);
    expect(page.status).toBe(400);
    expect(errorBodySchema.parse(JSON.parse(page.body)).error.property_path).toBe('outcome');
  });
});
