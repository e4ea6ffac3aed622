import { cleanup, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../locales/en-GB/card.json';
import de from '../../locales/de-DE/card.json';
import { createCardFormModel } from '../shared/card-form/index.ts';
import { createTranslator } from '../shared/i18n/translate.ts';
import { VALID_PARENT_COMMANDS } from '../shared/widget-protocol/fixtures.ts';
import { CardFrameApp } from './card-frame-app.tsx';
import { FrameController } from './frame-controller.ts';

const session = {
  order_id: 'ord_1',
  project_id: 'proj_1',
  amount: 2495,
  currency: 'EUR',
  status: 'new',
  locale: null,
  is_test: true,
  redirect_url: null,
};

async function renderFrame(locale: 'en-GB' | 'de-DE', embedded = true) {
  const t = createTranslator(locale, locale === 'en-GB' ? [en] : [de, en]);
  const model = createCardFormModel();
  const fetch = vi.fn(() => Promise.resolve(new Response(JSON.stringify(session))));
  const frame = new FrameController({
    model,
    post: vi.fn(),
    apiBase: 'https://checkout.example',
    fetch,
    onAppearance: vi.fn(),
    onLocale: vi.fn(),
  });
  const view = render(
    <CardFrameApp frame={frame} model={model} t={t} locale={locale} embedded={embedded} />,
  );
  frame.handle(VALID_PARENT_COMMANDS.init);
  await vi.waitFor(() => expect(frame.session.value).not.toBeNull());
  return view;
}

afterEach(cleanup);

describe('CardFrameApp', () => {
  it('shows the amount on the pay button, the data promise and the test-mode note', async () => {
    await renderFrame('en-GB');
    expect(await screen.findByRole('button', { name: 'Pay €24.95' })).toBeTruthy();
    expect(screen.getByText(/never to the shop/)).toBeTruthy();
    expect(screen.getByText(/^Test mode/)).toBeTruthy();
  });

  it('speaks German with the German amount format', async () => {
    await renderFrame('de-DE');
    expect(await screen.findByRole('button', { name: /^24,95\s€ bezahlen$/ })).toBeTruthy();
    expect(screen.getByLabelText('Kartennummer')).toBeTruthy();
    expect(screen.getByText('MM/JJ')).toBeTruthy();
  });

  it('says so when opened outside a shop page', async () => {
    await renderFrame('en-GB', false);
    expect(screen.getByText(/only works inside a shop’s checkout page/)).toBeTruthy();
  });
});
