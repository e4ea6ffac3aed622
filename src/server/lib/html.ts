/** Server-rendered pages of the sandbox: escaped text, no inline script or style (strict CSP). */
const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for HTML content and attribute values. */
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => ESCAPES[ch] ?? ch);

/** Tagged template: interpolations are escaped unless wrapped with `raw()`. */
export function html(strings: TemplateStringsArray, ...values: unknown[]): Raw {
  let out = strings[0] ?? '';
  values.forEach((value, i) => {
    const items = Array.isArray(value) ? value : [value];
    for (const item of items)
      out += item instanceof Raw ? item.value : escapeHtml(String(item ?? ''));
    out += strings[i + 1] ?? '';
  });
  return new Raw(out);
}

export class Raw {
  readonly value: string;
  constructor(value: string) {
    this.value = value;
  }
}

/** A whole sandbox page. */
export const page = (title: string, body: Raw) =>
  html`<!doctype html>
    <html lang="en-GB">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="referrer" content="no-referrer" />
        <title>${title}</title>
        <link rel="icon" href="data:," />
        <link rel="stylesheet" href="/sandbox/sandbox.css" />
      </head>
      <body>
        <p class="banner">Sandbox: no real money moves. This page simulates a bank.</p>
        <main>${body}</main>
      </body>
    </html>`.value;

/** CSP of server-rendered pages: our own stylesheet, forms posting to ourselves, never framed. */
export const PAGE_CSP =
  "default-src 'none'; style-src 'self'; img-src 'self' data:; form-action 'self' http: https:; frame-ancestors 'none'; base-uri 'none'";
