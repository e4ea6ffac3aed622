/**
 * Webhook dispatch rate: `count` orders with a webhook URL on a local receiver are cancelled (one
 * status change each); the rate is deliveries acknowledged per second, from the first cancel to the
 * last delivery.
 */
import { startReceiver } from '../../src/server/webhooks/receiver.ts';
import { authHeader, type Sandbox } from './server.ts';

export async function benchWebhooks(sandbox: Sandbox, count: number) {
  const receiver = await startReceiver();
  const json = { authorization: authHeader, 'content-type': 'application/json' };
  try {
    const ids: string[] = [];
    for (let i = 0; i < count; i++) {
      const res = await fetch(`${sandbox.url}/v1/orders/`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ currency: 'EUR', amount: 100, webhook_url: receiver.url }),
      });
      ids.push(((await res.json()) as { id: string }).id);
    }
    const started = performance.now();
    await Promise.all(
      ids.map((id) =>
        fetch(`${sandbox.url}/v1/orders/${id}/`, { method: 'DELETE', headers: json }),
      ),
    );
    const deadline = Date.now() + 120_000;
    while (receiver.received.length < count && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 10));
    const seconds = (performance.now() - started) / 1000;
    return {
      deliveries: receiver.received.length,
      seconds,
      perSecond: receiver.received.length / seconds,
    };
  } finally {
    await receiver.close();
  }
}
