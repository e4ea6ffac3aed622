/** A redirect method opened in the chooser: what happens next, and the button that starts it. */
import type { KnownMethod } from '../models/methods.ts';
import { useCheckout } from '../use-checkout.ts';
import { useI18n } from '../use-i18n.ts';
import { methodName } from './method-name.ts';
import { NoticeArea } from './notice-area.tsx';
import { useValue } from '../use-value.ts';

export function RedirectPanel(props: { method: KnownMethod }) {
  const checkout = useCheckout();
  const { t } = useI18n();
  const name = methodName(t, props.method, useValue(checkout.order));
  const busy = useValue(checkout.busy);
  return (
    <div class="panel">
      <NoticeArea />
      <p class="panel-info">{t('chooser.redirectInfo', { method: name })}</p>
      <button
        type="button"
        class="button primary wide"
        aria-busy={busy}
        aria-disabled={busy}
        onClick={() => void checkout.payRedirect()}
      >
        {busy && <span class="spinner small" aria-hidden="true" />}
        {t('chooser.continueTo', { method: name })}
      </button>
    </div>
  );
}
