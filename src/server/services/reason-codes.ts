/**
 * Why a transaction failed, as a code of the shared catalogue (`src/shared/error-codes.ts`), for the
 * public answers the browser parts localise. Read from what the simulated acquirer wrote on the
 * transaction: its status, the 3-D Secure flag and the ISO 8583 response code of the decline.
 */
import { isFailureStatus } from '../../shared/api/index.ts';
import type { ReasonCode } from '../../shared/error-codes.ts';
import type { TransactionRecord } from '../db/order-repo.ts';
import { methodKind } from './payment-methods.ts';

/** Issuer response codes (ISO 8583 field 39) with a reason of their own. */
const RESPONSE_REASONS: Readonly<Record<string, ReasonCode>> = {
  '51': 'card.declined.insufficient_funds',
  '54': 'card.declined.expired',
};

/** Payment reasons of the catalogue by the failed attempt's status (a method other than a card). */
const PAYMENT_REASONS = {
  error: 'payment.failed',
  cancelled: 'payment.cancelled',
  expired: 'payment.expired',
} as const satisfies Record<'error' | 'cancelled' | 'expired', ReasonCode>;

type Failed = Pick<TransactionRecord, 'payment_method' | 'status' | 'details' | 'outcomes'>;

/**
 * The reason a failed transaction failed; null for one that has not failed.
 * @example
 * reasonCode({ ...tx, status: 'error', outcomes: { processing: { response_code: '51' } } });
 * // 'card.declined.insufficient_funds'
 */
export function reasonCode(tx: Failed): ReasonCode | null {
  const { status } = tx;
  if (!isFailureStatus(status)) return null;
  if (methodKind(tx.payment_method) !== 'card') return PAYMENT_REASONS[status];
  // A challenged card carries `attempt_3dsecure`; its failure is the challenge's.
  if (tx.details.attempt_3dsecure)
    return status === 'cancelled' ? 'card.3ds.cancelled' : 'card.3ds.failed';
  return RESPONSE_REASONS[tx.outcomes?.processing?.response_code ?? ''] ?? 'card.declined';
}
