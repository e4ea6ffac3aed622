/**
 * emspay/ems-online-magento-2 2.0.12 (commit 87f150d; ginger-php `>=2.1`, so 2.3.1), restated from
 * reading it.
 *
 * - Methods (`platform_code`): afterpay, amex, apple-pay, bancontact, bank-transfer, credit-card,
 *   giropay, google-pay, ideal, klarna-pay-later, klarna-pay-now, klarna-direct-debit, mobilepay,
 *   payconiq, paypal, swish.
 * - Order (`collectDataForOrder`, array_filter'ed): amount, currency, description,
 *   merchant_order_id (the increment id), return_url and webhook_url (its controllers),
 *   transactions `[{payment_method, payment_method_details?}]`, client, order_lines (quantity is
 *   PHP's `round()`, a float: `2.0`), customer (billing address; postal code `1234 AB`).
 * - After create (`processRequest`): `error` with a customer_message is an error shown; a bank
 *   transfer keeps transactions[0].payment_method_details.reference for its mail and goes to the
 *   success page; else transactions[0].payment_url.
 * - Return and webhook (`processTransaction`): GET the order, an empty `id` is "not found", then
 *   by `status`: error, expired, cancelled, completed, processing, else unknown.
 * - Refund: `{amount, currency}`; afterpay and klarna-pay-later also
 *   `order_lines: [{merchant_order_line_id, quantity}]` of the credit memo (shipping as
 *   `merchant_order_line_id: 'shipping'`). An answer `error`, `cancelled` or `expired` is a failure.
 * - Shipment of afterpay / klarna-pay-later: GET the order and capture transactions[0].
 */
import { float, PhpJson, type GingerPhp } from './ginger-php.ts';

type Json = Record<string, unknown>;

/** `store` is the shop's base URL (its controllers receive the return and the webhooks). */
export function buildOrder(method: string, incrementId: string, store: string, currency = 'EUR') {
  return new PhpJson({
    amount: 4990,
    currency,
    description: `Your order ${incrementId} at Luma`,
    merchant_order_id: incrementId,
    return_url: `${store}/ginger/checkout/process/`,
    webhook_url: `${store}/ginger/checkout/webhook/`,
    transactions: [
      {
        payment_method: method,
        ...(method === 'afterpay'
          ? { payment_method_details: { verified_terms_of_service: true } }
          : {}),
      },
    ],
    client: {
      user_agent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5)',
      platform_name: 'Magento2',
      platform_version: '2.4.7',
      plugin_name: 'ems-online-magento-2',
      plugin_version: '2.0.12',
    },
    order_lines: [
      {
        type: 'physical',
        url: 'https://magento.example/joust-duffle-bag.html',
        name: 'Joust Duffle Bag',
        amount: 1700,
        currency,
        quantity: float(2),
        vat_percentage: 2100,
        merchant_order_line_id: '12',
      },
      {
        type: 'shipping_fee',
        name: 'Flat Rate  Fixed',
        amount: 1590,
        currency,
        vat_percentage: 0,
        quantity: 1,
        merchant_order_line_id: 'shipping',
      },
    ],
    customer: {
      merchant_customer_id: '3',
      email_address: 'roni_cost@example.com',
      first_name: 'Veronica',
      last_name: 'Costello',
      address_type: 'billing',
      address: 'Keizersgracht 313',
      postal_code: '1016 EE',
      housenumber: '313',
      country: 'NL',
      phone_numbers: ['0201234567'],
      user_agent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5)',
      ip_address: '198.51.100.4',
      locale: 'nl_NL',
      ...(method === 'afterpay' ? { gender: 'female', birthdate: '1973-12-15' } : {}),
    },
  });
}

export function magento2(api: GingerPhp) {
  const current = (order: Json) => ((order['transactions'] as Json[] | undefined) ?? [])[0] ?? {};
  return {
    api,
    /** processRequest: where the shopper goes, or the error shown. */
    afterCreate(
      method: string,
      answer: Json,
    ): { redirect?: string; reference?: unknown; error?: unknown } {
      const tx = current(answer);
      if (answer['status'] === 'error' && tx['customer_message'])
        return { error: tx['customer_message'] };
      if (method === 'bank-transfer')
        return {
          redirect: 'success',
          reference: (tx['payment_method_details'] as Json)['reference'],
        };
      const url = tx['payment_url'];
      return typeof url === 'string' ? { redirect: url } : { error: 'no redirect url' };
    },
    /** processTransaction (return or webhook): the branch it takes. */
    async process(orderId: string) {
      const order = (await api.getOrder(orderId)) as Json;
      if (!order['id']) return 'not found';
      const status = String(order['status']);
      return ['error', 'expired', 'cancelled', 'completed', 'processing'].includes(status)
        ? status
        : `unknown ${status}`;
    },
    async capture(orderId: string) {
      const order = (await api.getOrder(orderId)) as Json;
      await api.captureOrderTransaction(String(order['id']), String(current(order)['id']));
    },
    async refund(orderId: string, amountCents: number, lines?: { id: string; qty: number }[]) {
      const answer = (await api.refundOrder(orderId, {
        amount: amountCents,
        currency: 'EUR',
        ...(lines
          ? {
              order_lines: lines.map((l) => ({ merchant_order_line_id: l.id, quantity: l.qty })),
            }
          : {}),
      })) as Json;
      if (['error', 'cancelled', 'expired'].includes(String(answer['status'])))
        throw new Error('Refund order is not completed');
      return answer;
    },
  };
}
