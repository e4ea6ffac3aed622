/**
 * POST /tokens/: card details for a vault token, authenticated by the order's setup token.
 * The only request in the contract that carries a card number.
 * @example
 * tokenRequestSchema.parse({ pan: '4111111111111111', expiry_date: '1230', setup_token: 'st_…' });
 */
import * as z from 'zod/mini';

export const tokenRequestSchema = z.strictObject({
  pan: z.string().check(z.regex(/^\d{12,19}$/, '12 to 19 digits')),
  expiry_date: z.string().check(z.regex(/^(0[1-9]|1[0-2])\d{2}$/, 'MMYY')),
  setup_token: z.string().check(z.minLength(1), z.maxLength(200)),
});
export type TokenRequest = z.infer<typeof tokenRequestSchema>;

export const tokenResultSchema = z.object({ vault_token: z.string() });
export type TokenResult = z.infer<typeof tokenResultSchema>;
