/**
 * The order at the top of the chooser: who is paid, the amount in the currency's own minor units,
 * the description and order lines (merchant strings, always rendered as text), and the deadline.
 */
import { formatAmount, formatDeadline } from '../format.ts';
import { useCheckout } from '../use-checkout.ts';
import { useI18n } from '../use-i18n.ts';
import { useState } from 'preact/hooks';
import { LazyOrderLines } from '../lazy-parts.tsx';
import { ClockIcon } from './icons.tsx';
import { ScreenHeading } from './screen-heading.tsx';

export function OrderSummary(props: { focus: boolean }) {
  const order = useCheckout().order.value;
  const { t, locale } = useI18n();
  // The list is rendered when opened, from the chunk of the screens after the chooser.
  const [open, setOpen] = useState(false);
  if (!order) return null;
  const money = (minor: number) => formatAmount(minor, order.currency, locale);
  const deadline = formatDeadline(order.expires_at, locale);
  const items = order.order_lines.reduce((sum, line) => sum + line.quantity, 0);
  return (
    <section class="summary" aria-labelledby="summary-title">
      <ScreenHeading focus={props.focus} id="summary-title">
        {order.merchant_name
          ? t('summary.heading', { merchant: order.merchant_name })
          : t('summary.headingNoMerchant')}
      </ScreenHeading>
      <p class="amount">
        <span class="visually-hidden">{t('summary.amount')}: </span>
        {money(order.amount)}
      </p>
      {order.description && <p class="description">{order.description}</p>}
      {order.order_lines.length > 0 && (
        <details class="lines" onToggle={(event) => setOpen(event.currentTarget.open)}>
          <summary>
            {t('summary.details')}{' '}
            <span class="muted">({t('summary.items', { count: items })})</span>
          </summary>
          {open && <LazyOrderLines order={order} />}
        </details>
      )}
      {deadline && (
        <p class="deadline muted">
          <ClockIcon />
          {deadline.date
            ? t('summary.payBeforeDateTime', { date: deadline.date, time: deadline.time })
            : t('summary.payBeforeTime', { time: deadline.time })}
        </p>
      )}
    </section>
  );
}
