/**
 * POST /orders: the order and the payment step its transactions ask for (a setup token, a charge of
 * a stored card, a transfer reference), in one transaction, so a refused charge leaves no order.
 */
import type { CreateOrderRequest, Order } from '../../shared/api/index.ts';
import type { Project } from '../db/project-repo.ts';
import type { Repos } from '../db/repos.ts';
import { paidLaterByCustomer, type BankTransferService } from './bank-transfer.ts';
import type { OrderService } from './order-service.ts';
import type { PaymentService } from './payment-service.ts';

export type PlacementDeps = {
  repos: Repos;
  orders: OrderService;
  payments: PaymentService;
  bankTransfers: BankTransferService;
};

export function orderPlacement(deps: PlacementDeps) {
  const { repos, orders, payments, bankTransfers } = deps;
  return {
    /** The new order as the interface shows it. */
    async place(project: Project, req: CreateOrderRequest): Promise<Order> {
      const created = await repos.transaction(async (r) => {
        const { order, transactions, view } = await orders.create(r, project, req);
        // Without a payment step the order is exactly as written: nothing to read back.
        if (transactions.length === 0) return view;
        for (const [i, { row, request }] of transactions.entries()) {
          const details = request.payment_method_details;
          if (paidLaterByCustomer(row.payment_method))
            await bankTransfers.start(r, (await r.orders.get(order.id)) ?? order, row);
          else if (details?.setup_token) await payments.issueSetupToken(r, order, row);
          else if (details?.vault_token)
            await payments.chargeStoredCard(
              r,
              (await r.orders.get(order.id)) ?? order,
              row,
              details.vault_token,
              `transactions[${i}]`,
            );
        }
        return orders.ownedViewIn(r, project, order.id);
      });
      return orders.present(created);
    },
  };
}
export type OrderPlacement = ReturnType<typeof orderPlacement>;
