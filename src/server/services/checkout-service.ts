/**
 * The hosted page's public endpoints, scoped by the capability key in `order_url`. They answer only
 * what a customer may see.
 */
import {
  isPayableStatus,
  type CheckoutOrder,
  type CheckoutPayment,
  type CheckoutPaymentRequest,
  type OrderStatus,
} from '../../shared/api/index.ts';
import type { OrderFields, OrderRecord } from '../db/order-repo.ts';
import type { Repos } from '../db/repos.ts';
import { marketOf, orderForMarket } from '../../shared/payment-methods.ts';
import { badRequest, notFound } from '../lib/errors.ts';
import type { OrderService } from './order-service.ts';
import { methodKind, offeredMethods } from './payment-methods.ts';
import type { PaymentService } from './payment-service.ts';
import { paidLaterByCustomer, type BankTransferService } from './bank-transfer.ts';
import { reasonCode } from './reason-codes.ts';
import { paymentUrl, type Urls } from './urls.ts';

export type CheckoutDeps = {
  repos: Repos;
  orders: OrderService;
  payments: PaymentService;
  bankTransfers: BankTransferService;
  urls: Urls;
};

export function checkoutService(deps: CheckoutDeps) {
  const { repos, payments, urls } = deps;

  async function byKey(r: Repos, key: string): Promise<OrderRecord> {
    const order = key.length <= 200 ? await r.orders.getByCheckoutKey(key) : undefined;
    if (!order) throw notFound('Order');
    return order;
  }

  /**
   * The methods the page offers, in the order for the customer's market, and their local names.
   * The market is read here from the order's customer details, which never leave the service.
   */
  async function offered(
    r: Repos,
    order: Pick<OrderRecord, 'project_id' | 'currency' | 'payment_methods' | 'locale' | 'fields'>,
  ): Promise<{ methods: string[]; names: Record<string, string> }> {
    const project = await r.projects.get(order.project_id);
    const methods = project
      ? offeredMethods(project.currencies, order.currency, order.payment_methods)
      : [];
    const market = marketOf({
      country: customerCountry(order.fields),
      locale: order.locale,
      currency: order.currency,
    });
    return orderForMarket(methods, market);
  }

  return {
    /** Where a customer lands when the merchant gave no return_url: the order's status. */
    status: async (key: string): Promise<OrderStatus> => (await byKey(repos, key)).status,

    /** GET /checkout/{key}: one statement. */
    async view(key: string): Promise<CheckoutOrder> {
      const found = key.length <= 200 ? await repos.orders.viewByCheckoutKey(key) : undefined;
      if (!found) throw notFound('Order');
      const { order } = found;
      const last = found.transactions.at(-1);
      const methods = await offered(repos, order);
      return {
        id: order.id,
        project_id: order.project_id,
        amount: order.amount,
        currency: order.currency,
        description: order.description,
        status: order.status,
        locale: order.locale,
        is_test: order.flags.includes('is-test'),
        expires_at:
          order.expires_at_ms === null ? null : new Date(order.expires_at_ms).toISOString(),
        merchant_name: order.fields.merchant_name ?? null,
        order_lines: found.lines.map((line) => ({
          name: line.name,
          quantity: line.quantity,
          amount: line.amount,
          ...(line.data.type ? { type: line.data.type } : {}),
        })),
        payment_methods: methods.methods,
        ...(Object.keys(methods.names).length
          ? {
              method_names: Object.entries(methods.names).map(([method, name]) => ({
                method,
                name,
              })),
            }
          : {}),
        return_url: order.return_url,
        failure_url: order.failure_url,
        last_attempt: last
          ? {
              id: last.id,
              payment_method: last.payment_method,
              status: last.status,
              customer_message: last.customer_message,
              reason_code: reasonCode(last),
            }
          : null,
      };
    },

    /** POST /checkout/{key}/transactions: a new attempt with one offered method. */
    start(key: string, req: CheckoutPaymentRequest): Promise<CheckoutPayment> {
      return repos.transaction(async (r) => {
        const found = await byKey(r, key);
        // Locked where rows lock: a new attempt is a read-modify-write of the order.
        const order = (await r.orders.getForUpdate(found.id)) ?? found;
        if (!isPayableStatus(order.status))
          throw badRequest(`This order can no longer be paid (${order.status})`, 'status');
        if (!(await offered(r, order)).methods.includes(req.payment_method))
          throw badRequest('This payment method is not available for this order', 'payment_method');
        // The merchant's own untouched transaction of this method (a card transaction's payment_url
        // leads here) is the one paid, as plugins read transactions[0]; else a new attempt.
        const untouched = (await r.orders.transactions(order.id)).find(
          (t) => t.payment_method === req.payment_method && t.status === 'new',
        );
        const tx =
          untouched ??
          (await payments.newAttempt(r, order, {
            payment_method: req.payment_method,
            ...(req.issuer_id ? { payment_method_details: { issuer_id: req.issuer_id } } : {}),
          }));
        if (!untouched && paidLaterByCustomer(tx.payment_method))
          await deps.bankTransfers.start(r, order, tx);
        const card = methodKind(req.payment_method) === 'card';
        return {
          transaction_id: tx.id,
          payment_method: tx.payment_method,
          status: tx.status,
          payment_url: card ? null : paymentUrl(urls, tx.id),
          setup_token: card ? await payments.issueSetupToken(r, order, tx) : null,
        };
      });
    },
  };
}
export type CheckoutService = ReturnType<typeof checkoutService>;

/** The customer's billing country, else their country, from the order's stored details. */
function customerCountry({ customer }: OrderFields): string | null {
  const billing = customer?.additional_addresses?.find((a) => a.address_type === 'billing');
  return billing?.country ?? customer?.country ?? null;
}
