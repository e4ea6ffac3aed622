/**
 * Which locale the page speaks. The order's locale wins, then the browser's languages, then en-GB
 * (src/shared/locales.ts). A language the customer picked with the switcher on this page is kept for
 * the order (session storage), so it survives the round trip to a bank.
 */
import { isLocale, resolveLocale, type Locale } from '../../shared/locales.ts';

type LocaleHints = {
  /** What the customer picked earlier for this order, as stored (untrusted). */
  picked?: unknown;
  orderLocale?: string | null;
  browserLanguages?: readonly string[];
};

/**
 * @example
 * chooseLocale({ orderLocale: null, browserLanguages: ['nb-NO', 'en'] }); // 'no-NO'
 */
export function chooseLocale(hints: LocaleHints): Locale {
  if (isLocale(hints.picked)) return hints.picked;
  return resolveLocale(hints.orderLocale, hints.browserLanguages ?? []);
}

/**
 * The locale to fetch strings for before the order has arrived: the one picked on this page, else
 * the one in `order_url`, else the browser's. The boot script and main.tsx guess alike, so the
 * strings the boot script fetched are the ones the page asks for.
 */
export function likelyLocale(config: { orderId: string | null; locale: Locale | null }): Locale {
  return chooseLocale({
    picked: pickedLocaleStore(() => sessionStorage, config.orderId ?? '').read(),
    orderLocale: config.locale,
    browserLanguages: navigator.languages,
  });
}

/**
 * Session storage that never throws (storage can be disabled, full, or its getter may throw). If
 * it fails, the choice is simply not remembered beyond this page.
 */
export function pickedLocaleStore(storage: () => Pick<Storage, 'getItem' | 'setItem'>, id: string) {
  const key = `xpay-checkout-locale:${id}`;
  const attempt = <T>(use: (s: Pick<Storage, 'getItem' | 'setItem'>) => T): T | null => {
    try {
      return use(storage());
    } catch {
      return null;
    }
  };
  return {
    read: () => attempt((s) => s.getItem(key)),
    write: (locale: Locale) => void attempt((s) => s.setItem(key, locale)),
  };
}
export type PickedLocaleStore = ReturnType<typeof pickedLocaleStore>;
