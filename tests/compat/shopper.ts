/**
 * The shopper's side of a plugin flow, done as the browser does it against the sandbox: follow the
 * payment URL, pick an outcome on the simulated bank page, or pay by card through the public
 * endpoints the hosted page uses. Returns where the browser ends up (the shop's return URL).
 */
import {
  cardPaymentResultSchema,
  checkoutPaymentSchema,
  tokenResultSchema,
} from '../../src/shared/api/index.ts';

const manual = { redirect: 'manual' } as const;

async function location(url: string, init: RequestInit = {}): Promise<string> {
  const res = await fetch(url, { ...manual, ...init });
  const to = res.headers.get('location');
  if (res.status !== 303 || !to) throw new Error(`${url}: ${res.status}, no redirect`);
  return new URL(to, url).href;
}

/** payment_url → simulated bank → `outcome`; the URL the shopper is sent back to. */
export async function payAtBank(paymentUrl: string, outcome = 'paid'): Promise<string> {
  const bank = await location(paymentUrl);
  if (!new URL(bank).pathname.startsWith('/sandbox/bank/')) throw new Error(`not a bank: ${bank}`);
  return location(bank, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ outcome }).toString(),
  });
}

/**
 * A card payment on the hosted page: the order_url (or a card transaction's payment_url, which
 * leads there) gives the page its capability key; the page starts a card attempt and pays.
 */
export async function payByCard(
  base: string,
  url: string,
  pan = '4111111111111111',
  method = 'credit-card',
): Promise<string | null> {
  const page = new URL(url).pathname.startsWith('/redirect/') ? await location(url) : url;
  const key = new URL(page).hash.slice(1);
  const post = async (path: string, body: object) => {
    const res = await fetch(`${base}${path}`, { method: 'POST', body: JSON.stringify(body) });
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as unknown;
  };
  const attempt = checkoutPaymentSchema.parse(
    await post(`/v1/checkout/${key}/transactions`, { payment_method: method }),
  );
  const setup_token = attempt.setup_token ?? '';
  const { vault_token } = tokenResultSchema.parse(
    await post('/v1/tokens/', { pan, expiry_date: '1230', setup_token }),
  );
  const result = cardPaymentResultSchema.parse(
    await post('/v1/card/payments', { setup_token, vault_token }),
  );
  return result.redirect_url;
}
