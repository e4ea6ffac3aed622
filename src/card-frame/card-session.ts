/**
 * POST /v1/card/session: what the frame may know about its order (amount for the pay button,
 * test mode, and once the order is decided, where the shopper goes).
 * @example
 * const session = await fetchCardSession({ apiBase, setupToken });
 * formatMinor(session.amount, session.currency, locale);
 */
import { cardSessionSchema } from '../shared/api/public.ts';
import type { CardSession } from '../shared/api/public.ts';
import { CardPaymentError, postPublic } from '../shared/card-form/index.ts';

export async function fetchCardSession(options: {
  apiBase: string;
  setupToken: string;
  fetch?: typeof fetch;
}): Promise<CardSession> {
  const doFetch = options.fetch ?? fetch.bind(globalThis);
  const parsed = cardSessionSchema.safeParse(
    await postPublic(doFetch, `${options.apiBase}/v1/card/session`, {
      setup_token: options.setupToken,
    }),
  );
  if (!parsed.success) throw new CardPaymentError('contract');
  return parsed.data;
}
