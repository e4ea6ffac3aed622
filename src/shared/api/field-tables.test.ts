/**
 * The field tables of the interface document, transcribed, checked against the contract's schemas;
 * and, when the document is at hand, the transcription checked against the document itself.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { currenciesResultSchema } from './currencies.ts';
import { errorBodySchema } from './error.ts';
import { amountDetailsSchema, createOrderRequestSchema, orderSchema } from './order.ts';
import { clientSchema, customerSchema, orderLineSchema } from './order-parts.ts';
import { paymentLinkSchema } from './payment-link.ts';
import { refundRequestSchema } from './settlement.ts';
import { searchOrdersResultSchema } from './search.ts';
import { keysOf, schemaAt, unwrap } from './test-utils.ts';
import { tokenResultSchema } from './token.ts';
import { transactionSchema } from './transaction.ts';
import { webhookEventSchema } from './webhook.ts';

type FieldTable = {
  /** What the interface calls it. */
  name: string;
  /** The table's key in the document (see `parseFieldTables`), or null when it is prose. */
  doc: string | null;
  schema: z.ZodMiniType;
  fields: readonly string[];
};

// prettier-ignore
const FIELD_TABLES: readonly FieldTable[] = [
  { name: 'Order', doc: 'Order', schema: orderSchema, fields: [
    'id', 'project_id', 'merchant_id', 'order_url', 'refund_of_order_id', 'refund_orders',
    'refunded_amount', 'chargeback_of_order_id', 'chargeback_orders', 'reversal_of_order_id',
    'reversal_orders', 'related_order_id', 'related_orders', 'related_payment_link_id',
    'merchant_order_id', 'merchant_bulk_id', 'merchant_name', 'merchant_iban', 'merchant_bic',
    'created', 'modified', 'completed', 'expiration_period', 'capture_mode', 'currency', 'amount',
    'description', 'status', 'flags', 'locale', 'payment_methods', 'transactions', 'return_url',
    'failure_url', 'webhook_url', 'order_lines', 'customer', 'client', 'extra'] },
  { name: 'Transaction', doc: 'Transaction', schema: schemaAt(orderSchema, 'transactions'), fields: [
    'id', 'project_id', 'merchant_id', 'created', 'modified', 'completed', 'expiration_period',
    'currency', 'amount', 'balance', 'description', 'product_type', 'credit_debit', 'channel',
    'outcomes', 'payment_method', 'payment_method_brand', 'payment_method_details', 'payment_url',
    'status', 'is_capturable', 'reason', 'customer_message', 'msc_currency', 'icf_currency',
    'icp_currency', 'msc_amount', 'icf_amount', 'icp_amount', 'msc_calculation_type',
    'payout_batch_id'] },
  { name: 'outcomes.fraud_prevention', doc: 'outcomes.fraud_prevention',
    schema: schemaAt(transactionSchema, 'outcomes.fraud_prevention'),
    fields: ['status', 'score', 'reason', 'error_description'] },
  { name: 'outcomes.processing', doc: 'outcomes.processing',
    schema: schemaAt(transactionSchema, 'outcomes.processing'),
    fields: ['status', 'response_code', 'response_code_description', 'merchant_advice_code',
      'error_description'] },
  { name: 'payment_method_details', doc: 'payment_method_details',
    schema: schemaAt(transactionSchema, 'payment_method_details'), fields: [
    'datetime_local', 'attempt_3dsecure', 'require_3dsecure', 'setup_token', 'vault_token', 'cvc',
    'one_click_type', 'recurring_type', 'schedule_type', 'truncated_pan', 'card_expiry',
    'cardholder_name', 'response_code', 'first_authorised_transaction_id'] },
  { name: 'OrderLine', doc: 'OrderLine', schema: schemaAt(orderSchema, 'order_lines'), fields: [
    'id', 'type', 'ean', 'merchant_order_line_id', 'name', 'url', 'image_url', 'currency',
    'amount', 'quantity', 'discount_rate', 'vat_percentage'] },
  { name: 'Customer', doc: 'Customer', schema: schemaAt(createOrderRequestSchema, 'customer'),
    fields: [
    'user_agent', 'merchant_customer_id', 'email_address', 'first_name', 'last_name',
    'address_type', 'address', 'postal_code', 'housenumber', 'country', 'locale', 'phone_numbers',
    'ip_address', 'gender', 'birthdate', 'additional_addresses'] },
  { name: 'Client', doc: null, schema: schemaAt(createOrderRequestSchema, 'client'),
    fields: ['user_agent', 'platform_name', 'platform_version', 'plugin_name', 'plugin_version'] },
  { name: 'Payment link', doc: 'Payment link', schema: paymentLinkSchema, fields: [
    'id', 'merchant_order_id', 'description', 'amount', 'currency', 'expiration_period',
    'payment_url', 'payment_methods', 'created', 'modified', 'completed', 'completed_order_id',
    'status', 'reason', 'orders', 'customer'] },
  { name: 'Search result', doc: null, schema: searchOrdersResultSchema, fields: ['hits', 'orders'] },
  { name: 'Search result orders[]', doc: null, schema: schemaAt(searchOrdersResultSchema, 'orders'),
    fields: ['amount', 'description', 'currency'] },
  { name: 'Supported currencies result', doc: null, schema: currenciesResultSchema,
    fields: ['payment_methods'] },
  { name: 'Vault token result', doc: null, schema: tokenResultSchema, fields: ['vault_token'] },
  { name: 'Error body', doc: 'Error body', schema: schemaAt(errorBodySchema, 'error'),
    fields: ['status', 'type', 'value', 'property_path', 'property_description'] },
  { name: 'webhook event body', doc: 'Delivery', schema: webhookEventSchema,
    fields: ['event', 'order_id', 'project_id'] },
  { name: 'amount_details', doc: null, schema: schemaAt(orderSchema, 'amount_details'),
    fields: ['captured', 'capturable', 'refunded', 'refundable', 'voided', 'voidable'] },
];

describe('interface field tables', () => {
  it.each(FIELD_TABLES.map((t) => [t.name, t] as const))(
    '%s: every field is in the schema',
    (_n, t) => {
      const keys = keysOf(t.schema);
      expect(t.fields.filter((field) => !keys.includes(field))).toEqual([]);
    },
  );

  it('reads shapes through .check() and optional wrappers', () => {
    expect(Object.keys(refundRequestSchema.shape)).toContain('order_lines');
    expect(unwrap(orderSchema.shape.amount_details)).toBe(amountDetailsSchema);
    expect(schemaAt(orderSchema, 'order_lines')).toBe(orderLineSchema);
    expect(schemaAt(createOrderRequestSchema, 'customer')).toBe(customerSchema);
    expect(schemaAt(createOrderRequestSchema, 'client')).toBe(clientSchema);
    expect(() => keysOf(transactionSchema.shape.status)).toThrow(/not an object/);
  });

  it('lists each field once per table', () => {
    for (const t of FIELD_TABLES) expect(new Set(t.fields).size, t.name).toBe(t.fields.length);
  });
});

/**
 * The `| Field | … |` tables of the document, by the `### ` heading they sit under; a table that a
 * "`name` fields:" line introduces is keyed by that name instead.
 */
function parseFieldTables(markdown: string): Map<string, string[]> {
  const tables = new Map<string, string[]>();
  let heading = '';
  let label = '';
  let rows: string[] | null = null;
  let inTable = false;
  for (const raw of markdown.split('\n')) {
    const line = raw.trim();
    if (line.startsWith('#')) {
      heading = line.startsWith('### ') ? line.slice(4).trim() : '';
      label = heading;
      inTable = false;
      continue;
    }
    if (!line.startsWith('|')) {
      inTable = false;
      if (line !== '') label = /^`([\w.]+)` fields:$/.exec(line)?.[1] ?? heading;
      continue;
    }
    const cells = line
      .slice(1, -1)
      .split('|')
      .map((cell) => cell.trim());
    if (!inTable) {
      inTable = true;
      rows = cells[0] === 'Field' && heading !== '' ? [] : null;
      if (rows) tables.set(label, rows);
    } else if (rows && !/^:?-+:?$/.test(cells[0] ?? '')) {
      rows.push(...(cells[0] ?? '').split(',').map((name) => name.trim()));
    }
  }
  return tables;
}

const repoRoot = join(import.meta.dirname, '../../..');
const interfacePath = join(repoRoot, '../shared/reference/service-interface.md');
const hasInterface = existsSync(interfacePath);

describe('transcription against the interface document', () => {
  const markdown = hasInterface ? readFileSync(interfacePath, 'utf8') : '';

  it.skipIf(!hasInterface)('transcribes every field table, field by field', () => {
    const parsed = Object.fromEntries(parseFieldTables(markdown));
    const transcribed = Object.fromEntries(
      FIELD_TABLES.filter((t) => t.doc !== null).map((t) => [t.doc ?? '', [...t.fields]] as const),
    );
    expect(parsed).toEqual(transcribed);
  });

  it.skipIf(!hasInterface)('transcribes the Client prose', () => {
    const section = /### Client\n([\s\S]*?)\n### /.exec(markdown)?.[1] ?? '';
    const names = [...section.matchAll(/`(\w+)`/g)].map((match) => match[1]);
    expect(names).toEqual(FIELD_TABLES.find((t) => t.name === 'Client')?.fields);
  });

  it.skipIf(!hasInterface)('transcribes the amount_details breakdown', () => {
    const list = /breakdown into ([\w, ]+) amounts/.exec(markdown)?.[1] ?? '';
    const names = list.split(/, | and /).map((name) => name.trim());
    expect(names).toEqual(FIELD_TABLES.find((t) => t.name === 'amount_details')?.fields);
  });
});

describe('parseFieldTables', () => {
  it('keys tables by heading or by their "`name` fields:" line and splits listed names', () => {
    const markdown = [
      '## Resources',
      '### Thing',
      '| Field | Type |',
      '|---|---|',
      '| id | string |',
      '| a, b | string |',
      '',
      '`thing.part` fields:',
      '',
      '| Field | Type |',
      '|---|---|',
      '| c | string |',
      '',
      '### Other',
      '| Code | Meaning |',
      '|---|---|',
      '| 200 | OK |',
    ].join('\n');
    expect(Object.fromEntries(parseFieldTables(markdown))).toEqual({
      Thing: ['id', 'a', 'b'],
      'thing.part': ['c'],
    });
  });
});
