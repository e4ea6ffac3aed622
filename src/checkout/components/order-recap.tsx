/** One line about the order on the screens after the chooser: what is paid, and how much. */
import { formatAmount } from '../format.ts';
import { useCheckout } from '../use-checkout.ts';
import { useI18n } from '../use-i18n.ts';

export function OrderRecap() {
  const order = useCheckout().order.value;
  const { locale } = useI18n();
  if (!order) return null;
  return (
    <p class="recap">
      <span class="recap-amount">{formatAmount(order.amount, order.currency, locale)}</span>
      {order.description && <span class="recap-description">{order.description}</span>}
    </p>
  );
}
