/**
 * The page's strings as the build serves them: each locale's file complete with its fallbacks, one
 * request per namespace (src/shared/i18n/served.ts). Tests and the review page use
 * source-files.ts instead.
 */
import { fetchServedStrings } from '../shared/i18n/served.ts';
import { SUPPORTED_LOCALES } from '../shared/locales.ts';
import type { Namespace, NamespaceFiles, StringFiles } from './i18n.ts';

const served = (ns: Namespace): NamespaceFiles =>
  Object.fromEntries(
    SUPPORTED_LOCALES.map((locale) => [
      `/${locale}/${ns}.json`,
      () => fetchServedStrings(locale, ns),
    ]),
  );

export const servedFiles = (): StringFiles => ({
  complete: true,
  files: { checkout: served('checkout'), card: served('card') },
});
