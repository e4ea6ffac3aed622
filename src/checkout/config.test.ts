import { describe, expect, it } from 'vitest';
import { apiBaseFrom } from '../shared/public-api.ts';
import { readConfig } from './config.ts';

describe('apiBaseFrom', () => {
  it('reads "/" as the page origin', () => {
    expect(apiBaseFrom('/', 'https://pay.example/pay/ord_1/')).toBe('https://pay.example/');
  });

  it('takes an absolute origin set at deploy time', () => {
    expect(apiBaseFrom('https://api.example', 'https://pay.example/pay/x/')).toBe(
      'https://api.example/',
    );
    expect(apiBaseFrom('https://api.example/base/', 'https://pay.example/')).toBe(
      'https://api.example/base/',
    );
  });

  it('refuses a non-http scheme and falls back to the page origin', () => {
    expect(apiBaseFrom('javascript:alert(1)', 'https://pay.example/pay/x/')).toBe(
      'https://pay.example/',
    );
    expect(apiBaseFrom(null, 'https://pay.example/pay/x/')).toBe('https://pay.example/');
  });
});

describe('readConfig', () => {
  it('reads the order id from the path and the capability key from the fragment', () => {
    const config = readConfig('https://pay.example/pay/ord_abc-1/#ck_0123456789abcdef', '/');
    expect(config).toEqual({
      apiBase: 'https://pay.example/',
      orderId: 'ord_abc-1',
      key: 'ck_0123456789abcdef',
      statusStep: false,
      method: null,
      locale: null,
    });
  });

  it('takes the locale written into order_url as a hint, if it is one of ours', () => {
    expect(
      readConfig('https://pay.example/pay/ord_1/?locale=de-DE#ck_0123456789ab', '/').locale,
    ).toBe('de-DE');
    expect(
      readConfig('https://pay.example/pay/ord_1/?locale=xx-XX#ck_0123456789ab', '/').locale,
    ).toBeNull();
  });

  it('recognises the status step and a preselected method', () => {
    const config = readConfig(
      'https://pay.example/pay/ord_1/?step=status&method=credit-card#ck_0123456789abcdef',
      '/',
    );
    expect(config.statusStep).toBe(true);
    expect(config.method).toBe('credit-card');
  });

  it('has no key when the fragment is missing or malformed', () => {
    expect(readConfig('https://pay.example/pay/ord_1/', '/').key).toBeNull();
    expect(readConfig('https://pay.example/pay/ord_1/#<script>', '/').key).toBeNull();
  });
});
