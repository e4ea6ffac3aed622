/** The order lines, shown when the customer opens "Order details" (in the lazily loaded chunk). */
import type { CheckoutOrder } from '../../shared/api/public.ts';
import { formatAmount } from '../format.ts';
import { useI18n } from '../use-i18n.ts';

export function OrderLines(props: { order: CheckoutOrder }) {
  const { t, locale } = useI18n();
  const { order } = props;
  return (
    <ul class="line-list">
      {order.order_lines.map((line, index) => (
        <li class="line" key={index}>
          <span class="line-name">{line.name}</span>
          <span class="line-quantity muted">{t('summary.quantity', { count: line.quantity })}</span>
          <span class="line-amount">
            {formatAmount(line.amount * line.quantity, order.currency, locale)}
          </span>
        </li>
      ))}
    </ul>
  );
}
