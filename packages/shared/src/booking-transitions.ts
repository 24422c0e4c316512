/**
 * How a booking's statuses may change: every allowed transition is listed once, in BOOKING_TRANSITIONS, and the
 * server applies each one through a single conditional UPDATE built from this table. A booking's state is its
 * status, its payment status and its refund status (bookings.booking_status, payment_status, refund_status).
 */
import { BOOKING_STATUS_VALUES, type TBookingStatusValue } from './booking-form';

export const BOOKING_PAYMENT_STATUSES = ['pending', 'processing', 'completed', 'failed'] as const;
export type TBookingPaymentStatus = (typeof BOOKING_PAYMENT_STATUSES)[number];

export const REFUND_STATUSES = ['none', 'pending', 'refunded', 'failed'] as const;
export type TRefundStatus = (typeof REFUND_STATUSES)[number];

export type TBookingState = {
  status: TBookingStatusValue;
  paymentStatus: TBookingPaymentStatus;
  /** Null until the booking is cancelled. */
  refundStatus: TRefundStatus | null;
};

/**
 * What happened to a booking. The fields a change carries are the targets its caller chooses; every other
 * target comes from the table.
 */
export type TBookingChange =
  /** Card or PromptPay money verified for a booking that awaited it (Pay Now, or a reservation's session). */
  | { event: 'payment_settled'; paymentMethod: 'credit_card' | 'promptpay' }
  /** Pay Now by bank transfer: the slip is in, the money is being verified. */
  | { event: 'transfer_submitted' }
  /** An administrator found the transfer in the bank account: the booking is paid (DESIGN decision 26). */
  | { event: 'transfer_verified' }
  /** An administrator refused the transfer: the booking awaits payment again, until a new deadline. */
  | { event: 'transfer_rejected' }
  /** A reservation not paid by its deadline (DESIGN decision 13). */
  | { event: 'deadline_passed'; reason: string }
  /** The traveller cancelled under the cancellation policy; money owed back makes the refund pending. */
  | { event: 'cancelled'; reason: string; refundAmount: number; refundStatus: 'none' | 'pending' }
  /**
   * A refund entered the ledger (DESIGN decision 34) on a booking that took money, cancelled or not (an
   * administrator's partial refund): money is owed back; `refundAmount` is the booking's refunds in all, in its
   * currency.
   */
  | { event: 'refund_requested'; refundAmount: number }
  /** The payment provider answered a refund request (on its way, done, or refused); the ledger decides the summary. */
  | { event: 'refund_answered'; refundStatus: 'pending' | 'refunded' | 'failed' }
  /**
   * A refund's final word: Stripe's webhook, or the bank transfer an administrator recorded. A failure may
   * overturn a success (Stripe reports refunds that fail after succeeding); the ledger decides the summary.
   */
  | { event: 'refund_settled'; refundStatus: 'pending' | 'refunded' | 'failed' }
  /**
   * An administrator sets the status (the spec's update_booking_status), only along ADMIN_STATUS_PATHS: money and
   * cancellations have their own events, so seats and refunds follow them.
   */
  | { event: 'status_set'; status: TBookingStatusValue; paymentStatus?: TBookingPaymentStatus };

export type TBookingEvent = TBookingChange['event'];

/** A set of states: each listed field must hold one of its values; a field left out may hold any. */
export type TBookingStatePattern = {
  status?: readonly TBookingStatusValue[];
  paymentStatus?: readonly TBookingPaymentStatus[];
  refundStatus?: readonly TRefundStatus[];
};

export type TBookingTransition = {
  event: TBookingEvent;
  /** The states the change may start from. */
  from: TBookingStatePattern;
  /** The values it may set; a field left out keeps its value. */
  to: TBookingStatePattern;
};

/**
 * Where an administrator may move a paid booking by hand (status_set): confirmed and 'paid' are the same stage in two
 * badges, 'completed' once the trip is over (checked by the caller with the trip's end), and back if set by mistake.
 * Nothing else: a booking becomes paid through a verified payment, is cancelled through a cancellation (seats and
 * refunds follow), and a cancelled booking is never reopened (its seats may be gone).
 */
const ADMIN_STATUS_PATHS: readonly (readonly [TBookingStatusValue, readonly TBookingStatusValue[]])[] = [
  ['pending', ['confirmed']],
  ['confirmed', ['paid', 'completed']],
  ['paid', ['confirmed', 'completed']],
  ['completed', ['confirmed']],
];

/**
 * The statuses an administrator may set from `state` (the bookings desk's choices and the status route's rule):
 * read from the transition table; 'completed' only once the trip has ended.
 */
export function adminStatusTargets(state: TBookingState, options: { tripEnded: boolean }): TBookingStatusValue[] {
  return BOOKING_STATUS_VALUES.filter(
    (status) =>
      status !== state.status &&
      (status !== 'completed' || options.tripEnded) &&
      nextBookingState(state, { event: 'status_set', status }) !== null,
  );
}

/** Every allowed transition. Cancelling (entering 'cancelled') gives the booking's seats back, once. */
export const BOOKING_TRANSITIONS: readonly TBookingTransition[] = [
  {
    event: 'payment_settled',
    from: { status: ['pending'] },
    to: { status: ['confirmed'], paymentStatus: ['completed'] },
  },
  {
    event: 'transfer_submitted',
    from: { status: ['pending'], paymentStatus: ['pending', 'failed'] },
    to: { paymentStatus: ['processing'] },
  },
  {
    event: 'deadline_passed',
    from: { status: ['pending'], paymentStatus: ['pending', 'failed'] },
    to: { status: ['cancelled'], refundStatus: ['none'] },
  },
  {
    event: 'cancelled',
    // 'paid' is a confirmed booking an administrator marked so; only an administrator cancels it.
    from: { status: ['pending', 'confirmed', 'paid'] },
    to: { status: ['cancelled'], refundStatus: ['none', 'pending'] },
  },
  // The refund events follow the ledger (refunds table): its rows say which refund changed and how, under their
  // own conditional updates; the booking's refund status is their summary (bookingRefundStatus), so these only
  // require that a refund was owed.
  {
    event: 'refund_requested',
    from: { paymentStatus: ['completed', 'processing'] },
    to: { refundStatus: ['pending'] },
  },
  {
    event: 'refund_answered',
    from: { refundStatus: ['none', 'pending', 'refunded', 'failed'] },
    to: { refundStatus: ['pending', 'refunded', 'failed'] },
  },
  {
    event: 'refund_settled',
    from: { refundStatus: ['none', 'pending', 'refunded', 'failed'] },
    to: { refundStatus: ['pending', 'refunded', 'failed'] },
  },
  {
    event: 'transfer_verified',
    from: { status: ['pending'], paymentStatus: ['processing'] },
    to: { status: ['confirmed'], paymentStatus: ['completed'] },
  },
  {
    event: 'transfer_rejected',
    from: { status: ['pending'], paymentStatus: ['processing'] },
    to: { paymentStatus: ['failed'] },
  },
  ...ADMIN_STATUS_PATHS.map(
    ([from, to]): TBookingTransition => ({
      event: 'status_set',
      from: { status: [from], paymentStatus: ['completed'] },
      to: { status: to, paymentStatus: ['completed'] },
    }),
  ),
];

/** The targets the change names itself. */
function namedTargets(change: TBookingChange): Partial<TBookingState> {
  switch (change.event) {
    case 'refund_requested':
      return { refundStatus: 'pending' };
    case 'cancelled':
    case 'refund_answered':
    case 'refund_settled':
      return { refundStatus: change.refundStatus };
    case 'status_set':
      return change.paymentStatus
        ? { status: change.status, paymentStatus: change.paymentStatus }
        : { status: change.status };
    default:
      return {};
  }
}

/** The targets a transition fixes: the fields it allows exactly one value for. */
function fixedTargets(to: TBookingStatePattern): Partial<TBookingState> {
  return Object.fromEntries(
    Object.entries(to)
      .filter(([, values]) => values.length === 1)
      .map(([field, values]) => [field, values[0]]),
  );
}

function allows(pattern: TBookingStatePattern, state: Partial<TBookingState>): boolean {
  return Object.entries(state).every(([field, value]) => {
    const values = pattern[field as keyof TBookingStatePattern] as readonly (string | null)[] | undefined;
    return values?.includes(value) ?? false;
  });
}

function matches(pattern: TBookingStatePattern, state: TBookingState): boolean {
  return Object.entries(pattern).every(([field, values]) =>
    (values as readonly (string | null)[]).includes(state[field as keyof TBookingState]),
  );
}

export type TBookingTransitionPlan = {
  /** What the change writes; fields left out keep their value. */
  set: Partial<TBookingState>;
  /** The states it may be applied to. */
  from: TBookingStatePattern[];
};

/**
 * What a change does and which states it may start from, read from the table; null when no transition allows
 * it (say, reopening a cancelled booking). The server turns the plan into one conditional UPDATE.
 */
export function planBookingTransition(change: TBookingChange): TBookingTransitionPlan | null {
  const named = namedTargets(change);
  let plan: TBookingTransitionPlan | null = null;
  for (const transition of BOOKING_TRANSITIONS) {
    if (transition.event !== change.event) continue;
    const set = { ...fixedTargets(transition.to), ...named };
    if (!allows(transition.to, set)) continue;
    plan = plan ? { set: plan.set, from: [...plan.from, transition.from] } : { set, from: [transition.from] };
  }
  return plan;
}

/** The state a change leads to, or null when the table does not allow it from `state`. */
export function nextBookingState(state: TBookingState, change: TBookingChange): TBookingState | null {
  const plan = planBookingTransition(change);
  if (!plan?.from.some((pattern) => matches(pattern, state))) return null;
  return { ...state, ...plan.set };
}

/** What a booking has received when it is made: verified money, a bank-transfer slip, or nothing yet. */
export type TPaymentOnBooking = 'paid' | 'slip_received' | 'unpaid';

/** How a booking starts: paid, a bank transfer being verified (so Pay Now is not offered), or unpaid. */
export function initialBookingState(payment: TPaymentOnBooking): Pick<TBookingState, 'status' | 'paymentStatus'> {
  switch (payment) {
    case 'paid':
      return { status: 'confirmed', paymentStatus: 'completed' };
    case 'slip_received':
      return { status: 'pending', paymentStatus: 'processing' };
    case 'unpaid':
      return { status: 'pending', paymentStatus: 'pending' };
  }
}
