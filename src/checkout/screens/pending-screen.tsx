/** Polling hit its ceiling: the bank has not answered. Never strand the customer: check again or leave. */
import { OrderRecap } from '../components/order-recap.tsx';
import { ScreenHeading } from '../components/screen-heading.tsx';
import { useCheckout } from '../use-checkout.ts';
import { useI18n } from '../use-i18n.ts';
import { ReturnButton } from './return-button.tsx';
import { StatusIcon } from './status-icon.tsx';

export function PendingScreen(props: { focus: boolean }) {
  const checkout = useCheckout();
  const { t } = useI18n();
  return (
    <div class="status">
      <StatusIcon tone="warning" />
      <ScreenHeading focus={props.focus}>{t('pending.title')}</ScreenHeading>
      <OrderRecap />
      <p class="status-body">{t('pending.body')}</p>
      <div class="actions">
        <button type="button" class="button primary" onClick={() => checkout.checkAgain()}>
          {t('pending.checkAgain')}
        </button>
        <ReturnButton variant="secondary" />
      </div>
    </div>
  );
}
