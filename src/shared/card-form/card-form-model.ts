/**
 * The card form's state as a signals model, shared by the card frame and the hosted checkout's
 * inline card entry. Field values are kept as displayed (grouped, `MM / YY`); validation is
 * `validateCard` from shared/card, and errors become visible per field only after blur or submit.
 * @example
 * const model = createCardFormModel({ now: () => new Date() });
 * const caret = model.setPan('41111', 5); // pan.value === '4111 1', caret === 6
 * model.blur('pan');
 * model.errors.value.pan; // 'card.number.incomplete'
 */
import { computed, createModel, signal } from '@preact/signals';
import type { ReadonlySignal } from '@preact/signals';
import {
  caretAfterFormat,
  CARD_BRANDS,
  detectBrand,
  formatPan,
  fullLength,
  maxPanLength,
  parseExpiry,
  toMmYy,
  validateCard,
} from '../card/index.ts';
import type { CardErrors, CoBadge, DetectedBrand } from '../card/index.ts';

/** The form's fields. @example const f: CardField = 'expiry'; */
export type CardField = 'pan' | 'expiry' | 'cvc' | 'holder';
/** Fields in display order, for "first invalid field" on submit. */
export const CARD_FIELDS: readonly CardField[] = ['pan', 'expiry', 'cvc', 'holder'];

/**
 * A message for the whole form (a decline, a network error, a success), as a locale key of the
 * `card` namespace, so the model stays language-free. Shown and announced by `CardFields`.
 * @example
 * const notice: Notice = { tone: 'error', key: 'errors.card.declined' };
 */
export type Notice = { tone: 'error' | 'info' | 'success'; key: string };

/** Options of {@link createCardFormModel}. */
export type CardFormOptions = {
  /** The clock expiry is judged by (tests pass a fixed one). */
  now?: () => Date;
  /** Networks the merchant accepts; default: every brand of shared/card, V PAY and Cartes Bancaires. */
  accept?: readonly CoBadge[];
};

/** What `validateAll()` answers. */
export type FormCheck = { complete: boolean; firstInvalid: CardField | null };

/** The card data the tokens API takes; only ever sent to our own service. */
export type CardData = { pan: string; expiryDate: string };

/** Holder names longer than this are cut (the tokens API does not take the name at all). */
const MAX_HOLDER = 100;
const digitsOf = (text: string) => text.replace(/\D/g, '');

/**
 * Expiry as displayed: `MM / YY`. Autofill shapes (`12/2030`, `122030`, `12 / 2030`) become
 * `12 / 30`; a first digit above 1 is a month (`4` → `04`); the separator appears only with the
 * third digit, so backspace never gets stuck on it.
 */
export function formatExpiry(raw: string): string {
  let digits = digitsOf(raw);
  const full = digits.length >= 5 && /\d{4}\s*$/.test(raw) ? parseExpiry(raw) : null;
  if (full) digits = toMmYy(full);
  else if (/^\d\s*[-/. ]/.test(raw)) digits = `0${digits}`;
  if (/^[2-9]/.test(digits)) digits = `0${digits}`;
  if (/^1[3-9]/.test(digits)) digits = `01${digits.slice(1)}`;
  digits = digits.slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
}

const caretFor = (raw: string, caret: number | undefined, formatted: string) =>
  caret === undefined || caret >= raw.length
    ? formatted.length
    : caretAfterFormat(raw, caret, formatted);

/** The model's public face: read-only signals, and actions that are the only way to write. */
interface CardFormState {
  /** The card number as displayed, grouped by brand (Amex 4-6-5). */
  readonly pan: ReadonlySignal<string>;
  /** The expiry as displayed, `MM / YY`. */
  readonly expiry: ReadonlySignal<string>;
  readonly cvc: ReadonlySignal<string>;
  readonly holder: ReadonlySignal<string>;
  /** The detected brand and its rules (CVC length and policy, grouping). */
  readonly brand: ReadonlySignal<DetectedBrand>;
  /** Errors per field, only for fields blurred or submitted. */
  readonly errors: ReadonlySignal<CardErrors>;
  /** True when number, expiry and CVC are all valid. */
  readonly complete: ReadonlySignal<boolean>;
  /** True when the number is valid and as long as its brand's numbers surely are (auto-advance). */
  readonly panDone: ReadonlySignal<boolean>;
  /** The brands the form takes, for the marks by the number field. */
  readonly accept: ReadonlySignal<readonly CoBadge[]>;
  /** True between `lock()` and `unlock()`: a payment is in flight. */
  readonly submitting: ReadonlySignal<boolean>;
  /** The field that has focus, for focus/blur events. */
  readonly focused: ReadonlySignal<CardField | null>;
  /** Counts submits refused for invalid fields; the view moves focus and announces on change. */
  readonly attempts: ReadonlySignal<number>;
  /** A message for the whole form, as a locale key. */
  readonly notice: ReadonlySignal<Notice | null>;
  /** Sets the number from the input's raw value; answers where the caret goes. */
  setPan(raw: string, caret?: number): number;
  /** Sets the expiry from the input's raw value (typed or autofilled); answers the caret. */
  setExpiry(raw: string, caret?: number): number;
  setCvc(raw: string): void;
  setHolder(raw: string): void;
  focus(field: CardField): void;
  /** The field lost focus: its error (if any) becomes visible. */
  blur(field: CardField): void;
  /** Shows every error (as on submit) and answers whether the card can be paid. */
  validateAll(): FormCheck;
  /** Starts a payment; false when one is already in flight (the double-submit guard). */
  lock(): boolean;
  unlock(): void;
  setNotice(notice: Notice | null): void;
  /** The digits and `MMYY` for the tokens API, or null while the card is incomplete. */
  cardData(): CardData | null;
  /** Empties every field and hides every error. */
  clear(): void;
}

/** The model class: build one per form with {@link createCardFormModel}. */
export const CardFormModel = createModel((options: CardFormOptions = {}): CardFormState => {
  const now = options.now ?? (() => new Date());
  const pan = signal('');
  const expiry = signal('');
  const cvc = signal('');
  const holder = signal('');
  const touched = signal<ReadonlySet<CardField>>(new Set());
  const submitting = signal(false);
  const focused = signal<CardField | null>(null);
  const attempts = signal(0);
  const notice = signal<Notice | null>(null);

  const validation = computed(() =>
    validateCard({
      pan: pan.value,
      expiry: expiry.value,
      cvc: cvc.value,
      now: now(),
      ...(options.accept ? { accept: options.accept } : {}),
    }),
  );
  const brand = computed(() => detectBrand(digitsOf(pan.value)));
  const errors = computed(() => {
    const all = validation.value.errors;
    const shown: CardErrors = {};
    if (all.pan && touched.value.has('pan')) shown.pan = all.pan;
    if (all.expiry && touched.value.has('expiry')) shown.expiry = all.expiry;
    if (all.cvc && touched.value.has('cvc')) shown.cvc = all.cvc;
    return shown;
  });
  const complete = computed(() => validation.value.complete);
  const panDone = computed(
    () =>
      !validation.value.errors.pan &&
      digitsOf(pan.value).length === fullLength(validation.value.brand),
  );

  const touch = (...fields: CardField[]) => {
    touched.value = new Set([...touched.value, ...fields]);
  };
  const edited = () => {
    if (notice.value?.tone === 'error') notice.value = null;
  };

  return {
    pan,
    expiry,
    cvc,
    holder,
    brand,
    errors,
    complete,
    panDone,
    accept: signal(options.accept ?? [...CARD_BRANDS, 'vpay', 'cartes-bancaires']),
    submitting,
    focused,
    attempts,
    notice,

    setPan(raw: string, caret?: number): number {
      let digits = digitsOf(raw);
      // Backspace on a group space deletes the digit before it (the space alone comes back).
      if (
        caret !== undefined &&
        raw.length === pan.value.length - 1 &&
        digits === digitsOf(pan.value) &&
        caret > 0
      ) {
        const before = digitsOf(raw.slice(0, caret)).length;
        digits = digits.slice(0, before - 1) + digits.slice(before);
        raw = digits;
        caret = before - 1;
        if (caret === digits.length) caret = undefined;
      }
      const id = detectBrand(digits).id;
      const next = formatPan(digits.slice(0, maxPanLength(id)), id);
      pan.value = next;
      if (detectBrand(digits).cvcPolicy === 'hidden') cvc.value = '';
      edited();
      return caretFor(raw, caret, next);
    },
    setExpiry(raw: string, caret?: number): number {
      const next = formatExpiry(raw);
      expiry.value = next;
      edited();
      return caretFor(raw, caret, next);
    },
    setCvc(raw: string) {
      cvc.value = digitsOf(raw).slice(0, Math.max(brand.value.cvcLength, 3));
      edited();
    },
    setHolder(raw: string) {
      holder.value = raw.slice(0, MAX_HOLDER);
    },
    focus(field: CardField) {
      focused.value = field;
    },
    blur(field: CardField) {
      if (focused.value === field) focused.value = null;
      const value = { pan, expiry, cvc, holder }[field].value;
      // Tabbing through an empty form is not an error yet; leaving a started field is.
      if (value !== '' || touched.value.has(field)) touch(field);
    },
    validateAll(): FormCheck {
      touch('pan', 'expiry', 'cvc');
      const all = validation.value.errors;
      const firstInvalid = CARD_FIELDS.find((f) => f !== 'holder' && all[f]) ?? null;
      if (firstInvalid) attempts.value++;
      return { complete: firstInvalid === null, firstInvalid };
    },
    lock(): boolean {
      if (submitting.value) return false;
      submitting.value = true;
      notice.value = null;
      return true;
    },
    unlock() {
      submitting.value = false;
    },
    setNotice(next: Notice | null) {
      notice.value = next;
    },
    cardData(): CardData | null {
      const parsed = parseExpiry(expiry.value);
      if (!validation.value.complete || !parsed) return null;
      return { pan: digitsOf(pan.value), expiryDate: toMmYy(parsed) };
    },
    clear() {
      pan.value = expiry.value = cvc.value = holder.value = '';
      touched.value = new Set();
      notice.value = null;
    },
  };
});
/** A card form model instance. */
export type CardFormModel = InstanceType<typeof CardFormModel>;

/**
 * Builds a card form model.
 * @example
 * const model = createCardFormModel({ accept: ['visa', 'mastercard'] });
 */
export function createCardFormModel(options: CardFormOptions = {}): CardFormModel {
  return new CardFormModel(options);
}
