/**
 * Every method of the registry has a logo: an inline drawing with its card and something on it,
 * hidden from assistive technology (the method's name is written beside it). Before the drawings
 * have loaded, a box of the logo's size holds its place.
 */
import { render } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { PAYMENT_METHODS } from '../../shared/payment-methods.ts';
import { loadLogos, MethodLogo } from './method-logo.tsx';

describe('method logos', () => {
  it('holds the place of a logo not yet loaded', () => {
    const { container } = render(<MethodLogo method="ideal" />);
    const box = container.querySelector('.logo');
    expect(box?.tagName).toBe('SPAN');
    expect(box?.getAttribute('aria-hidden')).toBe('true');
  });

  it.each(PAYMENT_METHODS)('draws %s inline, decorative, without a request', async (method) => {
    await loadLogos();
    const { container } = render(<MethodLogo method={method} />);
    const svg = container.querySelector('svg');
    expect(svg?.getAttribute('aria-hidden')).toBe('true');
    expect(svg?.getAttribute('viewBox')).toBe('0 0 40 26');
    // The card, then at least one drawn element on it.
    expect(svg?.children.length).toBeGreaterThanOrEqual(2);
    expect(container.querySelector('img, image, [href]')).toBeNull();
  });
});
