/**
 * An alert with a way to try again: for the page's strings or a part of the page that could not be
 * loaded, which only happens offline. Static and small on purpose: it must work when nothing else
 * could be fetched.
 */
import { useI18n } from '../use-i18n.ts';

export function RetryAlert(props: { text: string; retry: string; onRetry: () => void }) {
  return (
    <div class="notice" role="alert">
      <p>{props.text}</p>
      <button type="button" class="button secondary" onClick={props.onRetry}>
        {props.retry}
      </button>
    </div>
  );
}

/** A lazily loaded part of the page did not arrive. */
export function PartFailed(props: { retry: () => void }) {
  const { t } = useI18n();
  return (
    <RetryAlert
      text={`${t('error.networkTitle')}. ${t('error.networkBody')}`}
      retry={t('error.retry')}
      onRetry={props.retry}
    />
  );
}
