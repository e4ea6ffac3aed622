/**
 * POST /v1/card/session: what the frame may know about its order (amount for the pay button,
 * test mode, and once the order is decided, where the shopper goes).
 * @example
 * const session = await fetchCardSession({ apiBase, setupToken });
 * formatMinor(session.amount, session.currency, locale);
 */
import { cardSessionSchema } from '../shared/api/public.ts';
import type { CardSession } from '../shared/api/public.ts';
import { callPublic } from '../shared/public-api.ts';

export const fetchCardSession = (options: {
  apiBase: string;
  setupToken: string;
  fetch?: typeof fetch;
}): Promise<CardSession> =>
  callPublic(
    options.fetch ?? fetch.bind(globalThis),
    options.apiBase,
    'v1/card/session',
    cardSessionSchema,
    { setup_token: options.setupToken },
  );
