/**
 * The parts an order is made of: order lines, customer and client details.
 * @example
 * orderLineRequestSchema.parse({ name: 'T-shirt', amount: 1995, quantity: 2 });
 */
import * as z from 'zod/mini';
import { currencySchema, httpUrlSchema, idSchema, textSchema } from './common.ts';

const lineFields = {
  /** Open string: physical, discount, shipping_fee, sales_tax, digital, gift_card, store_credit, surcharge, … */
  type: z.optional(textSchema(50)),
  ean: z.optional(textSchema(50)),
  merchant_order_line_id: z.optional(textSchema(100)),
  name: textSchema(500).check(z.minLength(1)),
  url: z.optional(httpUrlSchema),
  image_url: z.optional(httpUrlSchema),
  currency: z.optional(currencySchema),
  /** Unit price in minor units, VAT included; negative only for discounts. */
  amount: z.int().check(z.minimum(-Number.MAX_SAFE_INTEGER), z.maximum(Number.MAX_SAFE_INTEGER)),
  quantity: z.int().check(z.minimum(1), z.maximum(1_000_000)),
  discount_rate: z.optional(z.int().check(z.minimum(0), z.maximum(10000))),
  vat_percentage: z.optional(z.int().check(z.minimum(0), z.maximum(10000))),
};

/** An order line as a merchant sends it; `id` is assigned by the service. */
export const orderLineRequestSchema = z.strictObject({ ...lineFields, id: z.optional(idSchema) });
export type OrderLineRequest = z.infer<typeof orderLineRequestSchema>;

/** An order line as the service returns it. */
export const orderLineSchema = z.object({ ...lineFields, id: idSchema, name: z.string() });
export type OrderLine = z.infer<typeof orderLineSchema>;

const addressSchema = z.looseObject({
  address_type: z.optional(textSchema(50)),
  address: z.optional(textSchema(500)),
  postal_code: z.optional(textSchema(20)),
  housenumber: z.optional(textSchema(20)),
  country: z.optional(textSchema(2)),
});

/** Customer details. Never shown to browsers. */
export const customerSchema = z.strictObject({
  user_agent: z.optional(textSchema(1000)),
  merchant_customer_id: z.optional(textSchema(100)),
  email_address: z.optional(textSchema(254)),
  first_name: z.optional(textSchema(200)),
  last_name: z.optional(textSchema(200)),
  address_type: z.optional(textSchema(50)),
  address: z.optional(textSchema(500)),
  postal_code: z.optional(textSchema(20)),
  housenumber: z.optional(textSchema(20)),
  country: z.optional(textSchema(2)),
  locale: z.optional(textSchema(20)),
  phone_numbers: z.optional(z.array(textSchema(30)).check(z.maxLength(10))),
  ip_address: z.optional(textSchema(45)),
  forwarded_ip: z.optional(textSchema(200)),
  gender: z.optional(textSchema(20)),
  birthdate: z.optional(
    z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}/, 'a date such as 1990-12-31')),
  ),
  referrer: z.optional(textSchema(2048)),
  additional_addresses: z.optional(z.array(addressSchema).check(z.maxLength(10))),
});
export type Customer = z.infer<typeof customerSchema>;

/** Client integration details. */
export const clientSchema = z.strictObject({
  user_agent: z.optional(textSchema(1000)),
  platform_name: z.optional(textSchema(100)),
  platform_version: z.optional(textSchema(100)),
  plugin_name: z.optional(textSchema(100)),
  plugin_version: z.optional(textSchema(100)),
});
export type Client = z.infer<typeof clientSchema>;
