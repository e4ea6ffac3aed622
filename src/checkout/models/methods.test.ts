import { describe, expect, it } from 'vitest';
import { anotherMethod, browserCanPay, chooseableMethods, preselectedMethod } from './methods.ts';
import { PAYMENT_METHODS, methodTextKey } from '../../shared/payment-methods.ts';

describe('chooseableMethods', () => {
  it('keeps exactly the offered methods, in the order the service gave', () => {
    expect(chooseableMethods(['ideal', 'credit-card', 'bancontact'])).toEqual([
      'ideal',
      'credit-card',
      'bancontact',
    ]);
  });

  it('drops methods the page cannot show and repeated entries', () => {
    expect(chooseableMethods(['credit-card', 'bitcoin', 'credit-card', '', 'swish'])).toEqual([
      'credit-card',
      'swish',
    ]);
  });

  it('offers nothing when nothing is offered', () => {
    expect(chooseableMethods([])).toEqual([]);
  });

  it('leaves out the wallets the browser cannot run, keeping the order', () => {
    const canPay = (m: string) => m !== 'apple-pay';
    expect(chooseableMethods(['apple-pay', 'ideal', 'google-pay'], canPay)).toEqual([
      'ideal',
      'google-pay',
    ]);
  });

  it('knows every method the sandbox can offer', () => {
    expect(chooseableMethods([...PAYMENT_METHODS])).toEqual([...PAYMENT_METHODS]);
  });
});

describe('preselectedMethod', () => {
  const methods = chooseableMethods(['ideal', 'credit-card', 'paypal']);

  it('opens the first method by default', () => {
    expect(preselectedMethod(methods)).toBe('ideal');
  });

  it('opens the method asked for in the URL when it is offered', () => {
    expect(preselectedMethod(methods, { requested: 'credit-card' })).toBe('credit-card');
    expect(preselectedMethod(methods, { requested: 'swish' })).toBe('ideal');
  });

  it('reopens the method of the last attempt', () => {
    expect(preselectedMethod(methods, { lastAttempt: 'paypal' })).toBe('paypal');
  });

  it('has nothing to open when nothing is offered', () => {
    expect(preselectedMethod([])).toBeNull();
  });
});

describe('anotherMethod', () => {
  it('moves away from the method that failed', () => {
    expect(anotherMethod(['credit-card', 'ideal'], 'credit-card')).toBe('ideal');
  });

  it('stays on the only method there is', () => {
    expect(anotherMethod(['credit-card'], 'credit-card')).toBe('credit-card');
  });
});

describe('methodTextKey', () => {
  it('turns a method id into a camelCase locale key', () => {
    expect(methodTextKey('credit-card')).toBe('methods.creditCard');
    expect(methodTextKey('vipps-mobilepay')).toBe('methods.vippsMobilepay');
    expect(methodTextKey('ideal')).toBe('methods.ideal');
  });
});

describe('browserCanPay', () => {
  const withGlobals = (globals: Record<string, unknown>, run: () => void) => {
    const saved = Object.keys(globals).map(
      (k) => [k, Object.getOwnPropertyDescriptor(globalThis, k)] as const,
    );
    for (const [k, v] of Object.entries(globals))
      Object.defineProperty(globalThis, k, { value: v, configurable: true, writable: true });
    try {
      run();
    } finally {
      for (const [k, d] of saved)
        if (d) Object.defineProperty(globalThis, k, d);
        else delete (globalThis as Record<string, unknown>)[k];
    }
  };

  it('offers Apple Pay only where ApplePaySession exists and says the device can pay', () => {
    withGlobals({ ApplePaySession: undefined }, () =>
      expect(browserCanPay('apple-pay')).toBe(false),
    );
    withGlobals({ ApplePaySession: { canMakePayments: () => true } }, () =>
      expect(browserCanPay('apple-pay')).toBe(true),
    );
    withGlobals({ ApplePaySession: { canMakePayments: () => false } }, () =>
      expect(browserCanPay('apple-pay')).toBe(false),
    );
    withGlobals(
      {
        ApplePaySession: {
          canMakePayments: () => {
            throw new Error('InvalidAccessError');
          },
        },
      },
      () => expect(browserCanPay('apple-pay')).toBe(false),
    );
  });

  it('offers Google Pay only in a secure context, and every other method anywhere', () => {
    withGlobals({ isSecureContext: true }, () => expect(browserCanPay('google-pay')).toBe(true));
    withGlobals({ isSecureContext: false }, () => {
      expect(browserCanPay('google-pay')).toBe(false);
      expect(browserCanPay('ideal')).toBe(true);
    });
  });
});
