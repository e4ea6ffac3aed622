import { describe, expect, it } from 'vitest';
import { anOrder } from '../test-support.ts';
import { merchantTarget, safeUrl } from './merchant-target.ts';

const ids = 'order_id=ord_1&project_id=prj_1';
const order = (overrides: Parameters<typeof anOrder>[0]) =>
  anOrder({ id: 'ord_1', project_id: 'prj_1', ...overrides });

describe('merchantTarget', () => {
  it('sends a paid order to return_url with order_id and project_id appended', () => {
    const paid = order({ status: 'completed', return_url: 'https://shop.example/thanks' });
    expect(merchantTarget(paid, 'result')).toBe(`https://shop.example/thanks?${ids}`);
  });

  it('keeps the query string the merchant put in return_url', () => {
    const paid = order({ status: 'completed', return_url: 'https://shop.example/r?cart=9' });
    expect(merchantTarget(paid, 'result')).toBe(`https://shop.example/r?cart=9&${ids}`);
  });

  it('uses failure_url for cancelled, expired and error orders only when both URLs are set', () => {
    const urls = { return_url: 'https://shop.example/ok', failure_url: 'https://shop.example/ko' };
    for (const status of ['cancelled', 'expired', 'error'])
      expect(merchantTarget(order({ status, ...urls }), 'result')).toBe(
        `https://shop.example/ko?${ids}`,
      );
    expect(merchantTarget(order({ status: 'completed', ...urls }), 'result')).toBe(
      `https://shop.example/ok?${ids}`,
    );
  });

  it('falls back to return_url when only return_url is set, whatever the outcome', () => {
    const expired = order({ status: 'expired', return_url: 'https://shop.example/ok' });
    expect(merchantTarget(expired, 'result')).toBe(`https://shop.example/ok?${ids}`);
  });

  it('never uses failure_url alone', () => {
    const only = order({
      status: 'cancelled',
      return_url: null,
      failure_url: 'https://s.example/',
    });
    expect(merchantTarget(only, 'result')).toBeNull();
  });

  it('sends a customer who cancels on the page to the failure target', () => {
    const open = order({
      status: 'new',
      return_url: 'https://shop.example/ok',
      failure_url: 'https://shop.example/ko',
    });
    expect(merchantTarget(open, 'cancel')).toBe(`https://shop.example/ko?${ids}`);
  });

  it('refuses a javascript: or relative return_url', () => {
    for (const url of ['javascript:alert(1)', 'JAVASCRIPT:alert(1)', '/thanks', 'data:text/html,x'])
      expect(merchantTarget(order({ status: 'completed', return_url: url }), 'result')).toBeNull();
  });
});

describe('safeUrl', () => {
  it('lets through absolute http(s) URLs only', () => {
    expect(safeUrl('https://bank.example/pay/1')).toBe('https://bank.example/pay/1');
    expect(safeUrl('http://localhost:4100/redirect/tx/to/payment/')).toBe(
      'http://localhost:4100/redirect/tx/to/payment/',
    );
    expect(safeUrl('javascript:alert(1)')).toBeNull();
    expect(safeUrl(null)).toBeNull();
  });
});
