/**
 * The card frame's first script, inlined into card-frame.html's head by the build (allowed by its
 * hash in the frame's CSP): unless the HTML carries the locale's strings (the frame as the sandbox
 * serves it per locale), starts fetching the locale's card.json as soon as the head arrives,
 * while the rest of the page (the frame's code) still downloads. main.tsx resolves the locale the
 * same way and takes the response (src/shared/early.ts).
 */
import { startEarly } from '../shared/early.ts';
import { hasInlineStrings } from '../shared/i18n/inline-strings.ts';
import { servedStringsUrl } from '../shared/i18n/served.ts';
import { resolveLocale } from '../shared/locales.ts';
import { readHashParams } from './hash-params.ts';

const params = readHashParams(location.hash, location.ancestorOrigins);
const locale = resolveLocale(params?.locale, navigator.languages);
// Served per locale, the HTML carries the strings already (src/shared/i18n/inline-strings.ts).
if (!hasInlineStrings(locale, 'card')) startEarly([[servedStringsUrl(locale, 'card')]]);
