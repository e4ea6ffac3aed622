/**
 * One persistent alert region above the chooser: it exists from the first render, so every message
 * put in it is announced (screen readers often miss an alert inserted together with its text).
 */
import { useCheckout } from '../use-checkout.ts';
import { useI18n } from '../use-i18n.ts';

export function NoticeArea() {
  const notice = useCheckout().notice.value;
  const { t } = useI18n();
  return (
    <div class={notice ? 'notice' : 'notice is-empty'} role="alert">
      {notice === 'server'
        ? `${t('error.serverTitle')}. ${t('error.serverBody')}`
        : notice && t(notice === 'network' ? 'error.networkBody' : `notice.${notice}`)}
    </div>
  );
}
