/**
 * A webhook receiver for tests: a real HTTP server on loopback that records what it is sent and
 * answers with the status (or delay) a test sets.
 */
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Received = { path: string; headers: IncomingMessage['headers']; body: unknown };

export async function startReceiver() {
  const received: Received[] = [];
  let open = 0;
  let mostAtOnce = 0;
  let answer: { status: number; delayMs: number } = { status: 200, delayMs: 0 };
  const server = createServer((req, res) => {
    open++;
    mostAtOnce = Math.max(mostAtOnce, open);
    res.on('close', () => open--);
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      received.push({
        path: req.url ?? '/',
        headers: req.headers,
        body: text ? (JSON.parse(text) as unknown) : null,
      });
      const { status, delayMs } = answer;
      if (delayMs === Infinity) return; // hangs: never answers
      setTimeout(() => {
        if (!res.destroyed) res.writeHead(status, { 'content-type': 'text/plain' }).end('ok');
      }, delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    /** The most requests this receiver had open at once. */
    mostAtOnce: () => mostAtOnce,
    /** How to answer from now on: `status` after `delayMs` (Infinity: never). */
    answer(status: number, delayMs = 0) {
      answer = { status, delayMs };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
export type Receiver = Awaited<ReturnType<typeof startReceiver>>;
