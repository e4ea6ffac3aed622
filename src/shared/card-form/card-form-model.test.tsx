import { describe, expect, it } from 'vitest';
import { createCardFormModel, formatExpiry } from './card-form-model.ts';

const now = () => new Date('2026-06-15T12:00:00Z');
const model = () => createCardFormModel({ now });

describe('createCardFormModel: the card number', () => {
  it('groups by brand as the user types and keeps the caret after the same digit', () => {
    const m = model();
    expect(m.setPan('41111', 5)).toBe(6);
    expect(m.pan.value).toBe('4111 1');
    // A digit typed in the middle: '41|11 1' + '9' keeps the caret after the 9.
    expect(m.setPan('419 11 1', 3)).toBe(3);
    expect(m.pan.value).toBe('4191 11');
  });

  it('groups American Express 4-6-5 and caps it at 15 digits', () => {
    const m = model();
    m.setPan('3782822463100059999');
    expect(m.pan.value).toBe('3782 822463 10005');
    expect(m.brand.value.id).toBe('amex');
  });

  it('takes a pasted number with any separators', () => {
    const m = model();
    m.setPan('4111-1111.1111 1111');
    expect(m.pan.value).toBe('4111 1111 1111 1111');
    expect(m.cardData()).toBeNull(); // expiry still missing
  });

  it('deletes the digit before a group space on backspace', () => {
    const m = model();
    m.setPan('41111111');
    expect(m.pan.value).toBe('4111 1111');
    // Backspace right after the space: the browser removed the space, the caret is at 4.
    const caret = m.setPan('41111111', 4);
    expect(m.pan.value).toBe('4111 111');
    expect(caret).toBe(3);
  });

  it('drops the CVC when the number turns out to be Bancontact (no CVC)', () => {
    const m = model();
    m.setCvc('123');
    m.setPan('6703444444444449');
    expect(m.brand.value.cvcPolicy).toBe('hidden');
    expect(m.cvc.value).toBe('');
  });
});

describe('formatExpiry', () => {
  it.each([
    ['1', '1'],
    ['12', '12'],
    ['123', '12 / 3'],
    ['1230', '12 / 30'],
    ['4', '04'],
    ['13', '01 / 3'],
    ['1/', '01'],
    ['12/2030', '12 / 30'],
    ['12 / 2030', '12 / 30'],
    ['122030', '12 / 30'],
    ['12 / 303', '12 / 30'],
    ['12 /', '12'],
  ])('formats %j as %j', (raw, shown) => {
    expect(formatExpiry(raw)).toBe(shown);
  });
});

describe('createCardFormModel: errors', () => {
  it('shows no error until a started field is left, then the field code', () => {
    const m = model();
    m.setPan('4111');
    expect(m.errors.value).toEqual({});
    m.blur('pan');
    expect(m.errors.value).toEqual({ pan: 'card.number.incomplete' });
    m.setPan('4111111111111111');
    expect(m.errors.value).toEqual({});
  });

  it('does not flag an empty field the user only tabbed through', () => {
    const m = model();
    m.focus('pan');
    m.blur('pan');
    expect(m.errors.value).toEqual({});
  });

  it('shows every error on validateAll and names the first invalid field', () => {
    const m = model();
    m.setPan('4111111111111111');
    m.setExpiry('01/20');
    const check = m.validateAll();
    expect(check).toEqual({ complete: false, firstInvalid: 'expiry' });
    expect(m.errors.value).toEqual({ expiry: 'card.expiry.past', cvc: 'card.cvc.empty' });
    expect(m.attempts.value).toBe(1);
  });

  it('answers the card data as digits and MMYY once complete', () => {
    const m = model();
    m.setPan('4111 1111 1111 1111');
    m.setExpiry('12 / 2030');
    m.setCvc('737');
    expect(m.validateAll()).toEqual({ complete: true, firstInvalid: null });
    expect(m.cardData()).toEqual({ pan: '4111111111111111', expiryDate: '1230' });
  });

  it('refuses brands the merchant does not accept', () => {
    const m = createCardFormModel({ now, accept: ['visa'] });
    m.setPan('5555555555554444');
    m.blur('pan');
    expect(m.errors.value.pan).toBe('card.number.unsupported');
  });

  it('clears an error notice as soon as the card is edited (retry after a decline)', () => {
    const m = model();
    m.setNotice({ tone: 'error', key: 'errors.card.declined' });
    m.setPan('5');
    expect(m.notice.value).toBeNull();
  });
});

describe('createCardFormModel: the double-submit lock', () => {
  it('lets one payment start until it is unlocked', () => {
    const m = model();
    expect(m.lock()).toBe(true);
    expect(m.submitting.value).toBe(true);
    expect(m.lock()).toBe(false);
    m.unlock();
    expect(m.lock()).toBe(true);
  });
});

describe('createCardFormModel: a number surely whole (auto-advance)', () => {
  it.each([
    ['4111111111111111', true],
    ['411111111111111', false],
    ['4111111111111112', false], // fails the Luhn check
    ['378282246310005', true],
    ['5555555555554444', true],
    ['6703444444444449', false], // Bancontact numbers may have up to 19 digits
    ['6703000000000000003', true],
  ])('%s: %s', (pan, done) => {
    const m = model();
    m.setPan(pan);
    expect(m.panDone.value).toBe(done);
  });

  it('is not whole for a brand the form does not take', () => {
    const m = createCardFormModel({ now, accept: ['mastercard'] });
    m.setPan('4111111111111111');
    expect(m.panDone.value).toBe(false);
    expect(m.accept.value).toEqual(['mastercard']);
  });

  it('takes every brand with a mark by default, co-badges included', () => {
    expect(model().accept.value).toEqual([
      'visa',
      'mastercard',
      'maestro',
      'amex',
      'bancontact',
      'dankort',
      'vpay',
      'cartes-bancaires',
    ]);
  });
});

describe('createCardFormModel: a declined card, entered again', () => {
  it('keeps number and expiry, empties the security code and hides every error', () => {
    const m = model();
    m.setPan('4111111111111111');
    m.setExpiry('1230');
    m.setCvc('12');
    m.validateAll();
    expect(m.errors.value.cvc).toBe('card.cvc.incomplete');
    // What the hosted page does after a decline: the same number and expiry, a fresh form.
    const [pan, expiry] = [m.pan.value, m.expiry.value];
    m.clear();
    m.setPan(pan);
    m.setExpiry(expiry);
    expect([m.pan.value, m.expiry.value, m.cvc.value]).toEqual([
      '4111 1111 1111 1111',
      '12 / 30',
      '',
    ]);
    expect(m.errors.value).toEqual({});
    m.validateAll();
    expect(m.errors.value).toEqual({ cvc: 'card.cvc.empty' });
  });
});
