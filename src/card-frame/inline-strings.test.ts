import { describe, expect, it } from 'vitest';
import { withStrings } from '../../scripts/build/frame-strings.ts';
import { hasInlineStrings, takeInlineStrings } from '../shared/i18n/inline-strings.ts';

/** The page as the browser would parse it: the build's HTML with the strings put in. */
function load(strings: object) {
  const html = withStrings(
    '<!doctype html><html><head><script>boot()</script></head><body></body></html>',
    'de-DE',
    JSON.stringify(strings),
  );
  document.documentElement.innerHTML = new DOMParser().parseFromString(
    html,
    'text/html',
  ).documentElement.innerHTML;
  return html;
}

describe('strings carried in the HTML', () => {
  it('are put before the first script and read back once, for their locale and namespace only', () => {
    const html = load({ pay: 'Jetzt {{amount}} zahlen' });
    expect(html.indexOf('xpay-strings')).toBeLessThan(html.indexOf('boot()'));
    expect(hasInlineStrings('nl-NL', 'card')).toBe(false);
    expect(hasInlineStrings('de-DE', 'checkout')).toBe(false);
    expect(hasInlineStrings('de-DE', 'card')).toBe(true);
    expect(takeInlineStrings('de-DE', 'card')).toEqual({ pay: 'Jetzt {{amount}} zahlen' });
    // Taken once: a later change of locale fetches.
    expect(takeInlineStrings('de-DE', 'card')).toBeNull();
  });

  it('cannot end their element or open a comment, whatever a text says', () => {
    const hostile = { a: '</script><script>alert(1)</script>', b: '<!-- x', c: '</SCRIPT >' };
    const html = load(hostile);
    expect(html.match(/<\/script/gi)).toHaveLength(2);
    expect(html).not.toContain('<!--');
    expect(takeInlineStrings('de-DE', 'card')).toEqual(hostile);
  });
});
