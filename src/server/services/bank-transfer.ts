/**
 * Methods the customer pays by themselves later (`bank-transfer`, `viacash`): as soon as the
 * transaction exists it gets the reference the customer pays with, and the order is `processing`
 * (the transaction `pending`) until the money arrives, as the real service does. Shop plugins read
 * `transactions[0].payment_method_details.reference` from the create answer and show it, with the
 * creditor account, on their thank-you page.
 */
import type { OrderRecord, TransactionRecord } from '../db/order-repo.ts';
import type { Repos } from '../db/repos.ts';
import { sha256 } from '../lib/ids.ts';
import { durationMs } from './durations.ts';
import type { OrderService } from './order-service.ts';
import { methodKind } from './payment-methods.ts';

/** How long a transfer may take when the merchant set no `expiration_period` (real service: P30D). */
const TRANSFER_PERIOD = 'P30D';

/** The account the sandbox "collects" transfers on (the standard documentation IBAN). */
const SANDBOX_CREDITOR = {
  creditor_iban: 'NL91ABNA0417164300',
  creditor_bic: 'ABNANL2A',
  creditor_account_holder_name: 'xpay sandbox',
  creditor_account_holder_city: 'Amsterdam',
  creditor_account_holder_country: 'NL',
} as const;

/** A 16-digit payment reference, derived from the transaction (stable, and distinct per transaction). */
const paymentReference = (transactionId: string) =>
  (BigInt(`0x${sha256(transactionId).slice(0, 24)}`) % 10n ** 16n).toString().padStart(16, '0');

/** True for methods paid later by the customer with a reference. */
export const paidLaterByCustomer = (method: string) => methodKind(method) === 'bank-transfer';

export function bankTransferService(deps: { orders: OrderService }) {
  const { orders } = deps;
  return {
    /**
     * Gives a new transfer transaction its reference (and, for a bank transfer, the account to pay
     * to) and moves the order to `processing`. An order without its own `expiration_period` stays
     * payable for TRANSFER_PERIOD. In the caller's transaction `r`.
     */
    async start(r: Repos, order: OrderRecord, tx: TransactionRecord): Promise<OrderRecord> {
      const details = {
        ...tx.details,
        reference: paymentReference(tx.id),
        ...(tx.payment_method === 'bank-transfer' ? SANDBOX_CREDITOR : {}),
      };
      const period = tx.expiration_period ?? TRANSFER_PERIOD;
      await orders.setTransaction(r, tx, {
        status: 'pending',
        expiration_period: period,
        ...(tx.payment_method === 'bank-transfer' ? { payment_method_brand: 'sepa' } : {}),
        details,
      });
      if (order.expiration_period === null)
        await r.orders.updateOrder(order.id, {
          expires_at_ms: order.created_ms + durationMs(period),
        });
      return orders.setStatus(r, (await r.orders.get(order.id)) ?? order, 'processing');
    },
  };
}
export type BankTransferService = ReturnType<typeof bankTransferService>;
