/**
 * The active locale as a signal: components read it to re-render when the customer switches
 * language; `pick` loads the locale's files before switching, so no half-translated page shows.
 */
import { action, createModel, signal } from '@preact/signals';
import type { Locale } from '../../shared/locales.ts';
import type { I18n, Namespace, NamespaceFiles } from '../i18n.ts';
import type { PickedLocaleStore } from './locale-choice.ts';

export const LocaleModel = createModel((i18n: Pick<I18n, 'activate' | 'addNamespace'>) => {
  const locale = signal<Locale | null>(null);
  /** Namespaces loaded beyond `checkout` (the card form's `card`). */
  const namespaces = signal<readonly Namespace[]>(['checkout']);
  /** The locale's files could not be loaded (offline before the first render). */
  const failed = signal(false);
  const switching = signal(false);
  let store: PickedLocaleStore | null = null;
  let latest = 0;

  async function apply(next: Locale) {
    const mine = ++latest;
    switching.value = true;
    try {
      await i18n.activate(next);
      if (mine !== latest) return;
      locale.value = next;
      failed.value = false;
    } catch {
      if (mine === latest && locale.peek() === null) failed.value = true;
    } finally {
      if (mine === latest) switching.value = false;
    }
  }

  return {
    locale,
    namespaces,
    failed,
    switching,
    /** The first locale, chosen from the order and the browser. */
    start: action((next: Locale, remember: PickedLocaleStore | null = null) => {
      store = remember;
      return apply(next);
    }),
    /** The customer picked a language with the switcher. */
    pick: action((next: Locale) => {
      store?.write(next);
      return apply(next);
    }),
    /** A lazily loaded part brings its namespace (idempotent). */
    require: action(async (ns: Namespace, files?: NamespaceFiles) => {
      if (namespaces.peek().includes(ns)) return;
      await i18n.addNamespace(ns, files);
      if (!namespaces.peek().includes(ns)) namespaces.value = [...namespaces.peek(), ns];
    }),
  };
});
export type LocaleModel = InstanceType<typeof LocaleModel>;
