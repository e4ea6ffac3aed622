/**
 * What a screen needs to render in one column of the review page: translators made the way the
 * real pages make them (the hosted page's createI18n, which hands over to i18next as soon as it has
 * loaded it, and the frame's own minimal translator), for a locale or the pseudo-locale, wrapped to record and mark every key.
 */
import { createI18n, type I18n, type NamespaceFiles } from '../checkout/i18n.ts';
import { LazyCardPanel } from '../checkout/lazy-parts.tsx';
import { createTranslator, type Translate } from '../shared/i18n/translate.ts';
import { fallbackChain, SOURCE_LOCALE, SUPPORTED_LOCALES, type Locale } from '../shared/locales.ts';
import { localeFile, type Namespace } from './locale-files.ts';
import { createRecorder, markTranslator, type Recorder } from './marks.ts';
import { PSEUDO, type ReviewLocale } from './params.ts';
import { pseudoMessages } from './pseudo.ts';

/** The hosted page's translation state for one screen (each screen has its own, as each page does). */
type HostedI18n = {
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

/** The hosted page's card entry, loaded before a screen that shows it is built. */
export async function preloadCard(): Promise<void> {
  await LazyCardPanel.preload();
}

/**
 * A namespace's files as the pages' loaders take them (`…/locales/<locale>/<ns>.json`), read from
 * the review page's texts with the reviewer's edits. The pseudo-locale's, made from en-GB's, go
 * under en-GB's name: the page loads them as en-GB's.
 */
const reviewFiles = (ns: Namespace, pseudo = false): NamespaceFiles =>
  Object.fromEntries(
    (pseudo ? [SOURCE_LOCALE] : SUPPORTED_LOCALES).map((l) => [
      `../../locales/${l}/${ns}.json`,
      () =>
        Promise.resolve(
          pseudo ? pseudoMessages(localeFile(l, ns)) : structuredClone(localeFile(l, ns)),
        ),
    ]),
  );

/** The hosted page's translator, reading the review page's texts (with edits) instead of its own. */
function reviewI18n(pseudo: boolean): Pick<I18n, 'activate' | 'addNamespace' | 't' | 'cardT'> {
  const i18n = createI18n({
    complete: false,
    files: { checkout: reviewFiles('checkout', pseudo), card: reviewFiles('card', pseudo) },
  });
  // As on the hosted page, i18next translates once it has loaded.
  void i18n.loadI18next().catch(() => undefined);
  return i18n;
}

export async function loadEnglish(): Promise<English> {
  const i18n = reviewI18n(false);
  await i18n.activate(SOURCE_LOCALE);
  await i18n.addNamespace('card');
  const frameT = createTranslator(SOURCE_LOCALE, [localeFile(SOURCE_LOCALE, 'card')]);
  return { t: i18n.t, cardT: i18n.cardT, frameT };
}

type KitOptions = { marks: boolean; keys: boolean };

export function localeKit(id: ReviewLocale, english: English, options: KitOptions): LocaleKit {
  const pseudo = id === PSEUDO;
  const intl: Locale = pseudo ? SOURCE_LOCALE : id;
  const recorder = createRecorder();
  // en-GB and the pseudo-locale have nothing to compare with.
  const compare = !pseudo && id !== SOURCE_LOCALE;
  const mark = (t: Translate, ns: Namespace, englishT: Translate) =>
    markTranslator(t, {
      ns,
      locale: intl,
      marks: options.marks,
      keys: options.keys,
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
      const i18n = reviewI18n(pseudo);
      return {
        i18n,
        t: mark(i18n.t, 'checkout', english.t),
        cardT: mark(i18n.cardT, 'card', english.cardT),
      };
    },
    frameT: mark(createTranslator(intl, frameFiles), 'card', english.frameT),
  };
}
