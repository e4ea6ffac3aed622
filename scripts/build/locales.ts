/**
 * The locale files as the browser parts fetch them: for each locale and namespace one JSON file with
 * the locale's fallbacks merged in (src/shared/i18n/merge-chain.ts) and its format data for writing
 * amounts, times of day and dates without Intl (`$formats`, src/shared/i18n/format-data.ts),
 * minified, under `assets/locales/<version>/<locale>/<namespace>.json`. The version is a hash of all
 * of them, so the URLs change whenever any text changes and the files can be cached for a year like
 * every other asset under assets/. Code reads the base URL from `virtual:xpay-locales` (LOCALES_BASE); the
 * inline boot scripts use it to start fetching the active locale's file with the HTML.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { mergeChain } from '../../src/shared/i18n/merge-chain.ts';
import type { Messages } from '../../src/shared/i18n/translate.ts';
import { formatData } from '../../src/shared/i18n/format-data.ts';
import { FORMATS_KEY } from '../../src/shared/locale-format.ts';
import { fallbackChain, SUPPORTED_LOCALES } from '../../src/shared/locales.ts';

export const NAMESPACES = ['checkout', 'card'] as const;
const VIRTUAL = 'virtual:xpay-locales';

/** Every served locale file by its path under LOCALES_BASE (`de-DE/card.json`), and the version. */
export function servedLocaleFiles(root: string) {
  const read = (locale: string, ns: string) =>
    JSON.parse(readFileSync(join(root, 'locales', locale, `${ns}.json`), 'utf8')) as Messages;
  const files = new Map<string, string>();
  for (const locale of SUPPORTED_LOCALES)
    for (const ns of NAMESPACES)
      files.set(
        `${locale}/${ns}.json`,
        JSON.stringify({
          ...mergeChain(fallbackChain(locale).map((l) => read(l, ns))),
          [FORMATS_KEY]: formatData(locale),
        }),
      );
  const hash = createHash('sha256');
  for (const [path, text] of files) hash.update(`${path}\n${text}\n`);
  return { files, version: hash.digest('base64url').slice(0, 10) };
}

/** `emit`: write the files (the hosted page's build; the frame's build only reads the base). */
export function localeFiles(root: string, options: { emit: boolean }): Plugin {
  let base = '/';
  let building = false;
  const served = () => servedLocaleFiles(root);
  const dir = (version: string) => `assets/locales/${version}/`;
  return {
    name: 'xpay:locale-files',
    configResolved(config) {
      base = config.base;
      building = config.command === 'build';
    },
    resolveId: (id) => (id === VIRTUAL ? `\0${VIRTUAL}` : null),
    load(id) {
      if (id !== `\0${VIRTUAL}`) return null;
      // In development and tests the version is fixed: the dev server answers any version.
      const version = building ? served().version : 'dev';
      return `export const LOCALES_BASE = ${JSON.stringify(`${base}${dir(version)}`)};`;
    },
    generateBundle() {
      if (!options.emit) return;
      const { files, version } = served();
      for (const [path, source] of files)
        this.emitFile({ type: 'asset', fileName: `${dir(version)}${path}`, source });
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const match = /^\/assets\/locales\/[\w-]+\/([\w-]+\/\w+\.json)$/.exec(req.url ?? '');
        const text = match?.[1] ? served().files.get(match[1]) : undefined;
        if (text === undefined) return next();
        res.setHeader('Content-Type', 'application/json');
        res.end(text);
      });
    },
  };
}
