/**
 * The card form: number, expiry, CVC and optional holder name in ONE form, so browser autofill and
 * "save card" work. Errors show on blur and on submit, each field points
 * at its error with aria-describedby, one persistent live region announces them, and a refused
 * submit moves focus to the first invalid field. Styles come from ./card-fields.css and
 * the `--xp-*` custom properties: no style attributes, so it runs under a CSP without
 * 'unsafe-inline'.
 * @example
 * <CardFields model={model} t={t} submitLabel={t('pay', { amount })} onSubmit={pay} />
 */
import { useSignalEffect } from '@preact/signals';
import type { TargetedEvent } from 'preact';
import { useMemo, useRef } from 'preact/hooks';
import type { CardErrorCode } from '../card/index.ts';
import type { Translate } from '../i18n/translate.ts';
import { BrandMarks } from './brand-marks.tsx';
import type { CardField, CardFormModel } from './card-form-model.ts';
import { CARD_FIELDS } from './card-form-model.ts';
import { useAnnouncer } from './use-announcer.ts';
import { usePointerHold } from './use-pointer-hold.ts';
import './card-fields.css';

export type CardFieldsProps = {
  model: CardFormModel;
  /** A translator over the `card` namespace (locales/<locale>/card.json). */
  t: Translate;
  showHolder?: boolean;
  submitLabel: string;
  onSubmit: () => void;
  /** True while the form may not be submitted (not initialised yet, or already paid). */
  disabled?: boolean;
};

type InputEvent = TargetedEvent<HTMLInputElement>;

/** Ids for label/describedby wiring, unique per form (cheaper than useId; no SSR here). */
let instances = 0;

export function CardFields(props: CardFieldsProps) {
  const { model, t } = props;
  const id = useMemo(() => `xpc${++instances}`, []);
  const fid = (field: string) => `${id}-${field}`;
  const refs: Record<CardField, { current: HTMLInputElement | null }> = {
    pan: useRef(null),
    expiry: useRef(null),
    cvc: useRef(null),
    holder: useRef(null),
  };
  const { text: live, announce } = useAnnouncer();

  const brand = model.brand.value;
  const errors = model.errors.value;
  const submitting = model.submitting.value;
  const notice = model.notice.value;
  const message = (code: CardErrorCode) => t(`errors.${code}`, { length: brand.cvcLength || 3 });

  // A refused submit: focus the first invalid field and announce every error.
  useSignalEffect(() => {
    const count = model.attempts.value;
    if (count === 0) return;
    const shown = model.errors.peek();
    const codes = CARD_FIELDS.flatMap((f) => (f === 'holder' || !shown[f] ? [] : [shown[f]]));
    const first = CARD_FIELDS.find((f) => f !== 'holder' && shown[f]);
    if (first) refs[first].current?.focus();
    announce([t('errors.summary', { count: codes.length }), ...codes.map(message)].join(' '));
  });
  useSignalEffect(() => {
    const next = model.notice.value;
    if (next) announce(t(next.key));
  });

  const hold = usePointerHold();
  const onBlur = (field: CardField) => () => {
    const attempts = model.attempts.peek();
    hold.run(() => {
      model.blur(field);
      const code = field === 'holder' ? undefined : model.errors.peek()[field];
      // A refused submit in between has announced every error already.
      if (code && model.attempts.peek() === attempts) announce(message(code));
    });
  };
  // Re-format in the handler itself and put the caret back where the user was typing.
  const formatted =
    (set: (raw: string, caret?: number) => number, read: () => string) => (e: InputEvent) => {
      const input = e.currentTarget;
      const caret = set(input.value, input.selectionStart ?? undefined);
      input.value = read();
      if (input.ownerDocument.activeElement === input) input.setSelectionRange(caret, caret);
    };

  /** One labelled field: optional hint, the input, its error; described by all three. */
  const field = (
    name: CardField,
    label: string,
    input: Record<string, unknown>,
    hint?: string,
    described?: string | false,
  ) => {
    const code = name === 'holder' ? undefined : errors[name];
    const hintId = hint ? fid(`${name}-hint`) : '';
    const errorId = code ? fid(`${name}-error`) : '';
    return (
      <div class={code ? 'xpc-field xpc-invalid' : 'xpc-field'}>
        <div class="xpc-top">
          <label class="xpc-label" for={fid(name)}>
            {label}
          </label>
          {name === 'pan' ? (
            <BrandMarks id={fid('brand')} accept={model.accept.value} brand={brand.id} t={t} />
          ) : null}
        </div>
        {hint ? (
          <p class="xpc-hint" id={hintId}>
            {hint}
          </p>
        ) : null}
        <div class="xpc-control">
          <input
            id={fid(name)}
            ref={refs[name]}
            class="xpc-input"
            type="text"
            autocorrect="off"
            spellcheck={false}
            onFocus={() => model.focus(name)}
            onBlur={onBlur(name)}
            aria-invalid={!!code}
            aria-describedby={[described, hintId, errorId].filter(Boolean).join(' ') || undefined}
            {...input}
          />
        </div>
        {code ? (
          <p id={errorId} class="xpc-error">
            {message(code)}
          </p>
        ) : null}
      </div>
    );
  };

  const onSubmit = (e: Event) => {
    e.preventDefault();
    if (model.submitting.peek()) return;
    // Validate even while disabled (e.g. before the frame's init): the shopper still sees why.
    if (model.validateAll().complete && !props.disabled) props.onSubmit();
  };

  const cvcHint =
    brand.id === 'amex'
      ? t('fields.cvc.hintAmex')
      : brand.cvcPolicy === 'optional'
        ? t('fields.cvc.hintOptional')
        : t('fields.cvc.hint');

  return (
    <form class="xpc" noValidate onSubmit={onSubmit} onPointerDown={hold.onPointerDown}>
      <div class="xpc-sr" aria-live="polite" aria-atomic="true">
        {live}
      </div>
      {field(
        'pan',
        t('fields.number.label'),
        {
          name: 'cardnumber',
          inputMode: 'numeric',
          autocomplete: 'cc-number',
          value: model.pan.value,
          onInput: (e: InputEvent) => {
            const input = e.currentTarget;
            const was = model.panDone.peek();
            formatted(model.setPan, () => model.pan.peek())(e);
            // A number just completed by typing (or pasting) at its end moves on to the expiry;
            // an edit inside the number, or one that leaves it as complete as it was, does not.
            if (!was && model.panDone.peek() && input.selectionStart === input.value.length)
              refs.expiry.current?.focus();
          },
        },
        undefined,
        brand.id !== 'unknown' && fid('brand'),
      )}
      <div class="xpc-row">
        {field(
          'expiry',
          t('fields.expiry.label'),
          {
            // No `pattern` here: it broke Safari autofill of cc-exp (braintree-web #739).
            name: 'cc-exp',
            inputMode: 'numeric',
            autocomplete: 'cc-exp',
            value: model.expiry.value,
            onInput: formatted(model.setExpiry, () => model.expiry.peek()),
          },
          t('fields.expiry.hint'),
        )}
        {brand.cvcPolicy === 'hidden'
          ? null
          : field(
              'cvc',
              t('fields.cvc.label'),
              {
                name: 'cvc',
                inputMode: 'numeric',
                autocomplete: 'cc-csc',
                value: model.cvc.value,
                onInput: (e: InputEvent) => {
                  model.setCvc(e.currentTarget.value);
                  e.currentTarget.value = model.cvc.peek();
                },
              },
              cvcHint,
            )}
      </div>
      {props.showHolder
        ? field('holder', t('fields.holder.label'), {
            name: 'ccname',
            autocomplete: 'cc-name',
            autocapitalize: 'words',
            value: model.holder.value,
            onInput: (e: InputEvent) => model.setHolder(e.currentTarget.value),
          })
        : null}
      {notice ? <p class={`xpc-notice xpc-notice-${notice.tone}`}>{t(notice.key)}</p> : null}
      <button
        type="submit"
        class="xpc-pay"
        aria-busy={submitting}
        aria-disabled={props.disabled || submitting}
      >
        {submitting ? t('status.processing') : props.submitLabel}
      </button>
    </form>
  );
}
