import { describe, expect, it } from 'vitest';
import {
  bookingRefundStatus,
  ledgerStatusesMovableTo,
  ledgerStatusOfProviderRefund,
  type TLedgerRefund,
} from './refund-ledger';

const at = (minute: number) => new Date(Date.UTC(2027, 0, 1, 10, minute));
const refund = (fields: Partial<TLedgerRefund>): TLedgerRefund => ({
  status: 'requested',
  route: 'provider',
  failureReason: null,
  createdAt: at(0),
  ...fields,
});

describe('bookingRefundStatus', () => {
  it('is pending while money is on its way or owed by transfer, failed while a request did not reach the provider', () => {
    expect(bookingRefundStatus([])).toBeNull();
    expect(bookingRefundStatus([refund({ status: 'submitted' })])).toBe('pending');
    expect(bookingRefundStatus([refund({ route: 'bank_transfer' })])).toBe('pending');
    expect(bookingRefundStatus([refund({ failureReason: 'Stripe unreachable' })])).toBe('failed');
  });

  it('is otherwise the latest refund’s outcome', () => {
    const failedThenPaid = [
      refund({ status: 'failed', createdAt: at(0) }),
      refund({ status: 'succeeded', createdAt: at(5) }),
    ];
    expect(bookingRefundStatus(failedThenPaid)).toBe('refunded');
    const paidThenFailed = [
      refund({ status: 'succeeded', createdAt: at(0) }),
      refund({ status: 'failed', createdAt: at(5) }),
    ];
    expect(bookingRefundStatus(paidThenFailed)).toBe('failed');
  });
});

describe('provider reports', () => {
  it('never let a late pending undo an outcome, nor a success undo a failure; a failure may overturn a success', () => {
    expect(ledgerStatusOfProviderRefund('pending')).toBe('submitted');
    expect(ledgerStatusOfProviderRefund('requires_action')).toBe('submitted');
    expect(ledgerStatusOfProviderRefund('canceled')).toBe('failed');
    expect(ledgerStatusesMovableTo('submitted')).toEqual(['requested']);
    expect(ledgerStatusesMovableTo('succeeded')).not.toContain('failed');
    expect(ledgerStatusesMovableTo('failed')).toContain('succeeded');
  });
});
