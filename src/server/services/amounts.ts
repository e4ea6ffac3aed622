/**
 * Money an order's transactions hold: what is captured, still capturable, voided and refundable.
 * The settlement rules check against it; the order's `amount_details` show it.
 */
import type { AmountDetails } from '../../shared/api/index.ts';
import type { OrderRecord, TransactionRecord } from '../db/order-repo.ts';

type Amounts = Pick<
  TransactionRecord,
  'transaction_type' | 'status' | 'amount' | 'captured_amount' | 'voided_amount'
>;

/** An authorisation still open for capture: authorised, not fully captured or voided. */
export const capturableAmount = (tx: Amounts) =>
  tx.transaction_type === 'authorization' && tx.status === 'completed'
    ? Math.max(0, tx.amount - tx.captured_amount - tx.voided_amount)
    : 0;

export function amountDetails(
  order: Pick<OrderRecord, 'refunded_amount'>,
  txs: readonly Amounts[],
): AmountDetails {
  let captured = 0;
  let capturable = 0;
  let voided = 0;
  for (const tx of txs) {
    if (tx.status !== 'completed') continue;
    const isAuth = tx.transaction_type === 'authorization';
    captured += isAuth ? tx.captured_amount : tx.amount;
    capturable += capturableAmount(tx);
    voided += tx.voided_amount;
  }
  return {
    captured,
    capturable,
    refunded: order.refunded_amount,
    refundable: Math.max(0, captured - order.refunded_amount),
    voided,
    voidable: capturable,
  };
}
