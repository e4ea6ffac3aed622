/** What went wrong before the order could be shown, in words, with a retry where one can help. */
import { ScreenHeading } from '../components/screen-heading.tsx';
import type { ErrorReason } from '../models/screens.ts';
import { useCheckout } from '../use-checkout.ts';
import { useI18n } from '../use-i18n.ts';
import { ReturnButton } from './return-button.tsx';
import { StatusIcon } from './status-icon.tsx';

const TEXT = {
  'not-found': { title: 'error.notFoundTitle', body: 'error.notFoundBody', retry: false },
  network: { title: 'error.networkTitle', body: 'error.networkBody', retry: true },
  server: { title: 'error.serverTitle', body: 'error.serverBody', retry: true },
  'no-methods': { title: 'error.noMethodsTitle', body: 'error.noMethodsBody', retry: false },
} as const;

export type ErrorScreenProps = {
  reason: ErrorReason;
  focus: boolean;
};

export function ErrorScreen(props: ErrorScreenProps) {
  const checkout = useCheckout();
  const { t } = useI18n();
  const text = TEXT[props.reason];
  return (
    <div class="status">
      <StatusIcon tone={props.reason === 'no-methods' ? 'warning' : 'error'} />
      <ScreenHeading focus={props.focus}>{t(text.title)}</ScreenHeading>
      <p class="status-body">{t(text.body)}</p>
      <div class="actions">
        {text.retry && (
          <button type="button" class="button primary" onClick={() => void checkout.retry()}>
            {t('error.retry')}
          </button>
        )}
        <ReturnButton variant={text.retry ? 'secondary' : 'primary'} />
      </div>
    </div>
  );
}
