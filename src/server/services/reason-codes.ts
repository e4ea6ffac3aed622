/**
 * Why a transaction failed, as a code of the shared catalogue (`src/shared/error-codes.ts`), for the
 * public answers the browser parts localise. Read from what the simulated acquirer wrote on the
 * transaction: its status, the 3-D Secure flag and the ISO 8583 response code of the decline.
 */
import type { ReasonCode } from '../../shared/error-codes.ts';
import type { TransactionRow } from '../db/order-repo.ts';
import { methodKind } from './payment-methods.ts';

/** Issuer response codes (ISO 8583 field 39) with a reason of their own. */
const RESPONSE_REASONS: Readonly<Record<string, ReasonCode>> = {
  '51': 'card.declined.insufficient_funds',
  '54': 'card.declined.expired',
};

const FAILED = ['error', 'cancelled', 'expired'];

/** A stored JSON column, as the row holds it (text) or as a record holds it (parsed). */
const parse = <T>(value: string | object | null, fallback: T): T => {
  if (value !== null && typeof value === 'object') return value as T;
  try {
    return value ? (JSON.parse(value) as T) : fallback;
  } catch {
    return fallback;
  }
};

type Failed = Pick<TransactionRow, 'payment_method' | 'status'> & {
  details: string | object;
  outcomes: string | object | null;
};

/**
 * The reason a failed transaction failed; null for one that has not failed.
 * @example
 * reasonCode({ ...tx, status: 'error', outcomes: '{"processing":{"response_code":"51"}}' });
 * // 'card.declined.insufficient_funds'
 */
export function reasonCode(tx: Failed): ReasonCode | null {
  if (!FAILED.includes(tx.status)) return null;
  if (methodKind(tx.payment_method) !== 'card')
    return tx.status === 'error' ? 'payment.failed' : (`payment.${tx.status}` as ReasonCode);
  // A challenged card carries `attempt_3dsecure`; its failure is the challenge's.
  if (parse<{ attempt_3dsecure?: boolean }>(tx.details, {}).attempt_3dsecure)
    return tx.status === 'cancelled' ? 'card.3ds.cancelled' : 'card.3ds.failed';
  const outcomes = parse<{ processing?: { response_code?: string } }>(tx.outcomes, {});
  return RESPONSE_REASONS[outcomes.processing?.response_code ?? ''] ?? 'card.declined';
}
