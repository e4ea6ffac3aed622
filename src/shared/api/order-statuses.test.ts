import { describe, expect, it } from 'vitest';
import {
  FAILURE_ORDER_STATUSES,
  FINAL_ORDER_STATUSES,
  isFailureStatus,
  isFinalStatus,
  isOpenTransactionStatus,
  isPayableStatus,
  OPEN_TRANSACTION_STATUSES,
  ORDER_STATUSES,
  PAYABLE_ORDER_STATUSES,
  TRANSACTION_STATUSES,
} from './order-statuses.ts';

describe('status sets', () => {
  it('are drawn from the statuses they classify', () => {
    for (const set of [PAYABLE_ORDER_STATUSES, FINAL_ORDER_STATUSES, FAILURE_ORDER_STATUSES])
      for (const status of set) expect(ORDER_STATUSES).toContain(status);
    for (const status of OPEN_TRANSACTION_STATUSES) expect(TRANSACTION_STATUSES).toContain(status);
  });

  it('never call an order both payable and final', () => {
    for (const status of ORDER_STATUSES)
      expect(isPayableStatus(status) && isFinalStatus(status), status).toBe(false);
  });

  it('answer for exactly their members, and for no unknown status', () => {
    const cases: [(status: string) => boolean, readonly string[]][] = [
      [isPayableStatus, ['new', 'processing', 'error']],
      [isFinalStatus, ['completed', 'cancelled', 'expired']],
      [isFailureStatus, ['cancelled', 'expired', 'error']],
      [isOpenTransactionStatus, ['new', 'pending', 'processing']],
    ];
    const every = new Set<string>([...ORDER_STATUSES, ...TRANSACTION_STATUSES, 'unheard-of', '']);
    for (const [is, members] of cases)
      for (const status of every) expect(is(status), status).toBe(members.includes(status));
  });
});
