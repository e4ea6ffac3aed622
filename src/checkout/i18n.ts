/**
 * i18next for the hosted page, with one namespace per surface: `checkout` for this page, and `card`
 * for the shared card form, registered by the card entry's chunk when it loads. Only the active
 * locale's files are loaded, each its own chunk (`import.meta.glob` gives Vite one chunk per
 * `locales/<locale>/<ns>.json`). nl-BE holds only its differences from nl-NL, so it loads nl-NL too.
 */
import i18next from 'i18next';
import type { Messages, Translate } from '../shared/i18n/translate.ts';
import { fallbackChain, SOURCE_LOCALE, type Locale } from '../shared/locales.ts';

export type Namespace = 'checkout' | 'card';
/** A namespace's files by path (`…/locales/<locale>/<ns>.json`), as `import.meta.glob` gives them. */
export type NamespaceFiles = Record<string, () => Promise<Messages>>;

/** The loader of `locale`'s file among a namespace's files. */
const fileOf = (files: NamespaceFiles | undefined, locale: Locale) =>
  Object.entries(files ?? {}).find(([path]) => path.includes(`/locales/${locale}/`))?.[1];

/** The locales whose files `locale` needs: itself and its parents, but not the en-GB source. */
export function filesFor(locale: Locale): Locale[] {
  const chain = fallbackChain(locale);
  return locale === SOURCE_LOCALE ? chain : chain.filter((l) => l !== SOURCE_LOCALE);
}

export type I18n = {
  /** Loads `locale`'s files of every registered namespace (once each), then switches to it. */
  activate(locale: Locale): Promise<void>;
  /** Registers a namespace and loads it for the active locale. */
  addNamespace(ns: Namespace, files: NamespaceFiles): Promise<void>;
  /** Translates a `checkout` key in the active language. */
  t: Translate;
  /** Translates a `card` key, for the shared card form. */
  cardT: Translate;
};

/**
 * @example
 * const i18n = createI18n();
 * await i18n.activate('nl-BE');
 * i18n.t('chooser.legend'); // 'Kies hoe je wilt betalen'
 */
export function createI18n(): I18n {
  const instance = i18next.createInstance();
  const files: Partial<Record<Namespace, NamespaceFiles>> = {
    checkout: import.meta.glob<Messages>('../../locales/*/checkout.json', { import: 'default' }),
  };
  /** `locale/ns` pairs already given to i18next. */
  const loaded = new Set<string>();
  let active: Locale | null = null;
  const ready = instance.init({
    fallbackLng: (code: string) => fallbackChain(code as Locale).slice(1),
    ns: ['checkout', 'card'],
    defaultNS: 'checkout',
    resources: {},
    // Rendered by Preact as text, never as HTML: escaping here would show "&amp;" to customers.
    interpolation: { escapeValue: false },
    returnEmptyString: false,
  });

  async function loadLocale(locale: Locale) {
    const wanted = filesFor(locale).flatMap((l) =>
      Object.keys(files).map((ns) => ({ l, ns: ns as Namespace })),
    );
    const bundles = await Promise.all(
      wanted
        .filter(({ l, ns }) => !loaded.has(`${l}/${ns}`))
        .map(async ({ l, ns }) => {
          const file = fileOf(files[ns], l);
          // A locale without this namespace's file (nl-BE deltas) falls back along the chain.
          return { l, ns, messages: file ? await file() : {} };
        }),
    );
    await ready;
    for (const { l, ns, messages } of bundles) {
      instance.addResourceBundle(l, ns, messages, true, true);
      loaded.add(`${l}/${ns}`);
    }
  }

  const translate =
    (ns: Namespace): Translate =>
    (key, options) =>
      instance.t(key, { ...options, ns });

  /** The activation under way: a namespace registered meanwhile waits for it, then loads. */
  let activating: Promise<void> = Promise.resolve();

  return {
    activate(locale) {
      activating = activating
        .catch(() => undefined)
        .then(async () => {
          await loadLocale(locale);
          await instance.changeLanguage(locale);
          active = locale;
        });
      return activating;
    },
    async addNamespace(ns, nsFiles) {
      files[ns] = nsFiles;
      await activating.catch(() => undefined);
      if (active) await loadLocale(active);
    },
    t: translate('checkout'),
    cardT: translate('card'),
  };
}
