/**
 * POST /tokens/: card details for a vault token, authenticated by the order's setup token.
 * The only request in the contract that carries a card number.
 * @example
 * tokenRequestSchema.parse({ pan: '4111111111111111', expiry_date: '1230', setup_token: 'st_…' });
 */
import * as z from 'zod/mini';

// Marked pure down to each check (zod's check builders are not): the browser bundles, which only
// read tokenResultSchema, drop this schema and the checks it alone needs.
export const tokenRequestSchema = /* @__PURE__ */ z.strictObject({
  pan: /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.regex(/^\d{12,19}$/, '12 to 19 digits')),
  expiry_date: /* @__PURE__ */ z
    .string()
    .check(/* @__PURE__ */ z.regex(/^(0[1-9]|1[0-2])\d{2}$/, 'MMYY')),
  setup_token: /* @__PURE__ */ z
    .string()
    .check(/* @__PURE__ */ z.minLength(1), /* @__PURE__ */ z.maxLength(200)),
});
export type TokenRequest = z.infer<typeof tokenRequestSchema>;

export const tokenResultSchema = z.object({ vault_token: z.string() });
export type TokenResult = z.infer<typeof tokenResultSchema>;
