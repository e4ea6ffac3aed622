/**
 * The registries are the only lists: a ninth locale is an entry in `src/shared/locales.ts` and its
 * files in `locales/<tag>/`; a new redirect method is an entry in `src/shared/payment-methods.ts`,
 * its name in the locale files and its logo in `method-art.tsx` (the compiler refuses the logo table
 * without it; `method-logo.test.tsx` draws every logo, `methods.test.ts` offers every method). This
 * test enumerates the registries against the locale files, the service's routes and every other
 * source file: no second list exists anywhere for a new entry to be missing from.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  checkoutOrderSchema,
  checkoutPaymentSchema,
  currenciesResultSchema,
  localeSchema,
} from '../src/shared/api/index.ts';
import { checkoutUrl, readCheckoutUrl } from '../src/shared/checkout-url.ts';
import {
  fallbackChain,
  LOCALES,
  matchLanguage,
  SOURCE_LOCALE,
  SUPPORTED_LOCALES,
} from '../src/shared/locales.ts';
import {
  isCardMethod,
  MARKETS,
  METHOD_CURRENCIES,
  METHOD_KIND,
  methodTextKey,
  PAYMENT_METHODS,
} from '../src/shared/payment-methods.ts';
import { createTestApp } from '../src/server/test-app.ts';
import { checkoutKey, createOrder } from '../src/server/test-flows.ts';

const root = join(import.meta.dirname, '..');
const localesDir = join(root, 'locales');
const NAMESPACES = ['checkout', 'card'] as const;

type Tree = { readonly [key: string]: string | Tree };
const readJson = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as Tree;
/** A key's text along the locale's fallback chain, as the build merges the served files. */
function text(locale: (typeof SUPPORTED_LOCALES)[number], ns: string, key: string) {
  for (const l of fallbackChain(locale)) {
    const file = join(localesDir, l, `${ns}.json`);
    if (!existsSync(file)) continue;
    let node: string | Tree | undefined = readJson(file);
    for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
    if (typeof node === 'string') return node;
  }
  return undefined;
}

/** Every source file but tests, as the scan below reads them. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : sources(path);
    return /\.(ts|tsx|js)$/.test(name) && !/\.(test|spec)\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('the locale registry', () => {
  it('is exactly the locale folders, each with its files (a locale with a parent may omit one)', () => {
    const folders = readdirSync(localesDir).filter((d) =>
      statSync(join(localesDir, d)).isDirectory(),
    );
    expect(folders.filter((d) => d !== 'pseudo').sort()).toEqual([...SUPPORTED_LOCALES].sort());
    for (const locale of SUPPORTED_LOCALES)
      for (const ns of NAMESPACES) {
        const own = existsSync(join(localesDir, locale, `${ns}.json`));
        expect(own || 'parent' in LOCALES[locale], `${locale}/${ns}.json`).toBe(true);
      }
  });

  it.each(SUPPORTED_LOCALES)('gives %s everything the parts read of a locale', (locale) => {
    const entry: { name: string; english: string; market: string; languages: readonly string[] } =
      LOCALES[locale];
    expect(localeSchema.safeParse(locale).success).toBe(true);
    expect(entry.name).toMatch(/\S/);
    expect(entry.english).toMatch(/\S/);
    expect(MARKETS).toContain(entry.market);
    for (const tag of entry.languages) expect(matchLanguage(tag), tag).toBe(locale);
    expect(fallbackChain(locale).at(-1)).toBe(SOURCE_LOCALE);
    for (const ns of NAMESPACES)
      expect(text(locale, ns, ns === 'checkout' ? 'page.titleNoMerchant' : 'pay')).toMatch(/\S/);
    const url = checkoutUrl('https://pay.example', { id: 'ord_1', key: 'ck_0123456789', locale });
    expect(readCheckoutUrl(url).locale).toBe(locale);
  });
});

describe('the payment-method registry', () => {
  it.each(PAYMENT_METHODS)('gives %s a kind, currencies and a name in every locale', (method) => {
    expect(METHOD_KIND[method]).toBeDefined();
    expect(METHOD_CURRENCIES[method].length).toBeGreaterThan(0);
    for (const locale of SUPPORTED_LOCALES)
      expect(text(locale, 'checkout', methodTextKey(method)), locale).toMatch(/\S/);
  });

  it('is what the service enables, offers on the hosted page and starts there', async () => {
    const t = await createTestApp();
    const enabled = await t.ok(
      currenciesResultSchema,
      'GET',
      '/v1/merchants/self/projects/self/currencies',
    );
    expect(Object.keys(enabled.payment_methods).sort()).toEqual([...PAYMENT_METHODS].sort());
    for (const method of PAYMENT_METHODS) {
      const currency = METHOD_CURRENCIES[method][0] ?? 'EUR';
      const order = await createOrder(t, { currency, payment_methods: [method] });
      const key = checkoutKey(order);
      const view = await t.ok(checkoutOrderSchema, 'GET', `/v1/checkout/${key}`, undefined, {
        key: null,
      });
      expect(view.payment_methods, method).toEqual([method]);
      const started = await t.ok(
        checkoutPaymentSchema,
        'POST',
        `/v1/checkout/${key}/transactions`,
        { payment_method: method },
        { key: null },
      );
      if (isCardMethod(method)) expect(started.setup_token, method).toBeTruthy();
      else expect(started.payment_url, method).toMatch(/^http/);
    }
  });
});

describe('no second list', () => {
  const files = [
    ...['src', 'scripts', 'e2e'].flatMap((d) => sources(join(root, d))),
    join(root, 'vite.config.ts'),
  ];
  const named = (source: string, ids: readonly string[]) =>
    ids.filter((id) => source.includes(`'${id}'`) || source.includes(`"${id}"`));

  it('names the locales together only in the locale registry', () => {
    const lists = files.filter(
      (f) => named(readFileSync(f, 'utf8'), SUPPORTED_LOCALES).length >= 4,
    );
    expect(lists.map((f) => relative(root, f))).toEqual(['src/shared/locales.ts']);
  });

  it('names the methods together only in the method registry and the logo table', () => {
    const lists = files.filter(
      (f) => named(readFileSync(f, 'utf8'), PAYMENT_METHODS).length >= PAYMENT_METHODS.length / 2,
    );
    expect(lists.map((f) => relative(root, f)).sort()).toEqual([
      'src/checkout/components/method-art.tsx',
      'src/shared/payment-methods.ts',
    ]);
  });
});
