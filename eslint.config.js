// @ts-check
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Per-directory import rules: the trust boundaries between the parts, and the server's layers. */
const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });
const noServer = { group: ['**/server/**'], message: 'Browser code never imports server code.' };
const noBrowser = {
  group: ['**/checkout/**', '**/card-frame/**', '**/loader/**'],
  message: 'The server does not import browser code.',
};
const noRepositories = {
  group: ['better-sqlite3', '**/db/*'],
  message:
    'Only services (and the composition root, app.ts and main.ts) use repositories: routes and lib go through a service.',
};
/** better-sqlite3 is the SQLite store's own: everything else runs statements through a `Sql`. */
const noSqliteDriver = {
  group: ['better-sqlite3'],
  message:
    'Only the SQLite store (src/server/db/sqlite-store.ts) uses better-sqlite3: go through the Store.',
};
/** One way to read a signal in a component: `.value`, made reactive by @preact/signals' integration. */
const oneSignals = {
  group: ['@preact/signals-core'],
  message:
    "Import from '@preact/signals': its Preact integration makes `.value` in a component reactive.",
};

export default tseslint.config(
  {
    ignores: ['dist', 'node_modules', 'reports', 'test-results', 'playwright-report', 'data'],
  },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      'no-console': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: 'Read the environment only in src/server/env.ts.',
        },
      ],
    },
  },
  { files: ['**/*.js'], ...tseslint.configs.disableTypeChecked },
  {
    files: ['src/shared/**'],
    rules: restrict([
      {
        group: ['**/server/**', '**/checkout/**', '**/card-frame/**', '**/loader/**'],
        message: 'shared imports nothing else from src/.',
      },
      { group: ['node:*'], message: 'shared is isomorphic: no node: modules.' },
    ]),
  },
  {
    // Tests of shared code run in Node and may read reference files.
    files: ['src/shared/**/*.test.ts'],
    rules: restrict([
      {
        group: ['**/server/**', '**/checkout/**', '**/card-frame/**', '**/loader/**'],
        message: 'shared imports nothing else from src/.',
      },
    ]),
  },
  {
    files: ['src/checkout/**'],
    languageOptions: { globals: globals.browser },
    rules: restrict([
      noServer,
      oneSignals,
      { group: ['**/card-frame/**', '**/loader/**'], message: 'Parts meet only in shared/.' },
    ]),
  },
  {
    files: ['src/card-frame/**'],
    languageOptions: { globals: globals.browser },
    rules: restrict([
      noServer,
      oneSignals,
      { group: ['**/checkout/**', '**/loader/**'], message: 'Parts meet only in shared/.' },
      { group: ['i18next'], message: 'The frame budget has no room for i18next.' },
    ]),
  },
  {
    files: ['src/loader/**'],
    languageOptions: { globals: globals.browser },
    rules: restrict([
      noServer,
      { group: ['**/checkout/**', '**/card-frame/**'], message: 'Parts meet only in shared/.' },
      {
        group: ['preact', 'preact/*', '@preact/*', 'zod', 'zod/*', 'i18next'],
        message: 'The loader ships no framework, no zod, no i18next.',
      },
      {
        group: ['**/shared/api/**', '**/shared/card/**'],
        message:
          'The loader may import only shared/widget-protocol/{envelope,guards} and shared/locales.',
      },
    ]),
  },
  {
    // The localisation review page shows the hosted page and the card frame side by side: the one
    // place that may import both. Nothing imports it, and it is built on its own (vite.config.ts).
    files: ['src/review/**'],
    languageOptions: { globals: globals.browser },
    rules: restrict([
      noServer,
      { group: ['**/loader/**'], message: 'The review page shows the frame, not the loader.' },
    ]),
  },
  {
    // The shared card form is UI for two browser parts (card frame, hosted checkout): unlike the
    // rest of shared/ it may use Preact, @preact/signals and the DOM (tsconfig.browser.json only).
    files: ['src/shared/card-form/**'],
    languageOptions: { globals: globals.browser },
  },
  {
    files: ['src/server/**'],
    languageOptions: { globals: globals.node },
    rules: restrict([noBrowser, noRepositories]),
  },
  {
    // Repositories (src/server/db) are used by the services, the background work the services
    // start (scheduler, webhook dispatcher), and the composition root that makes them; tests and
    // their helpers may set up data directly.
    files: [
      'src/server/db/**',
      'src/server/scheduler/**',
      'src/server/webhooks/**',
      'src/server/app.ts',
      'src/server/main.ts',
      'src/server/env.ts',
      'src/server/seed.ts',
      'src/server/test-*.ts',
      'src/server/**/*.test.ts',
    ],
    rules: restrict([noBrowser, noSqliteDriver]),
  },
  {
    // The store itself, and the tests that read a database file as a thief or an old version would.
    files: [
      'src/server/db/sqlite-store.ts',
      'src/server/db/secrets.test.ts',
      'src/server/db/seal-legacy.test.ts',
    ],
    rules: restrict([noBrowser]),
  },
  {
    files: ['src/server/services/**'],
    rules: restrict([
      noBrowser,
      noSqliteDriver,
      { group: ['hono', 'hono/*'], message: 'Services never import hono.' },
    ]),
  },
  {
    // The demo shop's page script runs in the browser, beside widget.js (the XPayCard global).
    files: ['src/server/merchant-demo/public/**'],
    languageOptions: { globals: { ...globals.browser, XPayCard: 'readonly' } },
  },
  {
    files: ['src/server/main.ts', 'scripts/**', 'e2e/**', 'tests/**'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['src/server/env.ts', 'playwright.config.ts', 'scripts/**', 'e2e/**', 'tests/**'],
    rules: { 'no-restricted-syntax': 'off' },
  },
);
