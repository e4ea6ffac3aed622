/** "Return to {shop}": the merchant's URL for the order as it stands. */
import { merchantTarget } from '../models/merchant-target.ts';
import { useCheckout } from '../use-checkout.ts';
import { useI18n } from '../use-i18n.ts';

export function ReturnButton(props: { variant: 'primary' | 'secondary' | 'link' }) {
  const checkout = useCheckout();
  const { t } = useI18n();
  const order = checkout.order.value;
  if (!order || !merchantTarget(order, 'result')) return null;
  return (
    <button
      type="button"
      class={`button ${props.variant}`}
      onClick={() => void checkout.returnToShop()}
    >
      {order.merchant_name
        ? t('result.return', { merchant: order.merchant_name })
        : t('result.returnNoMerchant')}
    </button>
  );
}
