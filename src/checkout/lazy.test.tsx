import { render, screen, waitFor } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { lazy } from './lazy.tsx';
import { CheckoutContext, I18nContext } from './context.ts';
import { LocaleModel } from './models/locale-model.ts';

const i18n = {
  locale: new LocaleModel({
    activate: () => Promise.resolve(),
    addNamespace: () => Promise.resolve(),
  }),
  t: (key: string) => key,
  cardT: (key: string) => key,
};

describe('lazy', () => {
  it('renders the component once its chunk has loaded', async () => {
    let resolve: (c: (props: { name: string }) => preact.JSX.Element) => void = () => undefined;
    const Lazy = lazy(
      () => new Promise<(props: { name: string }) => preact.JSX.Element>((r) => (resolve = r)),
    );
    render(
      <CheckoutContext.Provider value={null}>
        <I18nContext.Provider value={i18n}>
          <Lazy name="there" />
        </I18nContext.Provider>
      </CheckoutContext.Provider>,
    );
    resolve((props) => <p>Hello {props.name}</p>);
    await waitFor(() => expect(screen.getByText('Hello there')).toBeTruthy());
  });

  it('renders at once what was preloaded', async () => {
    const Lazy = lazy(() => Promise.resolve(() => <p>Ready</p>));
    await Lazy.preload();
    render(<Lazy />);
    expect(screen.getByText('Ready')).toBeTruthy();
  });
});

describe('lazy, when the chunk arrives between render and effect', () => {
  it('still renders the component', async () => {
    let resolve: (c: () => preact.JSX.Element) => void = () => undefined;
    const Lazy = lazy(() => new Promise<() => preact.JSX.Element>((r) => (resolve = r)));
    const pending = Lazy.preload();
    render(
      <I18nContext.Provider value={i18n}>
        <Lazy />
      </I18nContext.Provider>,
    );
    resolve(() => <p>Arrived</p>);
    await pending;
    await waitFor(() => expect(screen.getByText('Arrived')).toBeTruthy());
  });
});
