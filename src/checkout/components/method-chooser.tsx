/**
 * The chooser: one native radio per offered method (radio-group semantics, arrow keys, one tab
 * stop), the chosen one opened right below its label so focus moves on into it. A sole method is
 * shown opened, without a radio. Choosing a method closes the one above it, which would move the
 * new one up and out of view: the page scrolls the least it can to keep the chosen method's label
 * and its action (Pay, Continue) on screen, by touch, mouse or keyboard alike (./reveal.ts).
 */
import type { PaymentMethod } from '../../shared/payment-methods.ts';
import { isCardMethod } from '../../shared/payment-methods.ts';
import { useCheckout } from '../use-checkout.ts';
import { useI18n } from '../use-i18n.ts';
import { LazyCardPanel } from '../lazy-parts.tsx';
import { MethodLogo } from './method-logo.tsx';
import { methodName, methodSentence } from './method-name.ts';
import { RedirectPanel } from './redirect-panel.tsx';

function Panel(props: { method: PaymentMethod }) {
  return isCardMethod(props.method) ? <LazyCardPanel /> : <RedirectPanel method={props.method} />;
}

const ignore = () => undefined;

export function MethodChooser() {
  const checkout = useCheckout();
  const { t } = useI18n();
  const methods = checkout.methods.value;
  const selected = checkout.selected.value;
  const busy = checkout.busy.value;
  const order = checkout.order.value;
  const [sole] = methods;

  if (methods.length === 1 && sole) {
    return (
      <section class="methods" aria-labelledby="sole-method">
        <h2 class="methods-title sole" id="sole-method">
          <MethodLogo method={sole} />
          {methodSentence(t, 'chooser.payWith', sole, order)}
        </h2>
        <Panel method={sole} />
      </section>
    );
  }

  return (
    <fieldset class="methods">
      <legend class="methods-title">{t('chooser.legend')}</legend>
      <div class="method-list">
        {methods.map((method) => {
          const checked = method === selected;
          const id = `method-${method}`;
          return (
            <div class={checked ? 'method is-selected' : 'method'} key={method}>
              <input
                class="method-radio"
                type="radio"
                name="method"
                id={id}
                value={method}
                checked={checked}
                disabled={busy}
                onChange={(event) => {
                  checkout.select(method);
                  // Needed only once the customer chooses: its own small chunk, off the first render.
                  const item = event.currentTarget.parentElement;
                  if (item) void import('./reveal.ts').then((m) => m.reveal(item), ignore);
                }}
              />
              <label class="method-label" for={id}>
                <span class="method-name">{methodName(t, method, order)}</span>
                <MethodLogo method={method} />
              </label>
              {checked && <Panel method={method} />}
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
