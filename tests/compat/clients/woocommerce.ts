/**
 * emspay/ems-online-woocommerce 1.3.18 (commit 1b06fb9, ginger-php locked at 2.2.0), restated from
 * reading it: the order it builds, and what it does with the answers.
 *
 * - Gateways `emspay_<method>`: ideal, bank-transfer, credit-card, bancontact, klarna-pay-now,
 *   paypal, klarna-pay-later, payconiq, afterpay, apple-pay, pay-now (the hosted page: no
 *   `transactions`), amex, viacash, klarna-direct-debit, google-pay, sofort, giropay, swish,
 *   mobilepay (plus tikkie-payment-request and wechat in its settings).
 * - Order (`gingerGetBuiltOrder`): merchant_order_id, customer (array_filter'ed: no empty values),
 *   currency, client, amount, description, return_url = webhook_url = `<home>/?wc-api=woocommerce_ginger`,
 *   order_lines (url, name, type, amount, currency, quantity, image_url, vat_percentage × 100,
 *   merchant_order_line_id; a shipping_fee line), and one transaction `{payment_method}` (afterpay
 *   adds `payment_method_details.verified_terms_of_service`).
 * - After create: `error` → shows transactions[0].customer_message; `cancelled` → refused;
 *   bank transfer → keeps transactions[0].payment_method_details.reference; pay-now → order_url;
 *   else transactions[0].payment_url.
 * - Currencies: getCurrencyList, cached; a gateway whose method lists currencies without the shop's
 *   is hidden; an exception message containing "Unauthorized(401)" means a wrong API key.
 * - Callback (`?wc-api=woocommerce_ginger`): with `order_id` in the query it is the shopper's
 *   return (completed or processing → thank-you page); without, a webhook: JSON body with
 *   `event: status_changed` and `order_id`, then GET the order, match `id` and
 *   `merchant_order_id`, map the status.
 * - Shipping afterpay/klarna: capture when transactions[0].is_capturable. Refund: only `completed`;
 *   capturing gateways need the `has-captures` flag and send the basket's order_lines again; the
 *   answer's `status` must be `completed`.
 */
import type { GingerPhp } from './ginger-php.ts';

type Json = Record<string, unknown>;

export const SHOP = 'https://shop.example';
/** The shop's callback: `home_url('/')` with `wc-api=woocommerce_ginger` (return and webhook URL). */
export const callbackUrl = (home: string) => `${home}?wc-api=woocommerce_ginger`;
export const CAPTURING = ['afterpay', 'klarna-pay-later', 'klarna-direct-debit'];

/** A WooCommerce order: two T-shirts and shipping, as its order builder writes them. */
export function basketLines(currency = 'EUR'): Json[] {
  return [
    {
      url: `${SHOP}/product/t-shirt/`,
      name: 'T-shirt',
      type: 'physical',
      amount: 1210,
      currency,
      quantity: 2,
      image_url: `${SHOP}/wp-content/uploads/t-shirt.png`,
      vat_percentage: 2100,
      merchant_order_line_id: '31',
    },
    {
      name: 'Flat rate',
      type: 'shipping_fee',
      amount: 495,
      currency,
      vat_percentage: 2100,
      quantity: 1,
      merchant_order_line_id: '2',
    },
  ];
}

export function buildOrder(
  gateway: string,
  wcOrderId: string,
  home: string,
  currency = 'EUR',
): Json {
  const order: Json = {
    merchant_order_id: wcOrderId,
    customer: {
      address_type: 'customer',
      merchant_customer_id: '7',
      email_address: 'jan@example.nl',
      first_name: 'Jan',
      last_name: 'Jansen',
      address: 'Damrak 1  1012LG Amsterdam',
      postal_code: '1012LG',
      country: 'NL',
      phone_numbers: ['+31201234567'],
      user_agent: 'Mozilla/5.0 (X11; Linux x86_64)',
      ip_address: '203.0.113.9',
      locale: 'nl_NL',
      additional_addresses: [
        {
          address_type: 'billing',
          address: 'Damrak 1  Amsterdam',
          country: 'NL',
          postal_code: '1012 LG',
        },
      ],
      ...(gateway === 'afterpay' ? { gender: 'male', birthdate: '1980-05-17' } : {}),
    },
    currency,
    client: {
      user_agent: 'Mozilla/5.0 (X11; Linux x86_64)',
      platform_name: 'WooCommerce',
      platform_version: '8.9.3',
      plugin_name: 'emspay-online-woocommerce',
      plugin_version: '1.3.18',
    },
    amount: 2915,
    description: `Your order ${wcOrderId} at Demo shop`,
    return_url: callbackUrl(home),
    webhook_url: callbackUrl(home),
    order_lines: basketLines(currency),
  };
  if (gateway !== 'pay-now')
    order['transactions'] = [
      {
        payment_method: gateway,
        ...(gateway === 'afterpay'
          ? { payment_method_details: { verified_terms_of_service: true } }
          : {}),
      },
    ];
  return order;
}

/** process_payment: what the shop does with the create answer. */
export function afterCreate(gateway: string, answer: Json) {
  const tx = ((answer['transactions'] as Json[] | undefined) ?? [])[0] ?? {};
  if (answer['status'] === 'error') return { result: 'failure', notice: tx['customer_message'] };
  if (answer['status'] === 'cancelled') return { result: 'failure' };
  if (gateway === 'bank-transfer')
    return {
      result: 'success',
      reference: (tx['payment_method_details'] as Json)['reference'],
      account: tx['payment_method_details'],
    };
  return {
    result: 'success',
    redirect: gateway === 'pay-now' ? answer['order_url'] : tx['payment_url'],
  };
}

/** ginger_get_store_status. */
export const STORE_STATUS: Record<string, string> = {
  new: 'pending',
  processing: 'processing',
  error: 'failed',
  expired: 'cancelled',
  cancelled: 'cancelled',
  'see-transactions': 'on-hold',
  completed: 'completed',
};

export function wooCommerce(api: GingerPhp) {
  return {
    api,
    /** ginger_filter_gateway_by_currency: the gateways shown for the shop's currency. */
    async gatewaysFor(currency: string, gateways: string[]) {
      const list = (await api.getCurrencyList()) as {
        payment_methods: Record<string, { currencies: string[] }>;
      };
      return gateways.filter((g) => {
        const entry = list.payment_methods[g];
        return !entry?.currencies.length || entry.currencies.includes(currency);
      });
    },
    /** ginger_handle_callback for a webhook: the store status it sets. */
    async webhook(body: Json, storedId: string, wcOrderId: string) {
      if (body['event'] !== 'status_changed') return 'ignored';
      const order = (await api.getOrder(String(body['order_id']))) as Json;
      if (order['id'] !== storedId || order['merchant_order_id'] !== wcOrderId) return 'mismatch';
      return STORE_STATUS[String(order['status'])];
    },
    /** ginger_handle_callback for the shopper's return: where the shop sends them. */
    async browserReturn(url: string) {
      const orderId = new URL(url).searchParams.get('order_id');
      const order = (await api.getOrder(String(orderId))) as Json;
      return order['status'] === 'completed' || order['status'] === 'processing'
        ? 'thank-you'
        : 'checkout-again';
    },
    /** ginger_ship_an_order. */
    async ship(id: string) {
      const order = (await api.getOrder(id)) as Json;
      const tx = (order['transactions'] as Json[])[0] ?? {};
      if (!tx['is_capturable']) return false;
      await api.captureOrderTransaction(String(order['id']), String(tx['id']));
      return true;
    },
    /** ginger_refund_an_order. */
    async refund(gateway: string, id: string, amountCents: number, wcOrderId: string) {
      const order = (await api.getOrder(id)) as Json;
      if (order['status'] !== 'completed') throw new Error('Only completed orders can be refunded');
      const data: Json = {
        amount: amountCents,
        description: `OrderID: #${wcOrderId}, Reason: damaged`,
      };
      if (CAPTURING.includes(gateway)) {
        if (!(order['flags'] as string[]).includes('has-captures'))
          throw new Error('Refunds only possible when captured');
        data['order_lines'] = basketLines(String(order['currency']));
      }
      const answer = (await api.refundOrder(id, data)) as Json;
      if (answer['status'] !== 'completed') throw new Error('Refund order is not completed');
      return answer;
    },
  };
}
