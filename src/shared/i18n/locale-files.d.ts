/** The locale files as the build serves them (scripts/build/locales.ts). */
declare module 'virtual:xpay-locales' {
  /** Base URL of the served locale files: `${LOCALES_BASE}${locale}/${namespace}.json`. */
  export const LOCALES_BASE: string;
}
