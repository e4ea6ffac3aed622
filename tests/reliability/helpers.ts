/** Merchant and customer calls over real HTTP against a sandbox process. */
import { createServer } from 'node:net';
import {
  cardPaymentResultSchema,
  orderSchema,
  tokenResultSchema,
  webhookDeliveryListSchema,
  type CardPaymentResult,
  type Order,
} from '../../src/shared/api/index.ts';
import {
  authHeader,
  startSandbox,
  type Sandbox,
  type SandboxOptions,
} from '../../scripts/bench/server.ts';

const json = { authorization: authHeader, 'content-type': 'application/json' };

export async function createOrder(base: string, body: object): Promise<Order> {
  const res = await fetch(`${base}/v1/orders/`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify(body),
  });
  if (res.status !== 200) throw new Error(`create: ${res.status}`);
  return orderSchema.parse(await res.json());
}

export async function getOrder(
  base: string,
  id: string,
): Promise<{ status: number; order?: Order }> {
  const res = await fetch(`${base}/v1/orders/${id}/`, { headers: { authorization: authHeader } });
  return res.status === 200
    ? { status: 200, order: orderSchema.parse(await res.json()) }
    : { status: res.status };
}

export const cancelOrder = (base: string, id: string) =>
  fetch(`${base}/v1/orders/${id}/`, { method: 'DELETE', headers: { authorization: authHeader } });

export async function deliveries(base: string, orderId: string) {
  const res = await fetch(`${base}/v1/webhooks/?order_id=${orderId}`, {
    headers: { authorization: authHeader },
  });
  return webhookDeliveryListSchema.parse(await res.json());
}

/** Tokenize and pay as the card frame does; resolves with the acknowledged result. */
export async function payCard(
  base: string,
  setupToken: string,
  pan = '4111111111111111',
): Promise<CardPaymentResult> {
  const tokenRes = await fetch(`${base}/v1/tokens/`, {
    method: 'POST',
    body: JSON.stringify({ pan, expiry_date: '1230', setup_token: setupToken }),
  });
  if (tokenRes.status !== 200) throw new Error(`tokens: ${tokenRes.status}`);
  const { vault_token } = tokenResultSchema.parse(await tokenRes.json());
  const payRes = await fetch(`${base}/v1/card/payments`, {
    method: 'POST',
    body: JSON.stringify({ setup_token: setupToken, vault_token }),
  });
  if (payRes.status !== 200) throw new Error(`pay: ${payRes.status}`);
  return cardPaymentResultSchema.parse(await payRes.json());
}

export const cardOrderBody = {
  currency: 'EUR',
  amount: 1234,
  return_url: 'https://shop.example/return',
  transactions: [{ payment_method: 'credit-card', payment_method_details: { setup_token: true } }],
};

export async function until(what: string, check: () => Promise<boolean>, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

export { rssMiB } from '../../scripts/bench/memory.ts';

/** A loopback port nobody listens on right now (the kernel's pick, like a test receiver's). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * A sandbox process on free ports (the service, and its demo shop on another), so suites never
 * collide with each other or with anything else on the machine. Give `port` to start again on the
 * same one.
 */
export async function startOnFreePort(
  options: Omit<SandboxOptions, 'port'> & { port?: number } = {},
): Promise<Sandbox & { port: number }> {
  const port = options.port ?? (await freePort());
  const sandbox = await startSandbox({
    ...options,
    port,
    env: { MERCHANT_PORT: String(await freePort()), ...options.env },
  });
  return { ...sandbox, port };
}
