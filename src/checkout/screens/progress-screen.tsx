/**
 * While something happens elsewhere: the status step polling the order, or the page leaving for the
 * bank, the 3-D Secure page or the shop (with a link in case navigation does not happen).
 */
import { methodSentence } from '../components/method-name.ts';
import { OrderRecap } from '../components/order-recap.tsx';
import { ScreenHeading } from '../components/screen-heading.tsx';
import type { Screen } from '../models/screens.ts';
import { useCheckout } from '../use-checkout.ts';
import { useI18n } from '../use-i18n.ts';
import { StatusIcon } from './status-icon.tsx';

type Progress = Extract<Screen, { name: 'checking' | 'leaving' }>;

export function ProgressScreen(props: { screen: Progress; focus: boolean }) {
  const { t } = useI18n();
  const order = useCheckout().order.value;
  const merchant = order?.merchant_name ?? null;
  const { screen } = props;
  let title: string;
  let body: string | null = null;
  if (screen.name === 'checking') {
    title = t('progress.checkingTitle');
    body = t('progress.checkingBody');
  } else if (screen.to === 'bank' && screen.method) {
    title = methodSentence(t, 'progress.bankTitle', screen.method, order);
    body = methodSentence(t, 'progress.bankBody', screen.method, order);
  } else if (screen.to !== 'shop') {
    // The 3-D Secure page (or, never in practice, a bank page for no method): "to your bank".
    title = t('progress.challengeTitle');
    body = t('progress.challengeBody');
  } else {
    title = merchant ? t('progress.shopTitle', { merchant }) : t('progress.shopTitleNoMerchant');
  }
  return (
    <div class="status" aria-busy="true">
      <StatusIcon tone="busy" />
      <ScreenHeading focus={props.focus}>{title}</ScreenHeading>
      <OrderRecap />
      {body && <p class="status-body">{body}</p>}
      {screen.name === 'leaving' && (
        <p class="status-body muted">
          {t('progress.stuck')}{' '}
          <a class="inline-link" href={screen.url}>
            {t('progress.continue')}
          </a>
        </p>
      )}
    </div>
  );
}
