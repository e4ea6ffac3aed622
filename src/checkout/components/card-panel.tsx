/**
 * Card entry inline on the page: the shared card form (the same code as the card frame), paying
 * through the checkout model so the order decides what comes next. Its own chunk, which brings the
 * `card` namespace. The form is the visit's (the checkout model keeps it, in memory only): what the
 * customer typed survives looking at another method. After a decline the reason shows here, above
 * the form, and takes focus; the number and expiry stay, the security code is asked for again, and
 * another method is one tap away. Test orders show the sandbox's test cards below.
 */
import { useContext, useEffect, useRef } from 'preact/hooks';
import { CardFields } from '../../shared/card-form/index.ts';
import { reasonTextKey } from '../../shared/error-codes.ts';
import { formatAmount } from '../format.ts';
import { useCheckout } from '../use-checkout.ts';
import { useI18n } from '../use-i18n.ts';
import { CardFormFactory } from './card-form-factory.ts';
import { reveal } from './reveal.ts';
import { NoticeArea } from './notice-area.tsx';
import { TestCards } from './test-cards.tsx';
import './card-panel.css';

export function CardPanel() {
  const checkout = useCheckout();
  const card = checkout.cardForm(useContext(CardFormFactory));
  const { t, cardT, locale, model } = useI18n();
  const ready = model.namespaces.value.includes('card');
  useEffect(() => void model.require('card'), [model]);
  const order = checkout.order.value;
  const busy = checkout.busy.value;
  const decline = checkout.decline.value;
  const methods = checkout.methods.value;
  const message = useRef<HTMLDivElement>(null);

  // A decline: the same number and expiry in a fresh form (the security code is entered again,
  // with no error shown yet), and focus on the reason.
  useEffect(() => {
    if (!decline || !ready) return;
    const [pan, expiry] = [card.pan.peek(), card.expiry.peek()];
    card.clear();
    card.setPan(pan);
    card.setExpiry(expiry);
    message.current?.focus();
  }, [decline, ready, card]);

  if (!order) return null;
  if (!ready)
    return (
      <div class="panel card-pending" aria-busy="true">
        <div class="spinner" aria-hidden="true" />
      </div>
    );

  const pay = async () => {
    const data = card.cardData();
    if (!data || !card.lock()) return;
    try {
      await checkout.payByCard(data);
    } finally {
      card.unlock();
    }
  };

  // Not imported from models/methods.ts: this chunk would then split that module off the entry.
  const other = methods.find((m) => m !== 'credit-card');
  const chooseAnother = () => {
    if (!other) return;
    checkout.select(other);
    const item = document.getElementById(`method-${other}`);
    item?.focus();
    if (item?.parentElement) reveal(item.parentElement);
  };

  return (
    <div class="panel card-panel">
      <NoticeArea />
      {decline && (
        <div class="notice decline" role="alert" tabIndex={-1} ref={message}>
          <p>{t(reasonTextKey(decline))}</p>
          {other && (
            <button type="button" class="button link decline-other" onClick={chooseAnother}>
              {t('failed.chooseAnother')}
            </button>
          )}
        </div>
      )}
      <CardFields
        model={card}
        t={cardT}
        submitLabel={t('chooser.payAmount', {
          amount: formatAmount(order.amount, order.currency, locale),
        })}
        onSubmit={() => void pay()}
        disabled={busy}
      />
      {order.is_test && <TestCards />}
    </div>
  );
}
