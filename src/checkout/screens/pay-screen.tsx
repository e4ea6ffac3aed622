/** The chooser screen: the order, the methods (each panel with its notice), and a way to cancel. */
import { MethodChooser } from '../components/method-chooser.tsx';
import { OrderSummary } from '../components/order-summary.tsx';
import { merchantTarget } from '../models/merchant-target.ts';
import { useCheckout } from '../use-checkout.ts';
import { useI18n } from '../use-i18n.ts';

export function PayScreen(props: { focus: boolean }) {
  const checkout = useCheckout();
  const { t } = useI18n();
  const order = checkout.order.value;
  const busy = checkout.busy.value;
  const canCancel = order !== null && merchantTarget(order, 'cancel') !== null;
  return (
    <>
      <OrderSummary focus={props.focus} />
      <MethodChooser />
      {canCancel && (
        <div class="cancel">
          <button
            type="button"
            class="button link"
            disabled={busy}
            onClick={() => void checkout.cancel()}
          >
            {order.merchant_name
              ? t('chooser.cancel', { merchant: order.merchant_name })
              : t('chooser.cancelNoMerchant')}
          </button>
        </div>
      )}
    </>
  );
}
