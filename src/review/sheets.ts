/**
 * The real stylesheets of the hosted page and the card frame, for the shadow roots the review page
 * renders them in (one per screen: their ids, radio groups and styles stay apart, as on the real
 * pages). Constructable sheets need no inline style, so the page keeps its strict CSP. The pages'
 * document-level rules (`:root`, `html`, `body`) apply to the shadow host instead.
 */
import checkoutCss from '../checkout/styles.css?inline';
import statusCss from '../checkout/screens/status-screens.css?inline';
import cardPanelCss from '../checkout/components/card-panel.css?inline';
import frameCss from '../card-frame/card-frame.css?inline';
import cardFieldsCss from '../shared/card-form/card-fields.css?inline';
import specimenCss from './specimen.css?inline';

/** `:root`, `html` and `body` as selectors (plain or minified CSS) become `:host`. */
const toHost = (css: string) => css.replace(/(^|[\s,}])(:root|html|body)(?=\s*[{,])/g, '$1:host');

function sheet(...css: string[]) {
  const result = new CSSStyleSheet();
  result.replaceSync(css.map(toHost).join('\n'));
  return result;
}

let cache: { hosted: CSSStyleSheet[]; frame: CSSStyleSheet[] } | null = null;

/** The sheets of each surface, made once and shared by every shadow root. */
export function surfaceSheets() {
  if (!cache) {
    const review = sheet(specimenCss);
    cache = {
      hosted: [sheet(checkoutCss, statusCss, cardPanelCss, cardFieldsCss), review],
      frame: [sheet(cardFieldsCss, frameCss), review],
    };
  }
  return cache;
}
