/**
 * GET /merchants/self/projects/self/currencies: per payment method, the currencies it supports.
 * @example
 * currenciesResultSchema.parse({ payment_methods: { ideal: { currencies: ['EUR'] } } });
 */
import * as z from 'zod/mini';

export const currenciesResultSchema = z.object({
  payment_methods: z.record(z.string(), z.object({ currencies: z.array(z.string()) })),
});
export type CurrenciesResult = z.infer<typeof currenciesResultSchema>;
