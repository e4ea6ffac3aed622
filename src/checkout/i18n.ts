/**
 * i18next for the hosted page, with one namespace per surface: `checkout` for this page, and `card`
 * for the shared card form, registered by the card entry's chunk when it loads. Only the active
 * locale's files are loaded. The page fetches the build's served files, each complete with its
 * fallbacks (one request per namespace); tests and the review page read locales/ as it is, where
 * nl-BE holds only its differences from nl-NL and so loads nl-NL too.
 */
import i18next from 'i18next';
import type { Messages, Translate } from '../shared/i18n/translate.ts';
import { fallbackChain, isLocale, SOURCE_LOCALE, type Locale } from '../shared/locales.ts';

export type Namespace = 'checkout' | 'card';
/** A namespace's files by path (`…/<locale>/<ns>.json`), as `import.meta.glob` gives them. */
export type NamespaceFiles = Record<string, () => Promise<Messages>>;
/** Where the page's strings come from. */
export type StringFiles = {
  files: Record<Namespace, NamespaceFiles>;
  /** Each file holds its fallbacks already (served-files.ts): a locale loads its own file only. */
  complete: boolean;
};

/** The loader of `locale`'s file among a namespace's files. */
const fileOf = (files: NamespaceFiles | undefined, locale: Locale, ns: Namespace) =>
  Object.entries(files ?? {}).find(([path]) => path.endsWith(`/${locale}/${ns}.json`))?.[1];

/**
 * The locales whose files `locale` needs: itself, and for files as they are in locales/ its
 * parents too, but not the en-GB source.
 */
export function filesFor(locale: Locale, complete = false): Locale[] {
  if (complete) return [locale];
  const chain = fallbackChain(locale);
  return locale === SOURCE_LOCALE ? chain : chain.filter((l) => l !== SOURCE_LOCALE);
}

export type I18n = {
  /** Loads `locale`'s files of every registered namespace (once each), then switches to it. */
  activate(locale: Locale): Promise<void>;
  /** Loads `locale`'s files without switching to it (the likely locale, before the order says). */
  preload(locale: Locale): Promise<void>;
  /** Registers a namespace (with other files than the page's, e.g. a pseudo-locale) and loads it for the active locale. */
  addNamespace(ns: Namespace, files?: NamespaceFiles): Promise<void>;
  /** Translates a `checkout` key in the active language. */
  t: Translate;
  /** Translates a `card` key, for the shared card form. */
  cardT: Translate;
};

/**
 * @example
 * const i18n = createI18n(sourceFiles);
 * await i18n.activate('nl-BE');
 * i18n.t('chooser.legend'); // 'Kies hoe je wilt betalen'
 */
export function createI18n(source: StringFiles): I18n {
  const instance = i18next.createInstance();
  const files: Partial<Record<Namespace, NamespaceFiles>> = { checkout: source.files.checkout };
  /** `locale/ns` pairs given to i18next or on their way. */
  const loaded = new Map<string, Promise<void>>();
  let active: Locale | null = null;
  const ready = instance.init({
    // i18next also asks for codes of its own (`dev`, the language alone): those fall back to en-GB.
    fallbackLng: (code: string) =>
      isLocale(code) ? fallbackChain(code).slice(1) : [SOURCE_LOCALE],
    ns: ['checkout', 'card'],
    defaultNS: 'checkout',
    resources: {},
    // Rendered by Preact as text, never as HTML: escaping here would show "&amp;" to customers.
    interpolation: { escapeValue: false },
    returnEmptyString: false,
  });

  /** One file into i18next, once (a failed load may be tried again). */
  function loadFile(l: Locale, ns: Namespace) {
    const id = `${l}/${ns}`;
    let loading = loaded.get(id);
    if (!loading) {
      const file = fileOf(files[ns], l, ns);
      // A locale without this namespace's file (nl-BE deltas) falls back along the chain.
      loading = Promise.all([file ? file() : {}, ready]).then(([messages]) => {
        // Once per locale and namespace, never changed after: neither a deep merge nor a copy,
        // which cost the first render more than the rest of i18next's start.
        instance.addResourceBundle(l, ns, messages, false, false, { silent: true, skipCopy: true });
        memo.clear();
      });
      loading.catch(() => loaded.delete(id));
      loaded.set(id, loading);
    }
    return loading;
  }

  const loadLocale = (locale: Locale) =>
    Promise.all(
      filesFor(locale, source.complete).flatMap((l) =>
        Object.keys(files).map((ns) => loadFile(l, ns as Namespace)),
      ),
    ).then(() => undefined);

  /**
   * Texts translated so far, by namespace, key and options: i18next's `t` costs about a third of
   * the page's first render, and a render asks for the same texts again and again. Emptied whenever
   * the language or the loaded texts change. Options are strings and numbers (Translate's type).
   */
  const memo = new Map<string, string>();
  instance.on('languageChanged', () => memo.clear());
  const translate =
    (ns: Namespace): Translate =>
    (key, options) => {
      let id = `${ns}\u0000${key}`;
      if (options) for (const name in options) id += `\u0000${name}=${options[name]}`;
      let text = memo.get(id);
      if (text === undefined) {
        text = instance.t(key, { ...options, ns });
        memo.set(id, text);
      }
      return text;
    };

  /** The activation under way: a namespace registered meanwhile waits for it, then loads. */
  let activating: Promise<void> = Promise.resolve();

  return {
    activate(locale) {
      activating = activating
        .catch(() => undefined)
        .then(async () => {
          await loadLocale(locale);
          await instance.changeLanguage(locale);
          memo.clear();
          active = locale;
        });
      return activating;
    },
    preload: loadLocale,
    async addNamespace(ns, nsFiles = source.files[ns]) {
      files[ns] = nsFiles;
      await activating.catch(() => undefined);
      if (active) await loadLocale(active);
    },
    t: translate('checkout'),
    cardT: translate('card'),
  };
}
