/**
 * The compatibility suite's sandbox and wire: a real sandbox (the app as `npm start` builds it, on
 * an in-memory database) listening on loopback, and a raw HTTP/1.1 client over a TCP socket, so a
 * request goes out byte for byte as a client library writes it (its headers, its trailing slashes,
 * its body or the lack of one), with nothing added by an HTTP library of ours.
 */
import { createServer, type RequestListener } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { gunzipSync, inflateSync } from 'node:zlib';
import { getRequestListener } from '@hono/node-server';
import { createApp } from '../../src/server/app.ts';
import { openTestStore } from '../../src/server/test-store.ts';
import { systemClock } from '../../src/server/lib/clock.ts';
import { randomIds } from '../../src/server/lib/ids.ts';
import { seedProjects } from '../../src/server/seed.ts';

export const API_KEY = 'sk_test_compat_0123456789';
const OTHER_KEY = 'sk_test_compat_other_0123456789';

export type WireResponse = { status: number; headers: Record<string, string>; text: string };
export type WireRequest = {
  method: string;
  url: string;
  /** Header lines in the order the client writes them (Host is written first, as clients do). */
  headers: [string, string][];
  body?: string;
};

/** Sends one request as raw bytes and reads one response (Content-Length, chunked or to close). */
export function wire(req: WireRequest): Promise<WireResponse> {
  const url = new URL(req.url);
  const head = [
    `${req.method} ${url.pathname}${url.search} HTTP/1.1`,
    `Host: ${url.host}`,
    ...req.headers.map(([name, value]) => `${name}: ${value}`),
  ].join('\r\n');
  return new Promise((resolve, reject) => {
    const socket = connect(Number(url.port), url.hostname);
    let buffer = Buffer.alloc(0);
    const finish = (res: WireResponse) => {
      socket.destroy();
      resolve(res);
    };
    // Written without closing our side, as a client library does: a server that sees the client
    // half-close may abort a response it has not finished yet (Node's does).
    socket.on('connect', () => socket.write(`${head}\r\n\r\n${req.body ?? ''}`));
    socket.on('data', (chunk: Buffer) => {
      buffer = Buffer.concat([buffer, chunk]);
      const res = parseResponse(buffer, false);
      if (res) finish(res);
    });
    socket.on('end', () => {
      const res = parseResponse(buffer, true);
      if (res) finish(res);
      else reject(new Error(`incomplete response: ${buffer.toString('latin1').slice(0, 200)}`));
    });
    socket.on('error', reject);
  });
}

function parseResponse(buffer: Buffer, ended: boolean): WireResponse | null {
  const end = buffer.indexOf('\r\n\r\n');
  if (end < 0) return null;
  const [statusLine = '', ...lines] = buffer.subarray(0, end).toString('latin1').split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  let rest = buffer.subarray(end + 4);
  let body: Buffer | null = null;
  if (headers['transfer-encoding']?.includes('chunked')) {
    const parts: Buffer[] = [];
    for (;;) {
      const lineEnd = rest.indexOf('\r\n');
      if (lineEnd < 0) return null;
      const size = parseInt(rest.subarray(0, lineEnd).toString('latin1'), 16);
      if (size === 0) break;
      if (rest.length < lineEnd + 2 + size + 2) return null;
      parts.push(rest.subarray(lineEnd + 2, lineEnd + 2 + size));
      rest = rest.subarray(lineEnd + 2 + size + 2);
    }
    body = Buffer.concat(parts);
  } else if (headers['content-length'] !== undefined) {
    const length = Number(headers['content-length']);
    if (rest.length < length) return null;
    body = rest.subarray(0, length);
  } else if (ended) body = rest;
  if (!body) return null;
  const encoding = headers['content-encoding'];
  if (encoding === 'gzip') body = gunzipSync(body);
  if (encoding === 'deflate') body = inflateSync(body);
  return { status: Number(statusLine.split(' ')[1]), headers, text: body.toString('utf8') };
}

export const basicAuth = (key: string) => `Basic ${Buffer.from(`${key}:`).toString('base64')}`;

/** A sandbox on loopback: its base URL (the clients' endpoint), and a stop. */
export async function startSandbox() {
  let listener: RequestListener = (_req, res) => res.end();
  const server = createServer((req, res) => listener(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const store = await openTestStore();
  await seedProjects(store, { demo: API_KEY, other: OTHER_KEY });
  const { app, services } = createApp({
    store,
    clock: systemClock,
    ids: randomIds,
    urls: { publicUrl: base, checkoutUrl: base },
    webhooks: { retryIntervalMs: 200, firstTimeoutMs: 2000, timeoutMs: 2000 },
  });
  const handle = getRequestListener(app.fetch);
  listener = (req, res) => void handle(req, res);
  services.dispatcher.start(20);
  return {
    base,
    async stop() {
      await services.dispatcher.stop();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await store.close();
    },
  };
}
export type Sandbox = Awaited<ReturnType<typeof startSandbox>>;
