import { describe, expect, it } from 'vitest';
import { checkoutUrl, readCheckoutUrl } from './checkout-url.ts';
import { SUPPORTED_LOCALES } from './locales.ts';

const base = 'https://pay.example';
const key = 'ck_0123456789abcdef';

describe('checkoutUrl and readCheckoutUrl', () => {
  it('write the id in the path, the key in the fragment and nothing else without hints', () => {
    const url = checkoutUrl(base, { id: 'ord_1', key });
    expect(url).toBe('https://pay.example/pay/ord_1/#ck_0123456789abcdef');
    expect(readCheckoutUrl(url)).toEqual({
      orderId: 'ord_1',
      key,
      statusStep: false,
      method: null,
      locale: null,
    });
  });

  it.each(SUPPORTED_LOCALES)('round-trip the locale %s', (locale) => {
    const url = checkoutUrl(base, { id: 'ord_1', key, locale });
    expect(url).toBe(`https://pay.example/pay/ord_1/?locale=${locale}#${key}`);
    expect(readCheckoutUrl(url).locale).toBe(locale);
  });

  it('round-trip the status step and a method, with the locale', () => {
    const status = checkoutUrl(base, { id: 'ord_1', key, step: 'status', locale: 'de-DE' });
    expect(status).toBe(`https://pay.example/pay/ord_1/?step=status&locale=de-DE#${key}`);
    expect(readCheckoutUrl(status)).toMatchObject({ statusStep: true, locale: 'de-DE' });
    const method = checkoutUrl(base, { id: 'ord-2', key, method: 'ideal' });
    expect(readCheckoutUrl(method)).toMatchObject({
      orderId: 'ord-2',
      key,
      method: 'ideal',
      statusStep: false,
    });
  });

  it('take a base with a path or a trailing slash', () => {
    expect(checkoutUrl('https://x.example/shop/', { id: 'o', key })).toBe(
      `https://x.example/shop/pay/o/#${key}`,
    );
  });

  it('encode what the writer is given, so a hostile id cannot leave the path', () => {
    const url = checkoutUrl(base, { id: '../admin?x=1#', key, method: 'a&step=status' });
    expect(new URL(url).pathname).toBe('/pay/..%2Fadmin%3Fx%3D1%23/');
    expect(readCheckoutUrl(url)).toMatchObject({ orderId: null, statusStep: false, method: null });
  });

  it.each([
    ['an id with other characters', `${base}/pay/ord<1>/#${key}`, { orderId: null }],
    ['an id too long', `${base}/pay/${'a'.repeat(101)}/#${key}`, { orderId: null }],
    ['another path', `${base}/admin/ord_1/#${key}`, { orderId: null }],
    ['an id glued to more path', `${base}/pay/ord_1.html#${key}`, { orderId: null }],
    ['a key with markup', `${base}/pay/ord_1/#<script>`, { key: null }],
    ['a key too short', `${base}/pay/ord_1/#abc`, { key: null }],
    ['no fragment', `${base}/pay/ord_1/`, { key: null }],
    ['a locale we do not speak', `${base}/pay/o/?locale=xx-XX#${key}`, { locale: null }],
    ['a method with markup', `${base}/pay/o/?method=<b>#${key}`, { method: null }],
    ['another step', `${base}/pay/o/?step=done#${key}`, { statusStep: false }],
  ])('read %s as nothing', (_, href, expected) => {
    expect(readCheckoutUrl(href)).toMatchObject(expected);
  });

  it('read a link without the trailing slash', () => {
    expect(readCheckoutUrl(`${base}/pay/ord_1#${key}`).orderId).toBe('ord_1');
  });
});
