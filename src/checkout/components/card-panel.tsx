/**
 * Card entry inline on the page: the shared card form (the same code as the card frame), paying
 * through the checkout model so the status step decides what comes next. Its own chunk, which
 * brings the `card` namespace. A new form model per mount: after a decline, or after picking
 * another method, the card starts empty. Test orders show the sandbox's test cards beside it.
 */
import { useModel } from '@preact/signals';
import { useContext, useEffect } from 'preact/hooks';
import { CardFields } from '../../shared/card-form/index.ts';
import { formatAmount } from '../format.ts';
import { useCheckout } from '../use-checkout.ts';
import { useI18n } from '../use-i18n.ts';
import { CardFormFactory } from './card-form-factory.ts';
import { NoticeArea } from './notice-area.tsx';
import { TestCards } from './test-cards.tsx';
import './card-panel.css';
import { useValue } from '../use-value.ts';

export function CardPanel() {
  const checkout = useCheckout();
  const card = useModel(useContext(CardFormFactory));
  const { t, cardT, locale, model } = useI18n();
  const ready = useValue(model.namespaces).includes('card');
  useEffect(() => void model.require('card'), [model]);
  const order = useValue(checkout.order);
  const busy = useValue(checkout.busy);
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

  return (
    <div class="panel card-panel">
      <NoticeArea />
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
