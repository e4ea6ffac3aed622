/**
 * The hosted checkout's root: provides the models, picks the screen. Until the order and its
 * language are known there is nothing to say, so a placeholder shows.
 */
import { useRef } from 'preact/hooks';
import type { Translate } from '../shared/i18n/translate.ts';
import { PageLayout } from './components/page-layout.tsx';
import { RetryAlert } from './components/retry-alert.tsx';
import { CheckoutContext, I18nContext, type I18nContextValue } from './context.ts';
import type { CheckoutModel } from './models/checkout-model.ts';
import type { LocaleModel } from './models/locale-model.ts';
import { StatusScreens } from './lazy-parts.tsx';
import { LoadingScreen } from './screens/loading-screen.tsx';
import { PayScreen } from './screens/pay-screen.tsx';
import { useCheckout } from './use-checkout.ts';
import { useI18n } from './use-i18n.ts';

type AppProps = {
  checkout: CheckoutModel;
  locale: LocaleModel;
  t: Translate;
  cardT: Translate;
};

function CurrentScreen() {
  const screen = useCheckout().screen.value;
  const { t } = useI18n();
  // Focus moves to a screen's heading only when it replaced an earlier one, never on arrival.
  const seen = useRef<string | null>(null);
  const focus = seen.current !== null && seen.current !== screen.name;
  seen.current = screen.name;

  switch (screen.name) {
    case 'loading':
      return <LoadingScreen label={t('page.loading')} />;
    case 'pay':
      return <PayScreen focus={focus} />;
    case 'checking':
    case 'leaving':
    case 'pending':
    case 'failed':
    case 'final':
    case 'error':
      return <StatusScreens screen={screen} focus={focus} />;
  }
}

export function App(props: AppProps) {
  const i18n: I18nContextValue = { locale: props.locale, t: props.t, cardT: props.cardT };
  const ready = props.locale.locale.value !== null;
  if (props.locale.failed.value) return <OfflineFallback />;
  return (
    <CheckoutContext.Provider value={props.checkout}>
      <I18nContext.Provider value={i18n}>
        {ready ? (
          <PageLayout>
            <CurrentScreen />
          </PageLayout>
        ) : (
          <div class="page">
            <main class="card">
              <LoadingScreen />
            </main>
          </div>
        )}
      </I18nContext.Provider>
    </CheckoutContext.Provider>
  );
}

/**
 * The page's language files could not be loaded (offline at the first render): the one place with
 * fixed text, in English, since no translation is available.
 */
function OfflineFallback() {
  return (
    <main class="card" lang="en-GB">
      <h1 class="screen-title">No connection</h1>
      <RetryAlert
        text="This payment page could not be loaded. Check your connection and try again."
        retry="Try again"
        onRetry={() => location.reload()}
      />
    </main>
  );
}
