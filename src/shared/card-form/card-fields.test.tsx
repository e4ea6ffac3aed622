import { act, cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../../locales/en-GB/card.json';
import { createTranslator } from '../i18n/translate.ts';
import { CardFields } from './card-fields.tsx';
import { createCardFormModel } from './card-form-model.ts';

const t = createTranslator('en-GB', [en]);
const now = () => new Date('2026-06-15T12:00:00Z');

function setup(props: { showHolder?: boolean; disabled?: boolean } = {}) {
  const model = createCardFormModel({ now });
  const onSubmit = vi.fn();
  const view = render(
    <CardFields model={model} t={t} submitLabel="Pay €24.95" onSubmit={onSubmit} {...props} />,
  );
  const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
  const type = (label: string, value: string) =>
    fireEvent.input(field(label), { target: { value } });
  const live = () => view.container.querySelector('[aria-live="polite"]');
  return { model, onSubmit, field, type, live, view };
}

const settle = () => act(() => new Promise((done) => setTimeout(done, 100)));

afterEach(cleanup);

describe('CardFields', () => {
  it('renders one form with autofill-friendly numeric fields', () => {
    const { field, view } = setup({ showHolder: true });
    expect(view.container.querySelectorAll('form')).toHaveLength(1);
    const expected = [
      ['Card number', 'cc-number', 'numeric'],
      ['Expiry date', 'cc-exp', 'numeric'],
      ['Security code', 'cc-csc', 'numeric'],
      ['Name on card', 'cc-name', null],
    ] as const;
    for (const [label, autocomplete, inputMode] of expected) {
      const input = field(label);
      expect(input.getAttribute('autocomplete'), label).toBe(autocomplete);
      expect(input.getAttribute('inputmode'), label).toBe(inputMode);
      expect(input.type).toBe('text');
    }
    // A pattern on the expiry field broke Safari's autofill (braintree-web #739).
    expect(field('Expiry date').hasAttribute('pattern')).toBe(false);
    expect(field('Expiry date').getAttribute('aria-describedby')).toContain('expiry-hint');
  });

  it('has one persistent live region from the first render', () => {
    const { live, view } = setup();
    expect(live()).not.toBeNull();
    expect(view.container.querySelectorAll('[aria-live]')).toHaveLength(1);
  });

  it('groups the number as typed and shows the brand', () => {
    const { field, type } = setup();
    type('Card number', '378282246310005');
    expect(field('Card number').value).toBe('3782 822463 10005');
    expect(screen.getByText('Card type: Amex')).toBeTruthy();
    expect(screen.getByText('4 digits on the front')).toBeTruthy();
  });

  it('shows the accepted brands by the number field, named for screen readers', () => {
    setup();
    const marks = screen.getByRole('img', { name: /^Accepted cards: Visa, Mastercard/ });
    expect(marks.getAttribute('aria-label')).toBe(
      'Accepted cards: Visa, Mastercard, Maestro, Amex, Bancontact, Dankort, V PAY, Cartes Bancaires',
    );
    const sources = [...marks.querySelectorAll('img')].map((img) => img.getAttribute('src'));
    expect(sources).toHaveLength(8);
    expect(sources[0]).toBe('/brands/cards.svg#visa');
    expect(sources[7]).toBe('/brands/cards.svg#cartes-bancaires');
    expect(marks.querySelector('.xpc-on')).toBeNull();
  });

  it('singles out the detected brand’s mark and names it for the number field', () => {
    const { field, type } = setup();
    type('Card number', '4716');
    const marks = screen.getByRole('img', { name: /^Accepted cards/ });
    expect(marks.querySelector('.xpc-on')?.getAttribute('src')).toMatch(/#visa$/);
    const name = screen.getByText('Card type: Visa');
    expect(field('Card number').getAttribute('aria-describedby')).toContain(name.id);
    type('Card number', '5019 7170 1010 3742');
    expect(marks.querySelector('.xpc-on')?.getAttribute('src')).toMatch(/#dankort$/);
  });

  it('moves on to the expiry once the number is whole and valid, not on an edit inside it', () => {
    const { field, type } = setup();
    field('Card number').focus();
    type('Card number', '4111 1111 1111 111');
    expect(document.activeElement).toBe(field('Card number'));
    type('Card number', '4111 1111 1111 1111');
    expect(document.activeElement).toBe(field('Expiry date'));
    // Back in the number: deleting and retyping a digit in the middle stays there.
    field('Card number').focus();
    type('Card number', '4111 1111 111 1111');
    fireEvent.input(field('Card number'), {
      target: { value: '4111 1111 1111 1111', selectionStart: 9 },
    });
    expect(document.activeElement).toBe(field('Card number'));
  });

  it('does not move on for an invalid number of full length', () => {
    const { field, type } = setup();
    field('Card number').focus();
    type('Card number', '4111 1111 1111 1112');
    expect(document.activeElement).toBe(field('Card number'));
  });

  it('hides the CVC for Bancontact', () => {
    const { type } = setup();
    type('Card number', '6703444444444449');
    expect(screen.queryByLabelText('Security code')).toBeNull();
  });

  it('shows an error on blur, links it to the field and announces it', async () => {
    const { field, type, live } = setup();
    type('Card number', '4111');
    fireEvent.blur(field('Card number'));
    const error = screen.getByText(/^Card number: this number is too short/);
    expect(field('Card number').getAttribute('aria-invalid')).toBe('true');
    expect(field('Card number').getAttribute('aria-describedby')).toContain(error.id);
    await settle();
    expect(live()?.textContent).toBe(error.textContent);
  });

  it('on a refused submit shows every error, focuses the first and announces a summary', async () => {
    const { field, onSubmit, live } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Pay €24.95' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(field('Card number'));
    expect(field('Expiry date').getAttribute('aria-invalid')).toBe('true');
    await settle();
    expect(live()?.textContent).toMatch(
      /^There are 3 problems with your card details\. Card number:/,
    );
  });

  it('submits a complete card once, then holds the button busy', () => {
    const { model, type, onSubmit } = setup();
    type('Card number', '4111 1111 1111 1111');
    type('Expiry date', '12 / 2030');
    type('Security code', '737');
    onSubmit.mockImplementation(() => model.lock());
    const button = screen.getByRole('button', { name: 'Pay €24.95' });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.textContent).toBe('Processing your payment…');
  });

  it('does not submit while disabled, but still shows what is wrong', () => {
    const { type, field, onSubmit } = setup({ disabled: true });
    type('Card number', '4111 1111 1111 1111');
    type('Expiry date', '1230');
    fireEvent.click(screen.getByRole('button'));
    expect(field('Security code').getAttribute('aria-invalid')).toBe('true');
    type('Security code', '737');
    fireEvent.click(screen.getByRole('button'));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows and announces a notice for the whole form', async () => {
    const { model, live } = setup();
    await act(() => model.setNotice({ tone: 'error', key: 'errors.card.declined' }));
    expect(screen.getByText(/^Your card was declined/)).toBeTruthy();
    await settle();
    expect(live()?.textContent).toMatch(/^Your card was declined/);
  });

  it('uses no style attributes (the frame CSP has no unsafe-inline)', () => {
    const { view, type } = setup({ showHolder: true });
    type('Card number', '4111');
    fireEvent.click(screen.getByRole('button'));
    expect(view.container.querySelectorAll('[style]')).toHaveLength(0);
  });
});
