/** A native select of the eight languages, each written in its own language (and tagged so). */
import { LOCALES, SUPPORTED_LOCALES, isLocale } from '../../shared/locales.ts';
import { useI18n } from '../use-i18n.ts';
import { GlobeIcon } from './icons.tsx';

export function LanguageSwitcher() {
  const { t, locale, model } = useI18n();
  const switching = model.switching.value;
  return (
    <div class="language">
      <label for="language" class="language-label">
        <GlobeIcon />
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
            {LOCALES[l].name}
          </option>
        ))}
      </select>
    </div>
  );
}
