/**
 * What each request property is, for the error body's `property_description`: a 400 names the
 * property (`property_path`), says what went wrong (`value`) and what the property is for. Texts are
 * written from the interface's field notes; they never contain what was sent.
 * @example
 * describeProperty('transactions[0].payment_method'); // 'Payment method of the transaction, …'
 * describeProperty('customer.email_address');         // 'E-mail address of the customer'
 */

import { SUPPORTED_LOCALES } from '../locales.ts';

// prettier-ignore
const DESCRIPTIONS: Readonly<Record<string, string>> = {
  amount: 'Amount in minor units (cents), VAT included: a positive integer',
  currency: 'ISO 4217 currency code, such as EUR',
  description: 'Free-text description',
  merchant_order_id: "The merchant's own reference",
  merchant_bulk_id: 'Groups transactions for payouts',
  merchant_name: 'Merchant name, for payouts',
  merchant_iban: 'Merchant IBAN, for payouts',
  merchant_bic: 'Merchant BIC, for payouts',
  return_url: 'Absolute http(s) URL the customer returns to after paying',
  failure_url: 'Absolute http(s) URL the customer returns to when the payment failed',
  webhook_url: 'Absolute http(s) URL that receives status-change notifications',
  locale: `Language of the hosted page: ${SUPPORTED_LOCALES.slice(0, -1).join(', ')} or ${SUPPORTED_LOCALES.at(-1)}`,
  payment_methods: 'Payment methods the order may be paid with',
  capture_mode: 'Capture mode: manual or delayed (delayed requires expiration_period)',
  expiration_period: 'ISO 8601 duration after which an unpaid order expires, such as PT30M',
  order_lines: 'Line items of the order',
  'order_lines.id': 'Order line identifier, as the service assigned it',
  'order_lines.merchant_order_line_id': "The merchant's own order line reference",
  'order_lines.name': 'Name of the order line',
  'order_lines.quantity': 'Quantity: a positive integer',
  'order_lines.amount': 'Unit price in minor units, VAT included',
  'order_lines.vat_percentage': 'VAT percentage times 100 (2100 is 21 %)',
  'order_lines.discount_rate': 'Discount percentage times 100 (0 to 10000)',
  'order_lines.type': 'Order line type, such as physical, discount or shipping_fee',
  'order_lines.url': 'Absolute http(s) URL of the product page',
  'order_lines.image_url': 'Absolute http(s) URL of the product image',
  order_line: 'One order line to capture or void',
  transactions: 'Payment attempts to start with the order, one per payment method',
  'transactions.payment_method': 'Payment method of the transaction, enabled for the project',
  'transactions.payment_method_details': 'Method-specific details of the transaction',
  'transactions.payment_method_details.issuer_id': 'iDEAL issuer (bank) identifier',
  'transactions.payment_method_details.vault_token': 'Vault token of a stored card',
  'transactions.payment_method_details.setup_token': 'true to receive a setup token for card entry',
  customer: 'Customer details',
  'customer.email_address': 'E-mail address of the customer',
  'customer.birthdate': 'Date of birth, YYYY-MM-DD',
  'customer.country': 'ISO 3166-1 alpha-2 country code',
  'customer.phone_numbers': 'Phone numbers of the customer',
  client: 'Details of the integration that sends the order',
  extra: 'Free-form object stored with the order',
  pan: 'Full card number',
  expiry_date: 'Card expiry, MMYY',
  setup_token: "Setup token from the order's card transaction",
  vault_token: 'Vault token returned by the tokenization',
  status: 'Order status',
  created_since: 'ISO 8601 date-time with offset: the earliest creation time',
  created_until: 'ISO 8601 date-time with offset: the latest creation time',
  limit: 'Largest number of orders to return: 1 to 1000',
  offset: 'Number of matching orders to skip',
  amount_min: 'Smallest amount, in minor units',
  amount_max: 'Largest amount, in minor units',
  'fields[]': 'Extra data to include: amount_details or order_line_details',
  transaction_id: 'Transaction of the order',
  outcome: 'Outcome picked on a simulated sandbox page',
  'customer.locale': 'Language of the customer',
};

/**
 * What the property at `path` is (`transactions[0].payment_method` reads the entry for
 * `transactions.payment_method`, else the one for its last name). Undefined for an unknown name.
 */
export function describeProperty(path: string | undefined): string | undefined {
  if (!path) return undefined;
  const generic = path.replace(/\[\d+\]/g, '');
  if (Object.hasOwn(DESCRIPTIONS, generic)) return DESCRIPTIONS[generic];
  const last = generic.split('.').pop() ?? generic;
  return Object.hasOwn(DESCRIPTIONS, last) ? DESCRIPTIONS[last] : undefined;
}
