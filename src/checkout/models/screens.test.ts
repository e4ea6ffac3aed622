import { describe, expect, it } from 'vitest';
import { anOrder } from '../test-support.ts';
import { screenFor } from './screens.ts';
import { isSettled } from './checkout-flows.ts';

const attempt = (status: string, payment_method = 'ideal') => ({
  id: 'tx_1',
  payment_method,
  status,
  customer_message: null,
});

describe('screenFor', () => {
  it('shows the chooser for a new order', () => {
    expect(screenFor(anOrder(), { statusStep: false })).toEqual({ name: 'pay' });
  });

  it('explains when no method can pay the order', () => {
    expect(screenFor(anOrder({ payment_methods: ['bitcoin'] }), { statusStep: false })).toEqual({
      name: 'error',
      reason: 'no-methods',
    });
  });

  it('shows a decided order, going back to the shop by itself only after an attempt', () => {
    for (const status of ['completed', 'cancelled', 'expired']) {
      expect(screenFor(anOrder({ status }), { statusStep: true })).toEqual({
        name: 'final',
        status,
        auto: true,
      });
      expect(screenFor(anOrder({ status }), { statusStep: false })).toMatchObject({ auto: false });
    }
  });

  it('offers another try after a failed redirect attempt', () => {
    const failed = anOrder({ status: 'error', last_attempt: attempt('error', 'ideal') });
    expect(screenFor(failed, { statusStep: true })).toEqual({ name: 'failed', method: 'ideal' });
  });

  it.each(['credit-card', 'amex'])(
    'goes back to the chooser after a failed %s: the card entry says why',
    (method) => {
      const failed = anOrder({
        status: 'error',
        payment_methods: ['credit-card', 'amex', 'ideal'],
        last_attempt: attempt('error', method),
      });
      expect(screenFor(failed, { statusStep: true })).toEqual({ name: 'pay' });
      expect(screenFor(failed, { statusStep: false })).toEqual({ name: 'pay' });
    },
  );

  it('says when the order allows only wallets this browser cannot run', () => {
    const wallets = anOrder({ payment_methods: ['apple-pay', 'google-pay'] });
    expect(screenFor(wallets, { statusStep: false, canPay: () => false })).toEqual({
      name: 'error',
      reason: 'wallets',
      methods: ['apple-pay', 'google-pay'],
    });
    expect(screenFor(anOrder({ payment_methods: ['bitcoin'] }), { statusStep: false })).toEqual({
      name: 'error',
      reason: 'no-methods',
    });
  });

  it('waits for the bank while the order is processing or in a status it does not know', () => {
    expect(screenFor(anOrder({ status: 'processing' }), { statusStep: false })).toEqual({
      name: 'checking',
    });
    expect(screenFor(anOrder({ status: 'accepted' }), { statusStep: true })).toEqual({
      name: 'checking',
    });
  });

  it('waits on the status step while the attempt is still open', () => {
    const open = anOrder({ last_attempt: attempt('pending') });
    expect(screenFor(open, { statusStep: true })).toEqual({ name: 'checking' });
    expect(screenFor(open, { statusStep: false })).toEqual({ name: 'pay' });
  });
});

describe('isSettled', () => {
  it('is settled for decided, failed and untouched orders', () => {
    expect(isSettled(anOrder({ status: 'completed' }))).toBe(true);
    expect(isSettled(anOrder({ status: 'error' }))).toBe(true);
    expect(isSettled(anOrder())).toBe(true);
  });

  it('is not settled while the bank has not answered', () => {
    expect(isSettled(anOrder({ status: 'processing' }))).toBe(false);
    expect(isSettled(anOrder({ last_attempt: attempt('new') }))).toBe(false);
  });
});
