/**
 * A part of the page could not be loaded, which only happens offline: say so, offer to try again.
 * Static and small on purpose: it must work when nothing else could be fetched.
 */
import { useI18n } from '../use-i18n.ts';

export function Alert(props: { text: string; retry: string; onRetry: () => void }) {
  return (
    <div class="notice" role="alert">
      <p>{props.text}</p>
      <button type="button" class="button secondary" onClick={props.onRetry}>
        {props.retry}
      </button>
    </div>
  );
}

export function PartFailed(props: { retry: () => void }) {
  const { t } = useI18n();
  return (
    <Alert
      text={`${t('error.networkTitle')}. ${t('error.networkBody')}`}
      retry={t('error.retry')}
      onRetry={props.retry}
    />
  );
}
