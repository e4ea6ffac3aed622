import fc from 'fast-check';
import { expect, it } from 'vitest';
import { errorBodySchema } from '../shared/api/index.ts';
import { createTestApp } from './test-app.ts';

it('fuzz orders', { timeout: 120000 }, async () => {
  const t = createTestApp();
  const json = fc.oneof(
    fc.anything(),
    fc.object({ withNullPrototype: true, withObjectString: true, withBoxedValues: false }),
    fc.record({
      currency: fc.oneof(fc.constantFrom('EUR', 'SEK', 'XXX'), fc.anything()),
      amount: fc.oneof(fc.integer(), fc.anything()),
      transactions: fc.oneof(fc.anything(), fc.array(fc.record({ payment_method: fc.oneof(fc.string(), fc.constantFrom('ideal','credit-card','swish')), payment_method_details: fc.anything() }, { requiredKeys: [] }))),
      expiration_period: fc.oneof(fc.string(), fc.constantFrom('P0D', 'PT0S', 'P99999999999999999999D', 'PT1.5S', 'P1W', 'PT0.0001S', 'P1Y2M')),
      order_lines: fc.anything(),
      capture_mode: fc.anything(),
      payment_methods: fc.anything(),
      return_url: fc.oneof(fc.webUrl(), fc.string()),
    }, { requiredKeys: [] }),
  );
  await fc.assert(
    fc.asyncProperty(json, async (value) => {
      const raw = JSON.stringify(value) ?? 'null';
      const res = await t.call('POST', '/v1/orders/', undefined, { raw });
      const body = await res.text();
      expect(res.status < 500, `${raw} -> ${res.status} ${body}`).toBe(true);
      if (res.status !== 200) errorBodySchema.parse(JSON.parse(body));
    }),
    { numRuns: 5000 },
  );
});
it('fuzz tokens', { timeout: 120000 }, async () => {
  const t = createTestApp();
  await fc.assert(
    fc.asyncProperty(fc.record({ pan: fc.oneof(fc.stringMatching(/^\d{12,19}$/), fc.anything()), expiry_date: fc.oneof(fc.stringMatching(/^\d{4}$/), fc.anything()), setup_token: fc.oneof(fc.string(), fc.anything()) }, { requiredKeys: [] }), async (value) => {
      const raw = JSON.stringify(value) ?? 'null';
      const res = await t.call('POST', '/v1/tokens/', undefined, { raw, key: null });
      const body = await res.text();
      expect(res.status < 500, `${raw} -> ${res.status} ${body}`).toBe(true);
    }),
    { numRuns: 2000 },
  );
});
