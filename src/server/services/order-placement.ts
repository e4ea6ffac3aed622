/**
 * POST /orders: the order and the payment step its transactions ask for (a setup token, a charge of
 * a stored card, a transfer reference), in one transaction, so a refused charge leaves no order.
 */
import type { CreateOrderRequest, Order } from '../../shared/api/index.ts';
import type { OrderRepo } from '../db/order-repo.ts';
import type { Project } from '../db/project-repo.ts';
import { paidLaterByCustomer, type BankTransferService } from './bank-transfer.ts';
import type { OrderService } from './order-service.ts';
import type { PaymentService } from './payment-service.ts';

export type PlacementDeps = {
  repo: OrderRepo;
  orders: OrderService;
  payments: PaymentService;
  bankTransfers: BankTransferService;
};

export function orderPlacement(deps: PlacementDeps) {
  const { repo, orders, payments, bankTransfers } = deps;
  return {
    /** The new order as the interface shows it. */
    place(project: Project, req: CreateOrderRequest): Order {
      const created = repo.atomically(() => {
        const { order, transactions, view } = orders.create(project, req);
        // Without a payment step the order is exactly as written: nothing to read back.
        if (transactions.length === 0) return view;
        for (const [i, { row, request }] of transactions.entries()) {
          const details = request.payment_method_details;
          if (paidLaterByCustomer(row.payment_method))
            bankTransfers.start(repo.get(order.id) ?? order, row);
          else if (details?.setup_token) payments.issueSetupToken(order, row);
          else if (details?.vault_token)
            payments.chargeStoredCard(
              repo.get(order.id) ?? order,
              row,
              details.vault_token,
              `transactions[${i}]`,
            );
        }
        return orders.ownedView(project, order.id);
      });
      return orders.present(created);
    },
  };
}
export type OrderPlacement = ReturnType<typeof orderPlacement>;
