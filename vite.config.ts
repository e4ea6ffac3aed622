/// <reference types="vitest/config" />
/**
 * Two builds from one config:
 * - default: the hosted checkout (index.html) and the card frame (card-frame.html), one multi-page build;
 * - `--mode loader`: the merchant loader as one IIFE file, dist/widget.js (library mode cannot take
 *   HTML entries, so it is a second pass that must not empty dist).
 */
import { resolve } from 'node:path';
import { defineConfig } from 'vite';

const root = import.meta.dirname;
const jsx = { runtime: 'automatic', importSource: 'preact' } as const;

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
    build: {
      target: 'es2020',
      manifest: true,
      rollupOptions: {
        input: {
          checkout: resolve(root, 'index.html'),
          'card-frame': resolve(root, 'card-frame.html'),
        },
      },
    },
    test: {
      projects: [
        {
          extends: true,
          test: {
            name: 'server',
            environment: 'node',
            include: ['src/server/**/*.test.ts', 'src/shared/**/*.test.ts', 'scripts/**/*.test.ts'],
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
            ],
          },
        },
      ],
    },
  };
});
