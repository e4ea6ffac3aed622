/** A native select of the eight languages, each written in its own language (and tagged so). */
import { SUPPORTED_LOCALES, isLocale, type Locale } from '../../shared/locales.ts';
import { useI18n } from '../use-i18n.ts';

/** Endonyms: a customer looks for their language by its own name, whatever the page speaks now. */
export const LANGUAGE_NAMES: Record<Locale, string> = {
  'en-GB': 'English',
  'de-DE': 'Deutsch',
  'nl-NL': 'Nederlands',
  'nl-BE': 'Nederlands (België)',
  'fr-BE': 'Français (Belgique)',
  'sv-SE': 'Svenska',
  'no-NO': 'Norsk',
  'da-DK': 'Dansk',
};

export function LanguageSwitcher() {
  const { t, locale, model } = useI18n();
  const switching = model.switching.value;
  return (
    <div class="language">
      <label for="language" class="language-label">
        <span class="visually-hidden">{t('header.language')}</span>
      </label>
      <select
        id="language"
        class="language-select"
        value={locale}
        disabled={switching}
        onChange={(event) => {
          const next = event.currentTarget.value;
          if (isLocale(next)) void model.pick(next);
        }}
      >
        {SUPPORTED_LOCALES.map((l) => (
          <option key={l} value={l} lang={l}>
            {LANGUAGE_NAMES[l]}
          </option>
        ))}
      </select>
    </div>
  );
}
