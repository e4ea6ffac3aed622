/**
 * GET /ideal/issuers: the iDEAL banks a customer may pick, as the Ginger SDKs and plugin SDK still
 * ask for them (a JSON array of `{id, list_type, name}`). Not in the interface; a compatibility
 * endpoint of the sandbox.
 * @example
 * idealIssuerListSchema.parse([{ id: 'INGBNL2A', list_type: 'Nederland', name: 'ING' }]);
 */
import * as z from 'zod/mini';

export const idealIssuerSchema = z.object({
  /** The bank's BIC: what `payment_method_details.issuer_id` takes. */
  id: z.string(),
  /** The group the bank is listed under (its country). */
  list_type: z.string(),
  name: z.string(),
});
export type IdealIssuer = z.infer<typeof idealIssuerSchema>;

export const idealIssuerListSchema = z.array(idealIssuerSchema);
