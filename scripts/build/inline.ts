/**
 * Inline code in the built HTML, allowed by hash in the pages' CSP (the sandbox computes the hashes
 * from the HTML it serves, src/server/routes/static.ts; `npm run build` writes them to
 * dist/csp-hashes.json for other hosts):
 * - `inlineBoot`: a page's boot script (a few hundred bytes that start fetching what the first screen
 *   needs), bundled on its own and put where the page's `<!-- xpay:boot -->` placeholder is, so it
 *   runs as soon as the head arrives, before any other script or stylesheet;
 * - `inlineEntry`: the card frame's own code and CSS in its HTML, one request instead of three in a
 *   row (card-frame.html is revalidated on every load anyway, so separate files would save nothing
 *   on a repeat visit).
 */
import { build, type Plugin, type Rollup } from 'vite';

export const BOOT_PLACEHOLDER = '<!-- xpay:boot -->';

/** Text that would end or confuse an inline `<script>` / `<style>` element. */
function checkInlinable(text: string, what: string) {
  if (/<\/(script|style)|<!--/i.test(text))
    throw new Error(`${what} cannot be inlined: it contains </script, </style or <!--`);
  return text;
}

/** `entry` as one minified classic script (IIFE), with `plugins` (e.g. virtual modules). */
async function bundleScript(root: string, entry: string, plugins: Plugin[], alias: unknown) {
  const result = (await build({
    configFile: false,
    root,
    logLevel: 'warn',
    plugins,
    ...(alias ? { resolve: alias } : {}),
    build: {
      write: false,
      target: 'es2020',
      minify: true,
      modulePreload: false,
      rollupOptions: { input: entry, output: { format: 'iife' } },
    },
  })) as Rollup.RollupOutput | Rollup.RollupOutput[];
  const outputs = Array.isArray(result) ? result : [result];
  const chunks = outputs.flatMap((o) => o.output).filter((o) => o.type === 'chunk');
  if (chunks.length !== 1 || !chunks[0]) throw new Error(`${entry}: expected one chunk`);
  return checkInlinable(chunks[0].code.trim(), entry);
}

export function inlineBoot(
  root: string,
  entry: string,
  plugins: () => Plugin[],
  alias?: unknown,
): Plugin {
  return {
    name: 'xpay:inline-boot',
    async transformIndexHtml(html, ctx) {
      if (!html.includes(BOOT_PLACEHOLDER)) throw new Error(`${ctx.path}: no ${BOOT_PLACEHOLDER}`);
      // Development serves the page without it: the app fetches everything itself.
      if (ctx.server) return html.replace(BOOT_PLACEHOLDER, '');
      const code = await bundleScript(root, entry, plugins(), alias);
      return html.replace(BOOT_PLACEHOLDER, () => `<script>${code}</script>`);
    },
  };
}

/** Replaces the HTML's module script and stylesheet links by their code, and drops the files. */
export function inlineEntry(): Plugin {
  return {
    name: 'xpay:inline-entry',
    apply: 'build',
    enforce: 'post',
    generateBundle(_, bundle) {
      for (const html of Object.values(bundle)) {
        if (html.type !== 'asset' || !html.fileName.endsWith('.html')) continue;
        let text = String(html.source);
        text = text.replace(
          /<script type="module" crossorigin src="\/([^"]+)"><\/script>/g,
          (_tag, file: string) => {
            const chunk = bundle[file];
            if (chunk?.type !== 'chunk' || chunk.imports.length || chunk.dynamicImports.length)
              throw new Error(`${file}: only a self-contained entry can be inlined`);
            delete bundle[file];
            return `<script type="module">${checkInlinable(chunk.code.trim(), file)}</script>`;
          },
        );
        text = text.replace(
          /<link rel="stylesheet" crossorigin href="\/([^"]+)">/g,
          (_tag, file: string) => {
            const css = bundle[file];
            if (css?.type !== 'asset') throw new Error(`${file}: no such stylesheet`);
            delete bundle[file];
            return `<style>${checkInlinable(String(css.source).trim(), file)}</style>`;
          },
        );
        if (/<script[^>]+src=|<link rel="(stylesheet|modulepreload)"/.test(text))
          throw new Error(`${html.fileName}: something was left to fetch`);
        html.source = text;
      }
    },
  };
}
