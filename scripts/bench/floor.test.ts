/**
 * The floor pages over real HTTP: the empty chooser asks for its view and writes radios from it, the
 * shop loads its one script from the other host name, which frames the card-number page there;
 * anything else is a 404.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFloorPages, type FloorPages } from './floor.ts';

let floor: FloorPages;
let checkout: string;
beforeAll(async () => {
  floor = await startFloorPages(0);
  checkout = new URL(floor.chooserUrl).origin;
});
afterAll(() => floor.stop());

const get = async (url: string) => {
  const res = await fetch(url);
  return { status: res.status, type: res.headers.get('content-type'), text: await res.text() };
};

describe('floor pages', () => {
  it('serves the empty chooser on localhost and the shop on 127.0.0.1: two sites', () => {
    expect(floor.chooserUrl).toMatch(/^http:\/\/localhost:\d+\/chooser$/);
    expect(floor.shopUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/shop$/);
    expect(new URL(floor.shopUrl).port).not.toBe(new URL(floor.chooserUrl).port);
  });

  it('the chooser fetches its view and writes one radio per method', async () => {
    const page = await get(floor.chooserUrl);
    expect(page.type).toMatch(/^text\/html/);
    expect(page.text).toContain(`fetch('/view'`);
    expect(page.text).toContain('type="radio"');
    const view = await get(`${checkout}/view`);
    expect(JSON.parse(view.text)).toEqual({ methods: ['card', 'ideal', 'paypal'] });
  });

  it('the shop frames a card-number field from the other site through one script', async () => {
    const shop = await get(floor.shopUrl);
    expect(shop.text).toContain(`<script src="${checkout}/loader.js"></script>`);
    const loader = await get(`${checkout}/loader.js`);
    expect(loader.type).toMatch(/^text\/javascript/);
    expect(loader.text).toContain(`'${checkout}/card-frame'`);
    const frame = await get(`${checkout}/card-frame`);
    expect(frame.text).toContain('autocomplete="cc-number"');
  });

  it('answers 404 for anything else', async () => {
    expect((await get(floor.shopUrl.replace('/shop', '/nothing'))).status).toBe(404);
  });
});
