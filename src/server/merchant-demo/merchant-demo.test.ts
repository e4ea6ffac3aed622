import { describe, expect, it } from 'vitest';
import { cardPaymentResultSchema, orderSchema, tokenResultSchema } from '../../shared/api/index.ts';
import { createTestApp, TEST_KEYS, TEST_URLS } from '../test-app.ts';
import { merchantDemo } from './merchant-demo.ts';

const SHOP = 'http://shop.test';

async function setup() {
  const t = await createTestApp();
  const shop = merchantDemo({
    api: (path, init) => Promise.resolve(t.app.request(path, init)),
    apiKey: TEST_KEYS.demo,
    checkoutUrl: TEST_URLS.checkoutUrl,
    shopUrl: SHOP,
  });
  return { t, shop };
}

/** Pays the order behind a shop page the way the card frame does, through the public endpoints. */
async function payShopOrder(
  t: Awaited<ReturnType<typeof setup>>['t'],
  page: string,
  pan = '4111111111111111',
) {
  const setupToken = /data-setup-token="([^"]+)"/.exec(page)?.[1] ?? '';
  const { vault_token } = await t.ok(tokenResultSchema, 'POST', '/v1/tokens/', {
    pan,
    expiry_date: '1230',
    setup_token: setupToken,
  });
  return t.ok(cardPaymentResultSchema, 'POST', '/v1/card/payments', {
    setup_token: setupToken,
    vault_token,
  });
}

describe('demo shop', () => {
  it('creates a card order with a setup token and embeds the widget under a strict CSP', async () => {
    const { shop } = await setup();
    const res = await shop.request('/?locale=de-DE');
    expect(res.status).toBe(200);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain(`script-src 'self' ${TEST_URLS.checkoutUrl}`);
    expect(csp).toContain(`frame-src ${TEST_URLS.checkoutUrl}`);
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain('unsafe-inline');
    const page = await res.text();
    expect(page).toContain(`<script src="${TEST_URLS.checkoutUrl}/widget.js"></script>`);
    expect(page).toContain('data-locale="de-DE"');
    expect(page).not.toMatch(/<script>|<style|style="/);
    const token = /data-setup-token="(st_[^"]+)"/.exec(page)?.[1];
    expect(token).toBeTruthy();
  });

  it('sends the shopper back to a result page that reads the status from the API', async () => {
    const { t, shop } = await setup();
    const page = await (await shop.request('/')).text();
    const paid = await payShopOrder(t, page);
    expect(paid.redirect_url).toMatch(new RegExp(`^${SHOP}/result\\?order_id=`));
    const url = new URL(paid.redirect_url ?? '');
    const result = await shop.request(`${url.pathname}${url.search}`);
    expect(result.status).toBe(200);
    const text = await result.text();
    expect(text).toContain('Thank you! Your payment was successful.');
    const order = await t.ok(orderSchema, 'GET', `/v1/orders/${paid.order_id}/`);
    expect(order.status).toBe('completed');
  });

  it('does not trust the query: an unpaid order shows as not completed', async () => {
    const { t, shop } = await setup();
    const page = await (await shop.request('/')).text();
    const declined = await payShopOrder(t, page, '4000000000000002');
    const text = await (
      await shop.request(
        `/result?order_id=${declined.order_id}&project_id=${declined.project_id}&status=completed`,
      )
    ).text();
    expect(text).toContain('Your payment was not completed.');
  });

  it('answers 404 for an unknown order or a mismatched project', async () => {
    const { shop } = await setup();
    expect((await shop.request('/result?order_id=nope&project_id=proj_demo')).status).toBe(404);
    expect((await shop.request('/result?order_id=../../x&project_id=proj_demo')).status).toBe(404);
  });

  it('offers the hosted page as a fallback', async () => {
    const { shop } = await setup();
    const res = await shop.request('/pay-hosted');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toMatch(new RegExp(`^${TEST_URLS.checkoutUrl}/pay/`));
  });

  it('serves its page script and stylesheet as files', async () => {
    const { shop } = await setup();
    const js = await shop.request('/shop.js');
    expect(js.headers.get('content-type')).toContain('javascript');
    expect(await js.text()).toContain('XPayCard.mount');
    expect((await shop.request('/shop.css')).status).toBe(200);
  });
});
