/**
 * The card form shared by the card frame and the hosted checkout's inline card entry: a signals
 * model, the Preact view (one form, autofill-friendly, accessible errors) and the payment call.
 * UI shared by two browser parts, so unlike the rest of shared/ it uses Preact and the DOM; it is
 * compiled by tsconfig.browser.json only.
 * @example
 * import { CardFields, createCardFormModel, payWithCard } from '../shared/card-form/index.ts';
 * const model = createCardFormModel();
 * render(<CardFields model={model} t={t} submitLabel="Pay €10.00" onSubmit={pay} />, root);
 */
export { CardFields } from './card-fields.tsx';
export type { CardFieldsProps } from './card-fields.tsx';
export {
  CARD_FIELDS,
  CardFormModel,
  createCardFormModel,
  formatExpiry,
} from './card-form-model.ts';
export type { CardData, CardField, CardFormOptions, FormCheck, Notice } from './card-form-model.ts';
export { payWithCard } from './pay-with-card.ts';
export type { PayWithCardOptions } from './pay-with-card.ts';
