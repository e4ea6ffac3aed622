/**
 * Card frame entry (card-frame.html, inlined there by the build): reads and checks the hash, takes
 * the active locale's card.json (boot.ts started fetching it with the HTML), renders the form, and
 * speaks the protocol with the parent.
 */
import { signal } from '@preact/signals';
import { render } from 'preact';
import { createCardFormModel } from '../shared/card-form/index.ts';
import { checkOverrides } from '../shared/i18n/overrides.ts';
import type { MessageOverrides } from '../shared/i18n/overrides.ts';
import type { Messages, Translate } from '../shared/i18n/translate.ts';
import { resolveLocale } from '../shared/locales.ts';
import { apiBaseFrom } from '../shared/public-api.ts';
import type { Locale } from '../shared/locales.ts';
import { createAppearanceSheet } from './appearance.ts';
import { CardFrameApp } from './card-frame-app.tsx';
import { FrameController } from './frame-controller.ts';
import { readHashParams } from './hash-params.ts';
import { loadMessages, translatorFor } from './load-messages.ts';
import { bridgeModel, createParentPort, observeHeight } from './parent-port.ts';
import './card-frame.css';

async function start(root: HTMLElement) {
  const params = readHashParams(location.hash, location.ancestorOrigins);
  const embedded = params !== null && window.parent !== window;
  const languages = navigator.languages;
  const first = resolveLocale(params?.locale, languages);
  let files = await loadMessages(first);
  let overrides: MessageOverrides = {};
  const i18n = signal<{ locale: Locale; t: Translate }>({
    locale: first,
    t: translatorFor(first, files),
  });
  const use = (locale: Locale, loaded: Messages[]) => {
    files = loaded;
    const t = translatorFor(locale, loaded, overrides);
    i18n.value = { locale, t };
    document.documentElement.lang = locale;
    document.title = t('frame.title');
  };
  use(first, files);

  const port = embedded ? createParentPort({ ...params, win: window }) : null;
  const model = createCardFormModel();
  const appearance = createAppearanceSheet(document);
  const frame = new FrameController({
    model,
    post: port?.post ?? (() => undefined),
    apiBase: apiBaseFrom(
      document.querySelector('meta[name="xpay-api-origin"]')?.getAttribute('content'),
      location.href,
    ),
    onAppearance: appearance.apply,
    onLocale: (wanted) => {
      const locale = resolveLocale(wanted, languages);
      if (locale !== i18n.value.locale) void loadMessages(locale).then((f) => use(locale, f));
    },
    onMessages: (input) => {
      // Checked against the locale's complete card.json: en-GB's keys and variables.
      const { valid, invalid } = checkOverrides(input, files[files.length - 1] ?? {});
      overrides = valid;
      use(i18n.value.locale, files);
      return invalid;
    },
  });

  const App = () => (
    <CardFrameApp
      frame={frame}
      model={model}
      t={i18n.value.t}
      locale={i18n.value.locale}
      embedded={embedded}
    />
  );
  render(<App />, root);
  if (!port) return;
  port.listen(frame.handle);
  port.post('ready', { title: i18n.value.t('frame.title') });
  bridgeModel(model, port.post);
  observeHeight(root, port.post);
}

const root = document.getElementById('app');
if (root) void start(root);
