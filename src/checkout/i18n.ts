/**
 * The hosted page's texts, with one namespace per surface: `checkout` for this page, and `card`
 * for the shared card form, registered by the card entry's chunk when it loads. Only the active
 * locale's files are loaded. The page fetches the build's served files, each complete with its
 * fallbacks (one request per namespace); tests and the review page read locales/ as it is, where
 * nl-BE holds only its differences from nl-NL and so loads nl-NL too.
 */
import type { i18n as I18next } from 'i18next';
import { createTranslator, type Messages, type Translate } from '../shared/i18n/translate.ts';
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
  /**
   * Loads i18next (a chunk of its own) and has it translate from then on, with every file loaded
   * so far and those loaded later. Until then the page translates with the shared minimal
   * translator (src/shared/i18n/translate.ts), which reads every key of these files as i18next does
   * (i18n.test.ts holds the two to the same result for every key of every locale): i18next is 40 KB
   * of code that a browser would otherwise parse and run before the first screen.
   */
  loadI18next(): Promise<void>;
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
  const files: Partial<Record<Namespace, NamespaceFiles>> = { checkout: source.files.checkout };
  /** Loaded files by `locale/ns`, and those on their way. */
  const bundles = new Map<string, Messages>();
  const loaded = new Map<string, Promise<void>>();
  let active: Locale | null = null;
  let engine: I18next | null = null;
  let loadingEngine: Promise<void> | null = null;

  /**
   * Texts translated so far, by namespace, key and options: a render asks for the same texts again
   * and again. Emptied with the minimal translators whenever the language, the loaded texts or the
   * translator change. Options are strings and numbers (Translate's type).
   */
  const memo = new Map<string, string>();
  let minimal: Partial<Record<Namespace, Translate>> = {};
  const changed = () => {
    memo.clear();
    minimal = {};
  };

  /** One file, once (a failed load may be tried again). */
  function loadFile(l: Locale, ns: Namespace) {
    const id = `${l}/${ns}`;
    let loading = loaded.get(id);
    if (!loading) {
      const file = fileOf(files[ns], l, ns);
      // A locale without this namespace's file (nl-BE deltas) falls back along the chain.
      loading = (file ? file() : Promise.resolve({})).then((messages) => {
        bundles.set(id, messages);
        // Once per locale and namespace, never changed after: neither a deep merge nor a copy.
        engine?.addResourceBundle(l, ns, messages, false, false, { silent: true, skipCopy: true });
        changed();
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

  /** The minimal translator of `ns` in the active locale: its loaded files along its fallback chain. */
  function minimalOf(ns: Namespace): Translate {
    const locale = active ?? SOURCE_LOCALE;
    const chain = active ? fallbackChain(locale) : [];
    return (minimal[ns] ??= createTranslator(
      locale,
      chain.map((l) => bundles.get(`${l}/${ns}`)).filter((m): m is Messages => m !== undefined),
    ));
  }

  const translate =
    (ns: Namespace): Translate =>
    (key, options) => {
      let id = `${ns}\u0000${key}`;
      if (options) for (const name in options) id += `\u0000${name}=${options[name]}`;
      let text = memo.get(id);
      if (text === undefined) {
        text = engine ? engine.t(key, { ...options, ns }) : minimalOf(ns)(key, options);
        memo.set(id, text);
      }
      return text;
    };

  /** The activation under way: a namespace registered meanwhile waits for it, then loads. */
  let activating: Promise<void> = Promise.resolve();

  async function startEngine() {
    const { default: i18next } = await import('i18next');
    const instance = i18next.createInstance();
    const resources: Record<string, Record<string, Messages>> = {};
    for (const [id, messages] of bundles) {
      const [l = '', ns = ''] = id.split('/');
      (resources[l] ??= {})[ns] = messages;
    }
    // Synchronous (initAsync: false) with every file loaded so far: files loaded later are added
    // as they arrive (loadFile), and activate() switches its language.
    void instance.init({
      ...(active ? { lng: active } : {}),
      // i18next also asks for codes of its own (`dev`, the language alone): those fall back to en-GB.
      fallbackLng: (code: string) =>
        isLocale(code) ? fallbackChain(code).slice(1) : [SOURCE_LOCALE],
      ns: ['checkout', 'card'],
      defaultNS: 'checkout',
      resources,
      // Rendered by Preact as text, never as HTML: escaping here would show "&amp;" to customers.
      interpolation: { escapeValue: false },
      returnEmptyString: false,
      initAsync: false,
    });
    engine = instance;
    changed();
  }

  return {
    activate(locale) {
      activating = activating
        .catch(() => undefined)
        .then(async () => {
          await loadLocale(locale);
          await engine?.changeLanguage(locale);
          active = locale;
          changed();
        });
      return activating;
    },
    preload: loadLocale,
    async addNamespace(ns, nsFiles = source.files[ns]) {
      files[ns] = nsFiles;
      await activating.catch(() => undefined);
      if (active) await loadLocale(active);
    },
    loadI18next() {
      loadingEngine ??= startEngine();
      loadingEngine.catch(() => (loadingEngine = null));
      return loadingEngine;
    },
    t: translate('checkout'),
    cardT: translate('card'),
  };
}
