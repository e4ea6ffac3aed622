/**
 * Every sentence about a method, for every method of the registry in every locale: the text exists
 * in the locale itself (never the English fallback), and a method's name is spliced only where it
 * reads as a name (a brand without a colon: never "Virement bancaire" or "Klarna : payer plus
 * tard" inside a sentence). The methods come from the registry, so a new one is covered as it is
 * added. Then the screens that show these sentences, rendered for one method of each kind.
 */
import { render } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import sameAsEnglish from '../../../locales/same-as-english.json';
import type { Messages } from '../../shared/i18n/translate.ts';
import { lookup } from '../../shared/i18n/translate.ts';
import {
  fallbackChain,
  SOURCE_LOCALE,
  SUPPORTED_LOCALES,
  type Locale,
} from '../../shared/locales.ts';
import {
  METHOD_KINDS,
  METHOD_KIND,
  PAYMENT_METHODS,
  methodTextKey,
  type PaymentMethod,
} from '../../shared/payment-methods.ts';
import { CheckoutContext, I18nContext } from '../context.ts';
import { createI18n } from '../i18n.ts';
import { sourceFiles } from '../source-files.ts';
import { CheckoutModel } from '../models/checkout-model.ts';
import { LocaleModel } from '../models/locale-model.ts';
import { FailedScreen } from '../screens/failed-screen.tsx';
import { ProgressScreen } from '../screens/progress-screen.tsx';
import { anOrder, fakeApi } from '../test-support.ts';
import {
  METHOD_SENTENCES,
  methodName,
  methodSentence,
  methodSentenceKey,
  methodTextKind,
  type MethodSentence,
} from './method-name.ts';
import { RedirectPanel } from './redirect-panel.tsx';

const files = import.meta.glob<Messages>('../../../locales/*/checkout.json', {
  eager: true,
  import: 'default',
});
const file = (locale: Locale) => files[`../../../locales/${locale}/checkout.json`] ?? {};
/** The locale's own text of `key` (nl-BE through nl-NL), never English's for another locale. */
const ownText = (locale: Locale, key: string) =>
  fallbackChain(locale)
    .filter((l) => l !== SOURCE_LOCALE || locale === SOURCE_LOCALE)
    .map((l) => lookup(file(l), key))
    .find((text) => text !== undefined);

const FAMILIES = Object.keys(METHOD_SENTENCES) as MethodSentence[];
const appliesTo = (family: MethodSentence, method: PaymentMethod) =>
  (METHOD_SENTENCES[family] as readonly string[]).includes(methodTextKind(method));
/** Brand names may read the same in every language: listed in same-as-english.json. */
const listedBrand = (method: PaymentMethod) =>
  sameAsEnglish.checkout.includes(methodTextKey(method));

async function translator(locale: Locale) {
  const i18n = createI18n(sourceFiles);
  await i18n.activate(locale);
  return i18n.t;
}

describe('sentences about a method', () => {
  it('are one text per kind in en-GB, not one template, for exactly the kinds listed', () => {
    for (const family of FAMILIES) {
      const texts = family
        .split('.')
        .reduce<Messages | string | undefined>(
          (node, part) => (typeof node === 'object' ? node[part] : undefined),
          file('en-GB'),
        );
      expect(typeof texts, family).toBe('object');
      expect(Object.keys(texts ?? {}).sort(), family).toEqual([...METHOD_SENTENCES[family]].sort());
    }
  });

  describe.each(SUPPORTED_LOCALES)('in %s', (locale) => {
    it('read correctly for every method of the registry', async () => {
      const t = await translator(locale);
      const names = (method: PaymentMethod) =>
        SUPPORTED_LOCALES.map((l) => ownText(l, methodTextKey(method)));
      for (const method of PAYMENT_METHODS)
        for (const family of FAMILIES.filter((f) => appliesTo(f, method))) {
          const key = methodSentenceKey(family, method);
          const where = `${locale} ${method} ${key}`;
          const template = ownText(locale, key);
          expect(template, `${where}: the locale has no text of its own`).toBeDefined();
          const text = methodSentence(t, family, method);
          expect(text, where).not.toMatch(/\{\{|⟦/);
          const name = methodName(t, method);
          if (!template?.includes('{{method}}') || template.trim() === '{{method}}') continue;
          // Spliced into a sentence: a brand, which no language declines or translates.
          expect(name, `${where}: "${name}" in a sentence`).not.toMatch(/[:()]/);
          expect(
            listedBrand(method) || new Set(names(method)).size === 1,
            `${where}: "${name}" is translated, so it is no brand to splice into a sentence`,
          ).toBe(true);
          expect(text.split(':').length, `${where}: the name adds a colon`).toBe(
            template.split(':').length,
          );
        }
    });
  });
});

/** The screens that show the sentences, with the real translator, for one method of each kind. */
describe('the screens, for one method of each kind', () => {
  /** The text on screen, no-break spaces as they are. */
  const shown = () => document.body.textContent ?? '';
  const sample = METHOD_KINDS.map((kind) => PAYMENT_METHODS.find((m) => METHOD_KIND[m] === kind));

  async function mount(locale: Locale, view: preact.JSX.Element) {
    const t = await translator(locale);
    const checkout = new CheckoutModel({
      api: fakeApi([anOrder({ payment_methods: [...PAYMENT_METHODS] })]),
      config: { key: 'ck_test_0123456789', statusStep: false, method: null },
      payCard: () => new Promise(() => undefined),
      navigate: () => undefined,
      sleep: () => new Promise(() => undefined),
    });
    await checkout.load();
    const i18n = {
      t,
      cardT: t,
      locale: new LocaleModel({
        activate: () => Promise.resolve(),
        addNamespace: () => Promise.resolve(),
      }),
    };
    render(
      <CheckoutContext.Provider value={checkout}>
        <I18nContext.Provider value={i18n}>{view}</I18nContext.Provider>
      </CheckoutContext.Provider>,
    );
    return t;
  }

  it.each(['en-GB', 'de-DE'] as const)(
    'show the text of the method’s kind in %s',
    async (locale) => {
      for (const method of sample) {
        if (!method) continue;
        const failed = <FailedScreen screen={{ name: 'failed', method }} focus={false} />;
        const t = await mount(locale, failed);
        expect(shown()).toContain(methodSentence(t, 'failed.methodBody', method));
        document.body.replaceChildren();
        if (METHOD_KIND[method] === 'card') continue;
        await mount(
          locale,
          <>
            <RedirectPanel method={method} />
            <ProgressScreen
              screen={{ name: 'leaving', to: 'bank', url: 'https://bank.example', method }}
              focus={false}
            />
          </>,
        );
        for (const family of [
          'chooser.redirectInfo',
          'chooser.continueTo',
          'progress.bankTitle',
          'progress.bankBody',
        ] as const)
          expect(shown(), `${method} ${family}`).toContain(methodSentence(t, family, method));
        document.body.replaceChildren();
      }
    },
  );

  it('say nothing about a method the page does not know', async () => {
    const t = await mount(
      'fr-BE',
      <FailedScreen screen={{ name: 'failed', method: 'cash' }} focus={false} />,
    );
    const text = t('failed.methodBody.other');
    expect(shown()).toContain(text);
    expect(text).not.toContain('cash');
  });
});
