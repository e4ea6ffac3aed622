/**
 * The hosted page's public endpoints, scoped by the capability key in `order_url`. They answer only
 * what a customer may see.
 */
import type {
  CheckoutOrder,
  CheckoutPayment,
  CheckoutPaymentRequest,
} from '../../shared/api/index.ts';
import type { OrderRepo, OrderRow } from '../db/order-repo.ts';
import type { ProjectRepo } from '../db/project-repo.ts';
import { badRequest, notFound } from '../lib/errors.ts';
import { PAYABLE_STATUSES, type OrderService } from './order-service.ts';
import { methodKind, offeredMethods } from './payment-methods.ts';
import type { PaymentService } from './payment-service.ts';
import { paidLaterByCustomer, type BankTransferService } from './bank-transfer.ts';
import { paymentUrl, type Urls } from './serialize.ts';

export type CheckoutDeps = {
  repo: OrderRepo;
  projects: ProjectRepo;
  orders: OrderService;
  payments: PaymentService;
  bankTransfers: BankTransferService;
  urls: Urls;
};

export function checkoutService(deps: CheckoutDeps) {
  const { repo, projects, orders, payments, urls } = deps;

  function byKey(key: string): OrderRow {
    const order = key.length <= 200 ? repo.getByCheckoutKey(key) : undefined;
    if (!order) throw notFound('Order');
    return order;
  }

  function offered(order: OrderRow): string[] {
    const project = projects.get(order.project_id);
    const allowed = order.payment_methods ? (JSON.parse(order.payment_methods) as string[]) : null;
    return project ? offeredMethods(project.currencies, order.currency, allowed) : [];
  }

  return {
    /** GET /checkout/{key}. */
    view(key: string): CheckoutOrder {
      const order = byKey(key);
      const fields = JSON.parse(order.fields) as { merchant_name?: string | null };
      const last = repo.transactions(order.id).at(-1);
      return {
        id: order.id,
        project_id: order.project_id,
        amount: order.amount,
        currency: order.currency,
        description: order.description,
        status: order.status,
        locale: order.locale as CheckoutOrder['locale'],
        is_test: (JSON.parse(order.flags) as string[]).includes('is-test'),
        expires_at:
          order.expires_at_ms === null ? null : new Date(order.expires_at_ms).toISOString(),
        merchant_name: fields.merchant_name ?? null,
        order_lines: repo.lines(order.id).map((line) => ({
          name: line.name,
          quantity: line.quantity,
          amount: line.amount,
          ...((JSON.parse(line.data) as { type?: string }).type
            ? { type: (JSON.parse(line.data) as { type: string }).type }
            : {}),
        })),
        payment_methods: offered(order),
        return_url: order.return_url,
        failure_url: order.failure_url,
        last_attempt: last
          ? {
              id: last.id,
              payment_method: last.payment_method,
              status: last.status,
              customer_message: last.customer_message,
            }
          : null,
      };
    },

    /** POST /checkout/{key}/transactions: a new attempt with one offered method. */
    start(key: string, req: CheckoutPaymentRequest): CheckoutPayment {
      return repo.atomically(() => {
        const order = byKey(key);
        if (!(PAYABLE_STATUSES as readonly string[]).includes(order.status))
          throw badRequest(`This order can no longer be paid (${order.status})`, 'status');
        if (!offered(order).includes(req.payment_method))
          throw badRequest('This payment method is not available for this order', 'payment_method');
        const existing = repo.transactions(order.id);
        // The merchant's own untouched transaction of this method (a card transaction's payment_url
        // leads here) is the one paid, as plugins read transactions[0]; else a new attempt.
        const untouched = existing.find(
          (t) => t.payment_method === req.payment_method && t.status === 'new',
        );
        const tx =
          untouched ??
          orders.newTransaction(order, existing.length, {
            payment_method: req.payment_method,
            ...(req.issuer_id ? { payment_method_details: { issuer_id: req.issuer_id } } : {}),
          });
        if (!untouched) repo.insertTransaction(tx);
        if (!untouched && paidLaterByCustomer(tx.payment_method))
          deps.bankTransfers.start(order, tx);
        const card = methodKind(req.payment_method) === 'card';
        return {
          transaction_id: tx.id,
          payment_method: tx.payment_method,
          status: tx.status,
          payment_url: card ? null : paymentUrl(urls, tx.id),
          setup_token: card ? payments.issueSetupToken(order, tx) : null,
        };
      });
    },
  };
}
export type CheckoutService = ReturnType<typeof checkoutService>;
