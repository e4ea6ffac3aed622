import { useContext } from 'preact/hooks';
import { SOURCE_LOCALE, type Locale } from '../shared/locales.ts';
import type { Translate } from '../shared/i18n/translate.ts';
import { I18nContext } from './context.ts';
import type { LocaleModel } from './models/locale-model.ts';

/**
 * The translators and the active locale. Reading the locale signal here subscribes the component,
 * so it re-renders in the new language when the customer switches.
 */
export function useI18n(): { t: Translate; cardT: Translate; locale: Locale; model: LocaleModel } {
  const value = useContext(I18nContext);
  if (!value) throw new Error('useI18n outside <App>');
  const active = value.locale.locale.value;
  return {
    t: value.t,
    cardT: value.cardT,
    locale: active ?? SOURCE_LOCALE,
    model: value.locale,
  };
}
