/** GET /v1/orders by date range: never cut off, streamed whole or paged by limit/offset. */
import { describe, expect, it } from 'vitest';
import { orderListSchema } from '../../shared/api/index.ts';
import { DEMO_PROJECT_ID } from '../seed.ts';
import { LIST_CHUNK } from '../services/search-service.ts';
import { createTestApp, type TestApp } from '../test-app.ts';

const START = '2026-01-15T10:00:00.000Z';
const COUNT = 1_201;

/** `count` orders, seven per clock second (so equal creation times straddle every chunk edge). */
async function seed(t: TestApp, count: number): Promise<string[]> {
  const project = await t.repos.projects.get(DEMO_PROJECT_ID);
  if (!project) throw new Error('no demo project');
  const ids: string[] = [];
  for (let i = 0; i < count; i += 7) {
    if (i > 0) await t.clock.advance(1000);
    // One transaction per second's seven orders (the clock moves between transactions).
    await t.repos.transaction(async (r) => {
      for (let j = i; j < Math.min(i + 7, count); j++) {
        const created = await t.services.orders.create(r, project, {
          currency: 'EUR',
          amount: 100 + j,
        });
        ids.push(created.order.id);
      }
    });
  }
  return ids;
}

const range = (since: string, until: string, extra = '') =>
  `/v1/orders/?created_since=${encodeURIComponent(since)}&created_until=${encodeURIComponent(until)}${extra}`;
const DAY = range(START, '2026-01-16T10:00:00Z');

describe('GET /v1/orders by date range', () => {
  it(`answers every one of ${COUNT} orders, oldest first, as one JSON array`, async () => {
    const t = await createTestApp({ start: START });
    const ids = await seed(t, COUNT);
    const res = await t.call('GET', DAY);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const orders = orderListSchema.parse(await res.json());
    // Oldest first; orders of the same second in id order (as the service compares ids).
    const expected = Array.from({ length: Math.ceil(COUNT / 7) }, (_, s) =>
      ids.slice(s * 7, s * 7 + 7).sort(),
    ).flat();
    expect(orders.map((o) => o.id)).toEqual(expected);
    expect(new Set(orders.map((o) => o.id)).size).toBe(COUNT);
  });

  it('streams the array: the first chunk arrives before the rest is read', async () => {
    const t = await createTestApp({ start: START });
    await seed(t, LIST_CHUNK * 3);
    const res = await t.call('GET', DAY);
    const reader = (res.body as ReadableStream<Uint8Array> | null)?.getReader();
    if (!reader) throw new Error('no body');
    const decoder = new TextDecoder();
    let text = '';
    let reads = 0;
    for (let r = await reader.read(); !r.done; r = await reader.read()) {
      text += decoder.decode(r.value, { stream: true });
      reads += 1;
    }
    expect(reads).toBeGreaterThanOrEqual(3);
    expect(orderListSchema.parse(JSON.parse(text))).toHaveLength(LIST_CHUNK * 3);
  });

  it('answers an empty range with an empty array', async () => {
    const t = await createTestApp({ start: START });
    await seed(t, 3);
    const res = await t.call('GET', range('2025-01-01T00:00:00Z', '2025-01-02T00:00:00Z'));
    expect(await res.json()).toEqual([]);
  });

  it('pages with limit and offset, and says how many the range holds', async () => {
    const t = await createTestApp({ start: START });
    await seed(t, COUNT);
    const all = orderListSchema.parse(await (await t.call('GET', DAY)).json());
    const res = await t.call('GET', `${DAY}&limit=500&offset=1000`);
    expect(res.headers.get('x-total-count')).toBe(String(COUNT));
    const page = orderListSchema.parse(await res.json());
    expect(page.map((o) => o.id)).toEqual(all.slice(1000).map((o) => o.id));
    const first = orderListSchema.parse(await (await t.call('GET', `${DAY}&offset=0`)).json());
    expect(first).toHaveLength(100); // the default page, as search
  });

  it('reads an offset written with %2B, as a URL must carry a +', async () => {
    const t = await createTestApp({ start: START });
    const [id] = await seed(t, 1);
    const since = '2026-01-15T10:30:00%2B01:00'; // 09:30 UTC
    const until = '2026-01-15T11:30:00%2B01:00'; // 10:30 UTC
    const res = await t.call('GET', `/v1/orders?created_since=${since}&created_until=${until}`);
    expect(orderListSchema.parse(await res.json()).map((o) => o.id)).toEqual([id]);
  });

  it.each([
    ['limit=0', 'limit'],
    ['limit=1001', 'limit'],
    ['limit=ten', 'limit'],
    ['offset=-1', 'offset'],
  ])('refuses %s before anything is sent', async (extra, path) => {
    const t = await createTestApp({ start: START });
    const error = await t.fails(400, 'GET', `${DAY}&${extra}`);
    expect(error.property_path).toBe(path);
  });

  it('refuses a range that ends before it starts, and a missing bound', async () => {
    const t = await createTestApp({ start: START });
    const error = await t.fails(400, 'GET', range('2026-01-16T00:00:00Z', '2026-01-15T00:00:00Z'));
    expect(error.property_path).toBe('created_since');
    const missing = await t.fails(400, 'GET', '/v1/orders/?created_since=2026-01-15T00:00:00Z');
    expect(missing.property_path).toBe('created_until');
  });

  it('lists only the caller’s orders', async () => {
    const t = await createTestApp({ start: START });
    await seed(t, 2);
    const res = await t.call('GET', DAY, undefined, { key: 'sk_test_other_0123456789' });
    expect(await res.json()).toEqual([]);
    expect(orderListSchema.parse(await (await t.call('GET', DAY)).json())).toHaveLength(2);
  });
});
