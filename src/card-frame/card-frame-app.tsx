/**
 * The card frame's page: the shared card form, a pay button with the order's amount, a line on
 * where the card data goes, and the test-mode note. Nothing here reaches the merchant page except
 * through parent-port.ts.
 * @example
 * render(<CardFrameApp frame={frame} model={model} t={t} locale="de-DE" embedded />, root);
 */
import { CardFields } from '../shared/card-form/index.ts';
import type { CardFormModel } from '../shared/card-form/index.ts';
import type { Translate } from '../shared/i18n/translate.ts';
import { formatMinor } from '../shared/money.ts';
import type { FrameController } from './frame-controller.ts';

type CardFrameAppProps = {
  frame: FrameController;
  model: CardFormModel;
  t: Translate;
  locale: string;
  /** False when opened outside our loader (no valid hash, or not in an iframe). */
  embedded: boolean;
};

export function CardFrameApp({ frame, model, t, locale, embedded }: CardFrameAppProps) {
  const session = frame.session.value;
  const amount = session ? formatMinor(session.amount, session.currency, locale) : null;
  return (
    <main class="xpf" aria-label={t('frame.title')}>
      {embedded ? null : <p class="xpf-note">{t('frame.notEmbedded')}</p>}
      <CardFields
        model={model}
        t={t}
        showHolder={frame.showHolder.value}
        submitLabel={amount ? t('pay', { amount }) : t('payNow')}
        onSubmit={() => frame.submit()}
        disabled={frame.phase.value !== 'ready'}
      />
      <p class="xpf-secure">
        <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <rect x="3" y="7" width="10" height="7.5" rx="1.5" />
          <path d="M5.25 7V5a2.75 2.75 0 0 1 5.5 0v2" />
        </svg>
        {t('secure')}
      </p>
      {session?.is_test ? <p class="xpf-test">{t('testMode')}</p> : null}
    </main>
  );
}
