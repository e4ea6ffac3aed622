/**
 * The card frame's first script, inlined into card-frame.html's head by the build (allowed by its
 * hash in the frame's CSP): starts fetching the locale's card.json as soon as the head arrives,
 * while the rest of the page (the frame's code) still downloads. main.tsx resolves the locale the
 * same way and takes the response (src/shared/early.ts).
 */
import { startEarly } from '../shared/early.ts';
import { servedStringsUrl } from '../shared/i18n/served.ts';
import { resolveLocale } from '../shared/locales.ts';
import { readHashParams } from './hash-params.ts';

const params = readHashParams(location.hash, location.ancestorOrigins);
startEarly([[servedStringsUrl(resolveLocale(params?.locale, navigator.languages), 'card')]]);
