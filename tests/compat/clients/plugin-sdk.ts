/**
 * gingerpayments/ginger-php-plugin-sdk 1.5.6 (commit 669cc1b), restated from reading it: a typed
 * layer over ginger-php (`^2.1`) that shop plugins build on.
 *
 * - Requests go through ginger-php (its paths, headers and error handling).
 * - Answers are turned into entities (`Client::fromArray`): every key becomes a constructor
 *   argument. An Order needs a `customer` (with `additional_addresses`, `last_name`,
 *   `email_address`); a `locale` must match `/^[a-zA-Z]{2}([-_][a-zA-Z]{2})?$/`; an order line may
 *   carry only the Line constructor's fields; an iDEAL issuer exactly `id`, `list_type`, `name`.
 * - `captureOrderTransaction(id)`: GET the order, refuse unless `completed`, then capture the
 *   current (first) transaction.
 * - `refundOrder(id, amount)`: GET the order, refuse unless `completed`, refuse when the current
 *   transaction `is_capturable` and not `is_fully_captured`, refuse when flags hold `has-refunds`,
 *   then POST `{amount, description: 'Order refund', order_lines: <the order's lines as entities>}`.
 * - `updateOrder(order)`: PUT the order as its entity writes it (null and [] values dropped) without
 *   `events`, `is_capturable`, `order_id`, `project_id`, `flags` at any depth.
 * - `checkAvailabilityForPaymentMethodUsingCurrency(method, currency)`: the currency list's
 *   `payment_methods[method].currencies` holds the currency.
 */
import type { GingerPhp } from './ginger-php.ts';

type Json = Record<string, unknown>;

/** The Line entity's constructor parameters, as `fromArray` names them from an answer's keys. */
export const LINE_FIELDS = [
  'type',
  'merchant_order_line_id',
  'name',
  'quantity',
  'amount',
  'vat_percentage',
  'currency',
  'discount_rate',
  'url',
] as const;

export class EntityError extends Error {}

/** What `fromArray(Order::class, $answer)` needs of an order answer; throws as the SDK would. */
export function readOrder(answer: unknown): Json {
  const order = answer as Json;
  const customer = order['customer'] as Json | undefined;
  if (!customer) throw new EntityError('Order: missing customer');
  for (const key of ['additional_addresses', 'last_name', 'email_address'])
    if (customer[key] === undefined) throw new EntityError(`Customer: missing ${key}`);
  if (typeof order['currency'] !== 'string' || !Number.isInteger(order['amount']))
    throw new EntityError('Order: currency and amount');
  if (typeof order['status'] !== 'string') throw new EntityError('Status: not a string');
  for (const value of [order['locale'], customer['locale']])
    if (
      value !== undefined &&
      !(typeof value === 'string' && /^[a-zA-Z]{2}([-_][a-zA-Z]{2})?$/.test(value))
    )
      throw new EntityError('OutOfPatternException: locale');
  for (const line of (order['order_lines'] as Json[] | undefined) ?? []) {
    const unknown = Object.keys(line).filter(
      (k) => !(LINE_FIELDS as readonly string[]).includes(k),
    );
    if (unknown.length) throw new EntityError(`Line: unknown named parameter $${unknown[0]}`);
  }
  for (const tx of (order['transactions'] as Json[] | undefined) ?? [])
    if (typeof tx['payment_method'] !== 'string') throw new EntityError('Transaction');
  return order;
}

/** The entity's toArray(): null and [] dropped, at every depth. */
export function toArray(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(toArray);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, v]) => v !== null && !(Array.isArray(v) && v.length === 0))
        .map(([k, v]) => [k, toArray(v)]),
    );
  return value;
}

const NOT_ALLOWED = ['events', 'is_capturable', 'order_id', 'project_id', 'flags'];

function withoutKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutKeys);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .filter(([k]) => !NOT_ALLOWED.includes(k))
        .map(([k, v]) => [k, withoutKeys(v)]),
    );
  return value;
}

export function pluginSdk(api: GingerPhp) {
  const getOrder = async (id: string) => readOrder(await api.getOrder(id));
  const current = (order: Json) => (order['transactions'] as Json[])[0] ?? {};

  return {
    api,
    sendOrder: async (order: Json) => readOrder(await api.createOrder(order)),
    getOrder,
    async captureOrderTransaction(id: string) {
      const order = await getOrder(id);
      if (order['status'] !== 'completed') throw new Error('InvalidOrderStatusException');
      await api.captureOrderTransaction(id, String(current(order)['id']));
      return true;
    },
    async refundOrder(id: string, amount?: number) {
      const order = await getOrder(id);
      if (order['status'] !== 'completed') throw new Error('InvalidOrderStatusException');
      const tx = current(order);
      if (tx['is_capturable'] === true && tx['is_fully_captured'] !== true)
        throw new Error('RefundFailedException: not yet captured');
      if ((order['flags'] as string[]).includes('has-refunds'))
        throw new Error('RefundAlreadyDoneException');
      if (!order['order_lines'])
        throw new Error('Error: Call to a member function toArray() on null');
      return api.refundOrder(id, {
        amount: amount ?? order['amount'],
        description: 'Order refund',
        order_lines: toArray(order['order_lines']),
      });
    },
    async updateOrder(order: Json) {
      return readOrder(
        await api.updateOrder(String(order['id']), withoutKeys(toArray(order)) as Json),
      );
    },
    async getIdealIssuers() {
      const issuers = (await api.getIdealIssuers()) as Json[];
      for (const issuer of issuers) {
        const keys = Object.keys(issuer).sort();
        if (keys.join() !== 'id,list_type,name')
          throw new EntityError(`Issuer: unexpected ${keys.join()}`);
      }
      return issuers;
    },
    async checkAvailabilityForPaymentMethodUsingCurrency(method: string, currency: string) {
      const list = (await api.getCurrencyList()) as {
        payment_methods: Record<string, { currencies: string[] }>;
      };
      const entry = list.payment_methods[method];
      if (!entry) throw new Error(`PHP warning: undefined property ${method}`);
      return entry.currencies.includes(currency);
    },
  };
}

/** The order OrderStub builds (the SDK's own test order), as `Order::toArray()` writes it. */
export const STUB_ORDER = {
  currency: 'EUR',
  amount: 500,
  customer: {
    additional_addresses: [
      {
        address_type: 'customer',
        postal_code: '12345',
        street: 'Soborna',
        city: 'Poltava',
        country: 'UA',
        address: 'Soborna 12345 Poltava',
      },
      {
        address_type: 'billing',
        postal_code: '1234567',
        street: 'Donauweg',
        city: 'Amsterdam',
        country: 'NL',
        housenumber: '10',
        address: 'Donauweg 10 1234567 Amsterdam',
      },
    ],
    first_name: 'Alexander',
    last_name: 'Tiutiunnyk',
    email_address: 'tutunikssa@gmail.com',
    gender: 'male',
    country: 'UA',
    phone_numbers: ['666666666'],
    birthdate: '1999-09-01',
    locale: 'Ua_ua',
    merchant_customer_id: '15',
    address: 'Donauweg 10 1234567 Amsterdam',
    address_type: 'billing',
    ip_address: '173.0.2.5',
  },
  transactions: [{ payment_method: 'ideal', payment_method_details: { issuer_id: '15' } }],
  order_lines: [
    {
      type: 'physical',
      merchant_order_line_id: '5',
      name: 'Milk',
      quantity: 1,
      amount: 100,
      vat_percentage: 5000,
      currency: 'EUR',
    },
  ],
  extra: { sw_order_id: '501' },
  client: {
    user_agent: 'PHPUnit Tests',
    platform_name: 'PHPSTORM',
    platform_version: '1',
    plugin_name: 'ginger-plugin-sdk',
    plugin_version: '1.0.0',
  },
  description: 'GingerPluginSDKAutomaticTest',
};
