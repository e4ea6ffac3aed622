/**
 * A redirect method's attempt failed (the bank refused, the wallet failed): try again on the same
 * order, or switch. A failed card never comes here: the card entry says why, in place.
 */
import { methodSentence } from '../components/method-name.ts';
import { OrderRecap } from '../components/order-recap.tsx';
import { ScreenHeading } from '../components/screen-heading.tsx';
import type { Screen } from '../models/screens.ts';
import { useCheckout } from '../use-checkout.ts';
import { useI18n } from '../use-i18n.ts';
import { ReturnButton } from './return-button.tsx';
import { StatusIcon } from './status-icon.tsx';

type Failed = Extract<Screen, { name: 'failed' }>;

export function FailedScreen(props: { screen: Failed; focus: boolean }) {
  const checkout = useCheckout();
  const { t } = useI18n();
  const { method } = props.screen;
  const several = checkout.methods.value.length > 1;
  const order = checkout.order.value;
  return (
    <div class="status">
      <StatusIcon tone="error" />
      <ScreenHeading focus={props.focus}>{t('failed.title')}</ScreenHeading>
      <OrderRecap />
      <p class="status-body">{methodSentence(t, 'failed.methodBody', method, order)}</p>
      <div class="actions">
        <button type="button" class="button primary" onClick={() => void checkout.tryAgain()}>
          {t('failed.tryAgain')}
        </button>
        {several && (
          <button
            type="button"
            class="button secondary"
            onClick={() => void checkout.chooseAnother()}
          >
            {t('failed.chooseAnother')}
          </button>
        )}
      </div>
      <div class="cancel">
        <ReturnButton variant="link" />
      </div>
    </div>
  );
}
