/**
 * The page's models and translators, handed down through context: models are built once in
 * main.tsx, never at module level.
 */
import { createContext } from 'preact';
import type { Translate } from '../shared/i18n/translate.ts';
import type { CheckoutModel } from './models/checkout-model.ts';
import type { LocaleModel } from './models/locale-model.ts';

export const CheckoutContext = createContext<CheckoutModel | null>(null);

export type I18nContextValue = {
  locale: LocaleModel;
  /** `checkout` namespace. */
  t: Translate;
  /** `card` namespace, for the shared card form. */
  cardT: Translate;
};
export const I18nContext = createContext<I18nContextValue | null>(null);
