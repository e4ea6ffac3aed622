/** A redirect method opened in the chooser: what happens next, and the button that starts it. */
import type { PaymentMethod } from '../../shared/payment-methods.ts';
import { useCheckout } from '../use-checkout.ts';
import { useI18n } from '../use-i18n.ts';
import { methodSentence } from './method-name.ts';
import { NoticeArea } from './notice-area.tsx';

export function RedirectPanel(props: { method: PaymentMethod }) {
  const checkout = useCheckout();
  const { t } = useI18n();
  const order = checkout.order.value;
  const busy = checkout.busy.value;
  return (
    <div class="panel">
      <NoticeArea />
      <p class="panel-info">{methodSentence(t, 'chooser.redirectInfo', props.method, order)}</p>
      <button
        type="button"
        class="button primary wide"
        aria-busy={busy}
        aria-disabled={busy}
        onClick={() => void checkout.payRedirect()}
      >
        {busy && <span class="spinner small" aria-hidden="true" />}
        {methodSentence(t, 'chooser.continueTo', props.method, order)}
      </button>
    </div>
  );
}
