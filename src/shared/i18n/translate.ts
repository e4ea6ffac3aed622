/**
 * The translator of the hosted page and the card frame (i18next would weigh more than half the card
 * frame's budget, and a third of the hosted page's first screen). It reads the locale files the way
 * i18next does for what we use: nested keys, `{{var}}` interpolation and
 * plurals by key suffix (`key_one`, `key_other`, … chosen with Intl.PluralRules, no other fallback —
 * `npm run locales:check` makes sure each form exists), with the locale's fallback chain. Tests keep it in step with i18next for every key of both
 * namespaces (card-locales.test.ts, src/checkout/i18n.test.ts).
 * @example
 * const t = createTranslator('sv-SE', [svCard, enCard]);
 * t('errors.attempts', { count: 2 }); // '2 försök kvar'
 */
export type Messages = { readonly [key: string]: string | Messages };
export type TranslateOptions = Record<string, string | number> & { count?: number };
export type Translate = (key: string, options?: TranslateOptions) => string;

/**
 * The text at a dotted `key` of nested messages; a flat key (`'fields.cvc.label'` as one property,
 * as merchant overrides are written) is found too. Undefined for a missing key or a branch.
 * @example
 * lookup({ fields: { cvc: { label: 'CVC' } } }, 'fields.cvc.label'); // 'CVC'
 * lookup({ 'fields.cvc.label': 'CVV' }, 'fields.cvc.label'); // 'CVV'
 */
export function lookup(messages: Messages, key: string): string | undefined {
  const flat = messages[key];
  if (typeof flat === 'string') return flat;
  let node: string | Messages | undefined = messages;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

const interpolate = (text: string, options: TranslateOptions) =>
  text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    options[name] === undefined ? whole : String(options[name]),
  );

/**
 * A translate function over `chain` (the locale's own messages first, then its fallbacks).
 * An unknown key returns the key itself, as i18next does.
 */
export function createTranslator(locale: string, chain: readonly Messages[]): Translate {
  // Made at the first count: a page's first Intl object costs 160–320 ms at 4× CPU slowdown, and
  // a first screen without a count needs none.
  let plural: Intl.PluralRules | undefined;
  return (key, options = {}) => {
    const keys =
      typeof options.count === 'number'
        ? [
            `${key}_${(plural ??= new Intl.PluralRules(locale)).select(options.count)}`,
            `${key}_other`,
            key,
          ]
        : [key];
    for (const messages of chain) {
      for (const candidate of keys) {
        const text = lookup(messages, candidate);
        if (text !== undefined) return interpolate(text, options);
      }
    }
    return key;
  };
}
