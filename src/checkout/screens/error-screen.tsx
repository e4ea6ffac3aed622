/** What went wrong before the order could be shown, in words, with a retry where one can help. */
import { methodName } from '../components/method-name.ts';
import { ScreenHeading } from '../components/screen-heading.tsx';
import type { PaymentMethod } from '../../shared/payment-methods.ts';
import type { ErrorReason } from '../models/screens.ts';
import { useCheckout } from '../use-checkout.ts';
import { useI18n } from '../use-i18n.ts';
import { ReturnButton } from './return-button.tsx';
import { StatusIcon } from './status-icon.tsx';

const TEXT = {
  'not-found': { title: 'error.notFoundTitle', body: 'error.notFoundBody', retry: false },
  network: { title: 'error.networkTitle', body: 'error.networkBody', retry: true },
  server: { title: 'error.serverTitle', body: 'error.serverBody', retry: true },
  'no-methods': { title: 'error.noMethodsTitle', body: 'error.noMethodsBody', retry: false },
  wallets: { title: 'error.noMethodsTitle', body: 'wallets.unavailable', retry: false },
} as const;

type ErrorScreenProps = {
  reason: ErrorReason;
  focus: boolean;
  /** For `wallets`: the wallets the order allows. */
  methods?: PaymentMethod[] | undefined;
};

export function ErrorScreen(props: ErrorScreenProps) {
  const checkout = useCheckout();
  const { t, locale } = useI18n();
  const order = checkout.order.value;
  const text = TEXT[props.reason];
  // The wallets the order allows, which this browser cannot run: "Apple Pay or Google Pay".
  const wallets = new Intl.ListFormat(locale, { type: 'disjunction' }).format(
    (props.methods ?? []).map((m) => methodName(t, m, order)),
  );
  const warn = props.reason === 'no-methods' || props.reason === 'wallets';
  return (
    <div class="status">
      <StatusIcon tone={warn ? 'warning' : 'error'} />
      <ScreenHeading focus={props.focus}>{t(text.title)}</ScreenHeading>
      <p class="status-body">{t(text.body, { methods: wallets })}</p>
      <div class="actions">
        {text.retry && (
          <button type="button" class="button primary" onClick={() => void checkout.retry()}>
            {t('error.retry')}
          </button>
        )}
        {props.reason === 'wallets' ? (
          // The way back: to the shop as cancelled (its failure URL), the order stays unpaid.
          <button type="button" class="button primary" onClick={() => void checkout.cancel()}>
            {order?.merchant_name
              ? t('chooser.cancel', { merchant: order.merchant_name })
              : t('chooser.cancelNoMerchant')}
          </button>
        ) : (
          <ReturnButton variant={text.retry ? 'secondary' : 'primary'} />
        )}
      </div>
    </div>
  );
}
