import { describe, expect, it } from 'vitest';
import {
  adminStatusTargets,
  BOOKING_PAYMENT_STATUSES,
  initialBookingState,
  nextBookingState,
  planBookingTransition,
  REFUND_STATUSES,
  type TBookingChange,
  type TBookingState,
} from './booking-transitions';
import { BOOKING_STATUS_VALUES } from './booking-form';

const unpaid: TBookingState = { status: 'pending', paymentStatus: 'pending', refundStatus: null };
const verifying: TBookingState = { ...unpaid, paymentStatus: 'processing' };
const paid: TBookingState = { status: 'confirmed', paymentStatus: 'completed', refundStatus: null };
const cancelledOwingRefund: TBookingState = {
  status: 'cancelled',
  paymentStatus: 'completed',
  refundStatus: 'pending',
};

/** Every state the columns' CHECK constraints allow. */
const ALL_STATES: TBookingState[] = BOOKING_STATUS_VALUES.flatMap((status) =>
  BOOKING_PAYMENT_STATUSES.flatMap((paymentStatus) =>
    [null, ...REFUND_STATUSES].map((refundStatus) => ({ status, paymentStatus, refundStatus })),
  ),
);

describe('nextBookingState', () => {
  it('settles a payment on a booking that awaits it, and on nothing else', () => {
    const settled: TBookingChange = { event: 'payment_settled', paymentMethod: 'credit_card' };
    expect(nextBookingState(unpaid, settled)).toEqual(paid);
    expect(nextBookingState({ ...unpaid, paymentStatus: 'failed' }, settled)).toEqual(paid);
    expect(nextBookingState(paid, settled)).toBeNull();
    expect(nextBookingState({ ...unpaid, status: 'cancelled' }, settled)).toBeNull();
  });

  it('takes a transfer only on an unpaid booking, and keeps it pending while the slip is verified', () => {
    const submitted: TBookingChange = { event: 'transfer_submitted' };
    expect(nextBookingState(unpaid, submitted)).toEqual(verifying);
    expect(nextBookingState(verifying, submitted)).toBeNull();
    expect(nextBookingState(paid, submitted)).toBeNull();
  });

  it('cancels at the deadline only an unpaid pending booking, with nothing to refund', () => {
    const overdue: TBookingChange = { event: 'deadline_passed', reason: 'Not paid by the deadline' };
    expect(nextBookingState(unpaid, overdue)).toEqual({ ...unpaid, status: 'cancelled', refundStatus: 'none' });
    expect(nextBookingState(verifying, overdue)).toBeNull();
    expect(nextBookingState(paid, overdue)).toBeNull();
  });

  it('lets a traveller cancel a pending or confirmed booking once', () => {
    const cancel: TBookingChange = { event: 'cancelled', reason: 'x', refundAmount: 100, refundStatus: 'pending' };
    expect(nextBookingState(paid, cancel)).toEqual(cancelledOwingRefund);
    expect(nextBookingState(unpaid, { ...cancel, refundStatus: 'none' })).toMatchObject({ refundStatus: 'none' });
    expect(nextBookingState(cancelledOwingRefund, cancel)).toBeNull();
    expect(nextBookingState({ ...paid, status: 'completed' }, cancel)).toBeNull();
  });

  it('follows the refund ledger only on a booking that took money or owes a refund', () => {
    expect(nextBookingState(cancelledOwingRefund, { event: 'refund_answered', refundStatus: 'refunded' })).toEqual({
      ...cancelledOwingRefund,
      refundStatus: 'refunded',
    });
    const refunded = { ...cancelledOwingRefund, refundStatus: 'refunded' as const };
    // The ledger decides (a failure after success is Stripe's word); the table only asks that a refund was owed.
    expect(nextBookingState(refunded, { event: 'refund_settled', refundStatus: 'failed' })).toMatchObject({
      refundStatus: 'failed',
    });
    expect(nextBookingState(unpaid, { event: 'refund_settled', refundStatus: 'refunded' })).toBeNull();
    // An administrator's partial refund of a paid booking that stays confirmed.
    expect(nextBookingState(paid, { event: 'refund_requested', refundAmount: 1_000 })).toEqual({
      ...paid,
      refundStatus: 'pending',
    });
    expect(nextBookingState(unpaid, { event: 'refund_requested', refundAmount: 1_000 })).toBeNull();
  });

  it('lets an administrator move a paid booking along its paths only, never reopening or cancelling one', () => {
    expect(nextBookingState(paid, { event: 'status_set', status: 'completed' })).toEqual({
      ...paid,
      status: 'completed',
    });
    expect(nextBookingState(paid, { event: 'status_set', status: 'paid', paymentStatus: 'completed' })).toEqual({
      ...paid,
      status: 'paid',
    });
    expect(nextBookingState({ ...paid, status: 'pending' }, { event: 'status_set', status: 'confirmed' })).toEqual(
      paid,
    );
    // Money comes through a verified payment, a cancellation through cancelAdminBooking (seats and refunds follow).
    expect(
      nextBookingState(verifying, { event: 'status_set', status: 'confirmed', paymentStatus: 'completed' }),
    ).toBeNull();
    expect(nextBookingState(unpaid, { event: 'status_set', status: 'confirmed' })).toBeNull();
    expect(nextBookingState(paid, { event: 'status_set', status: 'cancelled' })).toBeNull();
    expect(nextBookingState(paid, { event: 'status_set', status: 'confirmed', paymentStatus: 'failed' })).toBeNull();
    const cancelled = { ...paid, status: 'cancelled' as const };
    expect(nextBookingState(cancelled, { event: 'status_set', status: 'confirmed' })).toBeNull();
  });

  it('verifies or rejects only a transfer being verified', () => {
    expect(nextBookingState(verifying, { event: 'transfer_verified' })).toEqual(paid);
    expect(nextBookingState(verifying, { event: 'transfer_rejected' })).toEqual({ ...unpaid, paymentStatus: 'failed' });
    for (const state of [unpaid, paid, { ...verifying, status: 'cancelled' as const }]) {
      expect(nextBookingState(state, { event: 'transfer_verified' })).toBeNull();
      expect(nextBookingState(state, { event: 'transfer_rejected' })).toBeNull();
    }
  });

  it('never leaves a cancelled booking, whatever the change', () => {
    const changes: TBookingChange[] = [
      { event: 'payment_settled', paymentMethod: 'promptpay' },
      { event: 'transfer_submitted' },
      { event: 'deadline_passed', reason: 'x' },
      { event: 'cancelled', reason: 'x', refundAmount: 0, refundStatus: 'none' },
      { event: 'refund_answered', refundStatus: 'refunded' },
      { event: 'refund_settled', refundStatus: 'failed' },
      { event: 'transfer_verified' },
      { event: 'transfer_rejected' },
      ...BOOKING_STATUS_VALUES.map((status): TBookingChange => ({ event: 'status_set', status })),
    ];
    for (const state of ALL_STATES.filter((candidate) => candidate.status === 'cancelled')) {
      for (const change of changes) expect(nextBookingState(state, change)?.status ?? 'cancelled').toBe('cancelled');
    }
  });
});

describe('planBookingTransition', () => {
  it('lists the states a change may start from, for the one conditional UPDATE', () => {
    expect(planBookingTransition({ event: 'transfer_submitted' })).toEqual({
      set: { paymentStatus: 'processing' },
      from: [{ status: ['pending'], paymentStatus: ['pending', 'failed'] }],
    });
    expect(planBookingTransition({ event: 'status_set', status: 'cancelled' })).toBeNull();
    expect(planBookingTransition({ event: 'status_set', status: 'confirmed' })?.from).toHaveLength(3);
    expect(planBookingTransition({ event: 'status_set', status: 'paid' })?.from).toHaveLength(1);
  });

  it('agrees with nextBookingState on every state the columns allow', () => {
    const change: TBookingChange = { event: 'refund_settled', refundStatus: 'failed' };
    const starts = ALL_STATES.filter((state) => nextBookingState(state, change) !== null);
    expect(new Set(starts.map((state) => state.refundStatus))).toEqual(
      new Set(['none', 'pending', 'refunded', 'failed']),
    );
    const plan = planBookingTransition(change);
    for (const state of ALL_STATES) {
      const allowed =
        plan?.from.some((pattern) => pattern.refundStatus?.includes(state.refundStatus as never)) ?? false;
      expect(nextBookingState(state, change) !== null).toBe(allowed);
    }
  });
});

describe('adminStatusTargets', () => {
  it('offers what the table allows, completion only after the trip', () => {
    expect(adminStatusTargets(paid, { tripEnded: false })).toEqual(['paid']);
    expect(adminStatusTargets(paid, { tripEnded: true })).toEqual(['paid', 'completed']);
    expect(adminStatusTargets({ ...paid, status: 'completed' }, { tripEnded: true })).toEqual(['confirmed']);
    expect(adminStatusTargets(verifying, { tripEnded: true })).toEqual([]);
    expect(adminStatusTargets(cancelledOwingRefund, { tripEnded: true })).toEqual([]);
  });
});

describe('initialBookingState', () => {
  it('starts paid, being verified, or unpaid', () => {
    expect(initialBookingState('paid')).toEqual({ status: 'confirmed', paymentStatus: 'completed' });
    expect(initialBookingState('slip_received')).toEqual({ status: 'pending', paymentStatus: 'processing' });
    expect(initialBookingState('unpaid')).toEqual({ status: 'pending', paymentStatus: 'pending' });
  });
});
