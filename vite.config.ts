/// <reference types="vitest/config" />
/**
 * Two builds from one config:
 * - default: the hosted checkout (index.html) and the card frame (card-frame.html), one multi-page build;
 * - `--mode loader`: the merchant loader as one IIFE file, dist/widget.js (library mode cannot take
 *   HTML entries, so it is a second pass that must not empty dist).
 * The card frame is bundled in its own pass of the default build (see cardFrameBuild), then written
 * once more per locale with its strings inside (dist/card-frame/<locale>.html).
 * Both pages get an inline boot script that starts fetching their first screen's data with the HTML,
 * the frame's code and CSS are inlined into its HTML (scripts/build/inline.ts), and the locale files
 * are served merged and versioned (scripts/build/locales.ts). `npm run build` then precompresses
 * every text file (scripts/precompress.ts).
 */
import { resolve } from 'node:path';
import { build, defineConfig, type Plugin } from 'vite';
import { writeFrameVariants, writePageVariants } from './scripts/build/frame-strings.ts';
import { compileHints } from './scripts/build/compile-hints.ts';
import { inlineBoot, inlineEntry } from './scripts/build/inline.ts';
import { localeFiles } from './scripts/build/locales.ts';

const root = import.meta.dirname;
/** Modules the hosted page's entry and its lazy chunks share (see manualChunks below). */
const FIRST_RENDER_SHARED =
  /node_modules[\\/](preact|zod|@preact[\\/]signals(-core)?)[\\/]|src[\\/]shared[\\/](locales|money|redirect|zod-lite|early|i18n[\\/]served|api[\\/](public|error|common|order-statuses))\.ts$/;
const jsx = { runtime: 'automatic', importSource: 'preact' } as const;
/** The hosted page and the card frame parse with zod-lite (src/shared/zod-lite.ts), not zod. */
const browserZod = {
  alias: [{ find: /^zod\/mini$/, replacement: resolve(root, 'src/shared/zod-lite.ts') }],
};

/**
 * Builds `<name>.html` in a pass of its own into dist/ (never emptying it): the pages built this
 * way share no chunk with the hosted page.
 */
function buildAlone(name: 'card-frame' | 'review', plugins: Plugin[] = []) {
  return build({
    configFile: false,
    root,
    logLevel: 'warn',
    oxc: { jsx },
    // The review page (fixtures, every screen) keeps zod: it has no budget.
    ...(name === 'card-frame' ? { resolve: browserZod } : {}),
    build: {
      target: 'es2020',
      emptyOutDir: false,
      copyPublicDir: false,
      modulePreload: { polyfill: false },
      rollupOptions: { input: { [name]: resolve(root, `${name}.html`) } },
    },
    plugins,
  });
}

/**
 * Bundles card-frame.html on its own once the hosted page is built, with its code and CSS inlined
 * into the HTML. The frame is the PCI boundary: sharing chunks with the hosted page would make it
 * load every export the checkout uses from shared modules (about 2.5 KB gzip), and would change
 * its script inventory whenever checkout code changes (PCI DSS 6.4.3).
 */
function cardFrameBuild(): Plugin {
  return {
    name: 'xpay:card-frame-build',
    apply: 'build',
    async closeBundle(error?: Error) {
      if (error) return;
      const locales = () => localeFiles(root, { emit: false });
      await buildAlone('card-frame', [
        locales(),
        inlineBoot(root, 'src/card-frame/boot.ts', () => [locales()], browserZod),
        inlineEntry(),
      ]);
      // One card-frame.html and one index.html per locale with its strings inside
      // (scripts/build/frame-strings.ts).
      writeFrameVariants(root, resolve(root, 'dist'));
      writePageVariants(root, resolve(root, 'dist'));
    },
  };
}

/**
 * The localisation review page (review.html, src/review/): every screen of the hosted page and the
 * card frame with fixture data, for reviewers of locales/. Bundled on its own once the hosted page
 * is built, like the frame, so it can never change the hosted page's or the frame's chunks, and
 * nothing of it is loaded by them. In development `/review/` serves it too, as the sandbox does.
 */
function reviewPage(): Plugin {
  let building = false;
  return {
    name: 'xpay:review-page',
    configResolved(config) {
      building = config.command === 'build';
    },
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        if (req.url && /^\/review\/?(\?|$)/.test(req.url))
          req.url = req.url.replace(/^\/review\/?/, '/review.html');
        next();
      });
    },
    async closeBundle(error?: Error) {
      if (error || !building) return;
      await buildAlone('review');
    },
  };
}

export default defineConfig(({ mode }) => {
  if (mode === 'loader') {
    return {
      oxc: { jsx },
      build: {
        emptyOutDir: false,
        target: 'es2020',
        lib: {
          entry: resolve(root, 'src/loader/index.ts'),
          name: 'XPayCard',
          formats: ['iife'],
          fileName: () => 'widget.js',
        },
      },
    };
  }
  return {
    oxc: { jsx },
    // Unit tests parse with zod itself (zod-lite.test.ts holds the two to the same results).
    ...(mode === 'test' ? {} : { resolve: browserZod }),
    build: {
      target: 'es2022',
      manifest: true,
      // Every browser we serve preloads modules natively; the polyfill would cost each page ~0.3 KB.
      modulePreload: { polyfill: false },
      rollupOptions: {
        input: {
          checkout: resolve(root, 'index.html'),
        },
        output: {
          // The hosted page's first render in one shared chunk instead of several small ones (each
          // file gzips on its own): about 0.4 KB gzip of its 40 KB budget. Lazy chunks import it.
          manualChunks: (id: string) => (FIRST_RENDER_SHARED.test(id) ? 'first-render' : undefined),
        },
      },
    },
    plugins: [
      localeFiles(root, { emit: true }),
      inlineBoot(
        root,
        'src/checkout/boot.ts',
        () => [localeFiles(root, { emit: false })],
        browserZod,
      ),
      // The entry and the shared chunk it imports: what the first screen runs.
      compileHints((chunk) => chunk.isEntry || chunk.name === 'first-render'),
      cardFrameBuild(),
      reviewPage(),
    ],
    test: {
      projects: [
        {
          extends: true,
          test: {
            name: 'server',
            environment: 'node',
            include: [
              'src/server/**/*.test.ts',
              'src/shared/**/*.test.ts',
              'scripts/**/*.test.ts',
              'tests/**/*.test.ts',
            ],
          },
        },
        {
          extends: true,
          test: {
            name: 'browser',
            environment: 'happy-dom',
            include: [
              'src/checkout/**/*.test.{ts,tsx}',
              'src/card-frame/**/*.test.{ts,tsx}',
              'src/loader/**/*.test.ts',
              'src/review/**/*.test.{ts,tsx}',
              // The shared card form is DOM UI; its tests are .tsx (tsconfig.browser.json checks them).
              'src/shared/card-form/**/*.test.tsx',
            ],
          },
        },
      ],
    },
  };
});
