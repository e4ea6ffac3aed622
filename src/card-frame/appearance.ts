/**
 * Applies the merchant's appearance tokens as CSS custom properties through one constructable
 * stylesheet (adoptedStyleSheets): no style attributes and no inline <style>, so the frame keeps
 * its CSP without 'unsafe-inline'. Values were checked against the allowlist by the message
 * schema and are checked again here before they reach CSS.
 * @example
 * const appearance = createAppearanceSheet(document);
 * appearance.apply({ colorPrimary: '#7a1fa2', fontFamily: 'Georgia' });
 */
import type { Appearance, FontFamily } from '../shared/widget-protocol/envelope.ts';
import { sanitizeAppearance } from '../shared/widget-protocol/guards.ts';

/** An allowlisted family with its generic fallback (generic names must stay unquoted). */
function fontStack(family: FontFamily): string {
  if (family === 'system-ui') return "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";
  if (family === 'serif' || family === 'sans-serif') return family;
  const generic = family === 'Georgia' || family === 'Times New Roman' ? 'serif' : 'sans-serif';
  return `'${family}', ${generic}`;
}

const PROPERTIES = {
  colorPrimary: '--xp-color-primary',
  colorText: '--xp-color-text',
  colorBackground: '--xp-color-background',
  colorDanger: '--xp-color-danger',
  borderRadius: '--xp-radius',
} as const;

/** The `:root` rule for the tokens (only allowlisted, well-formed values). */
export function appearanceCss(input: Appearance): string {
  const tokens = sanitizeAppearance(input);
  const declarations = Object.entries(PROPERTIES).flatMap(([token, property]) => {
    const value = tokens[token as keyof typeof PROPERTIES];
    return value ? [`${property}:${value}`] : [];
  });
  if (tokens.fontFamily) declarations.push(`--xp-font:${fontStack(tokens.fontFamily)}`);
  return `:root{${declarations.join(';')}}`;
}

export function createAppearanceSheet(doc: Document) {
  let sheet: CSSStyleSheet | null = null;
  return {
    apply: (appearance: Appearance) => {
      // Constructable sheets are missing in old browsers and test DOMs: defaults then apply.
      if (typeof CSSStyleSheet === 'undefined' || !('adoptedStyleSheets' in doc)) return;
      const next = new CSSStyleSheet();
      next.replaceSync(appearanceCss(appearance));
      doc.adoptedStyleSheets = [...doc.adoptedStyleSheets.filter((s) => s !== sheet), next];
      sheet = next;
    },
  };
}
