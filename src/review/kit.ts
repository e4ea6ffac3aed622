/**
 * What a screen needs to render in one column of the review page: translators made the way the
 * real pages make them (i18next through the hosted page's createI18n, the frame's own minimal
 * translator), for a locale or the pseudo-locale, wrapped to record and mark every key.
 */
import { createI18n, type I18n, type NamespaceFiles } from '../checkout/i18n.ts';
import { LazyCardPanel } from '../checkout/lazy-parts.tsx';
import { sourceFiles } from '../checkout/source-files.ts';
import { createTranslator, type Translate } from '../shared/i18n/translate.ts';
import { fallbackChain, SOURCE_LOCALE, type Locale } from '../shared/locales.ts';
import { localeFile, type Namespace } from './locale-files.ts';
import { createRecorder, markTranslator, type Recorder } from './marks.ts';
import { PSEUDO, type ReviewLocale } from './params.ts';
import { pseudoMessages } from './pseudo.ts';

/** The hosted page's translation state for one screen (each screen has its own, as each page does). */
export type HostedI18n = {
  i18n: Pick<I18n, 'activate' | 'addNamespace'>;
  t: Translate;
  cardT: Translate;
};

export type LocaleKit = {
  id: ReviewLocale;
  /** The locale whose number and date formats apply (en-GB for the pseudo-locale). */
  intl: Locale;
  recorder: Recorder;
  hostedI18n(): HostedI18n;
  /** The card frame's translator. */
  frameT: Translate;
};

/** en-GB's texts, to tell a text that was never translated. */
export type English = { t: Translate; cardT: Translate; frameT: Translate };

/** The card namespace's files, once the hosted page's card entry (which uses them) is loaded. */
export async function cardFiles(): Promise<NamespaceFiles> {
  await LazyCardPanel.preload();
  return sourceFiles.files.card;
}

export async function loadEnglish(): Promise<English> {
  const i18n = createI18n(sourceFiles);
  await i18n.activate(SOURCE_LOCALE);
  await i18n.addNamespace('card', await cardFiles());
  const frameT = createTranslator(SOURCE_LOCALE, [localeFile(SOURCE_LOCALE, 'card')]);
  return { t: i18n.t, cardT: i18n.cardT, frameT };
}

/** The pseudo-locale's files, under en-GB's name: the page loads them as en-GB's. */
const pseudoFiles = (ns: Namespace): NamespaceFiles => ({
  [`../../locales/${SOURCE_LOCALE}/${ns}.json`]: () =>
    Promise.resolve(pseudoMessages(localeFile(SOURCE_LOCALE, ns))),
});

export function localeKit(id: ReviewLocale, english: English, marks: boolean): LocaleKit {
  const pseudo = id === PSEUDO;
  const intl: Locale = pseudo ? SOURCE_LOCALE : id;
  const recorder = createRecorder();
  // en-GB and the pseudo-locale have nothing to compare with.
  const compare = !pseudo && id !== SOURCE_LOCALE;
  const mark = (t: Translate, ns: Namespace, englishT: Translate) =>
    markTranslator(t, {
      ns,
      locale: intl,
      marks,
      english: compare ? englishT : undefined,
      recorder,
    });
  const frameFiles = pseudo
    ? [pseudoMessages(localeFile(SOURCE_LOCALE, 'card'))]
    : fallbackChain(intl).map((l) => localeFile(l, 'card'));
  return {
    id,
    intl,
    recorder,
    hostedI18n() {
      const real = createI18n(sourceFiles);
      if (pseudo) void real.addNamespace('checkout', pseudoFiles('checkout'));
      return {
        i18n: {
          activate: (locale) => real.activate(locale),
          addNamespace: (ns, files) => real.addNamespace(ns, pseudo ? pseudoFiles(ns) : files),
        },
        t: mark(real.t, 'checkout', english.t),
        cardT: mark(real.cardT, 'card', english.cardT),
      };
    },
    frameT: mark(createTranslator(intl, frameFiles), 'card', english.frameT),
  };
}
