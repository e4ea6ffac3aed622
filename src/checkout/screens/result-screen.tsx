/**
 * A decided order: paid, cancelled or expired. After a payment attempt the page goes back to the shop
 * by itself after a moment; the button does it at once. Without a safe shop URL, the customer may
 * close the page.
 */
import { OrderRecap } from '../components/order-recap.tsx';
import { ScreenHeading } from '../components/screen-heading.tsx';
import { merchantTarget } from '../models/merchant-target.ts';
import type { Screen } from '../models/screens.ts';
import { useCheckout } from '../use-checkout.ts';
import { useI18n } from '../use-i18n.ts';
import { ReturnButton } from './return-button.tsx';
import { StatusIcon } from './status-icon.tsx';

type Final = Extract<Screen, { name: 'final' }>;

const TEXT = {
  completed: { title: 'result.completedTitle', body: 'result.completedBody', tone: 'success' },
  cancelled: { title: 'result.cancelledTitle', body: 'result.cancelledBody', tone: 'neutral' },
  expired: { title: 'result.expiredTitle', body: 'result.expiredBody', tone: 'warning' },
} as const;

export function ResultScreen(props: { screen: Final; focus: boolean }) {
  const checkout = useCheckout();
  const { t } = useI18n();
  const order = checkout.order.value;
  if (!order) return null;
  const text = TEXT[props.screen.status];
  const target = merchantTarget(order, 'result');
  const merchant = order.merchant_name;
  return (
    <div class="status">
      <StatusIcon tone={text.tone} />
      <ScreenHeading focus={props.focus}>{t(text.title)}</ScreenHeading>
      <OrderRecap />
      <p class="status-body">{t(text.body)}</p>
      {target && props.screen.auto && (
        <p class="status-body muted">
          {merchant ? t('result.returning', { merchant }) : t('result.returningNoMerchant')}
        </p>
      )}
      {target ? (
        <div class="actions">
          <ReturnButton variant="primary" />
        </div>
      ) : (
        <p class="status-body muted">{t('result.close')}</p>
      )}
    </div>
  );
}
