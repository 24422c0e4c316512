import type { TDb } from '@tour/db';
import {
  ADMIN_BOOKINGS_PAGE_SIZE,
  adminStatusTargets,
  cancellationOutcome,
  departureInstant,
  formatMinorUnits,
  MONEY_MESSAGES,
  marketplaceDayEnd,
  paymentMethodLabel,
  refundableRemainder,
  type TAdminBookingDetail,
  type TAdminBookingsPage,
  type TAdminBookingsQuery,
  type TTimelineEntry,
} from '@tour/shared';
import type { TClock } from '../../clock';
import { AppError } from '../../http/app-error';
import { recordAdminAction, type TActor } from '../audit/audit.service';
import { queueBookingMail } from '../bookings/bookings.service';
import { slipReadingOf } from '../transfer-verification/transfer-verification.service';
import {
  countBookings,
  findBookingDetail,
  findHold,
  findUserNames,
  listBookingAudit,
  listBookingEvents,
  listBookingMails,
  listBookings,
  listGuests,
  listPayments,
  listRefunds,
  type TAdminBookingsFilter,
} from './admin-bookings.repository';

export type TAdminBookingsDeps = { db: TDb; clock: TClock; appUrl: string; appName: string };

const NOTHING_TO_RESEND =
  'This booking has no confirmation to send again: it is cancelled, its trip is over, or it has no e-mail address';

function travellerOf(row: {
  contactName: string | null;
  contactEmail: string | null;
  accountName: string | null;
  accountEmail: string | null;
}) {
  return { name: row.contactName ?? row.accountName, email: row.contactEmail ?? row.accountEmail };
}

/** The bookings desk: every booking, newest first, searched and filtered on the server, a page at a time. */
export async function listAdminBookings(db: TDb, query: TAdminBookingsQuery): Promise<TAdminBookingsPage> {
  const filter: TAdminBookingsFilter = {
    search: query.q || undefined,
    status: query.status,
    paymentStatus: query.paymentStatus,
    method: query.method,
    departureFrom: query.departureFrom,
    departureTo: query.departureTo,
  };
  const page = { limit: ADMIN_BOOKINGS_PAGE_SIZE, offset: (query.page - 1) * ADMIN_BOOKINGS_PAGE_SIZE };
  const [rows, total] = await Promise.all([listBookings(db, filter, page), countBookings(db, filter)]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      reference: row.reference,
      tourTitle: row.tourTitle,
      traveller: travellerOf(row),
      departureDate: row.departureDate,
      guests: row.guests,
      totalAmount: row.totalAmount,
      currency: row.currency,
      status: row.status,
      paymentStatus: row.paymentStatus,
      paymentMethod: row.paymentMethod,
      refundStatus: row.refundStatus,
      bookingDate: row.bookingDate.toISOString(),
    })),
    total,
    page: query.page,
    pageSize: ADMIN_BOOKINGS_PAGE_SIZE,
  };
}

const EVENT_TITLES: Record<string, string> = {
  created: 'Booking created',
  recorded: 'History began (state when the booking history was introduced)',
  payment_settled: 'Paid',
  transfer_submitted: 'Bank transfer slip received',
  transfer_verified: 'Transfer verified: booking paid',
  transfer_rejected: 'Transfer rejected: awaiting payment again',
  deadline_passed: 'Cancelled: not paid by the deadline',
  cancelled: 'Cancelled',
};

const AUDIT_TITLES: Record<string, string> = {
  'booking.status_change': 'Status changed by an administrator',
  'booking.transfer_verify': 'Administrator verified the bank transfer',
  'booking.transfer_reject': 'Administrator rejected the bank transfer',
  'booking.resend_confirmation': 'Administrator sent the confirmation e-mail again',
};

function humanise(code: string) {
  const words = code.replace(/[._]/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function eventTitle(event: { event: string; status: string; refundStatus: string | null }) {
  if (event.event === 'status_set') return `Status set to ${event.status}`;
  if (event.event.startsWith('refund_')) return `Refund status: ${event.refundStatus ?? 'none'}`;
  return EVENT_TITLES[event.event] ?? humanise(event.event);
}

type TActorKind = TTimelineEntry['actor']['kind'];
type TPaymentRows = Awaited<ReturnType<typeof listPayments>>;
type TRefundRows = Awaited<ReturnType<typeof listRefunds>>;

/**
 * A booking's timeline, oldest first, from every record of it: the hold, its status changes (booking_events, with
 * who), its payments, the e-mails sent about it, its refunds and the administrators' audited actions.
 */
async function timelineOf(
  db: TDb,
  booking: { id: string; sessionId: string | null },
  payments: TPaymentRows,
  refunds: TRefundRows,
) {
  const [hold, events, mails, audit] = await Promise.all([
    booking.sessionId ? findHold(db, booking.sessionId) : null,
    listBookingEvents(db, booking.id),
    listBookingMails(db, booking.id),
    listBookingAudit(db, booking.id),
  ]);
  const userIds = [
    ...events.map((event) => event.actorUserId),
    ...refunds.flatMap((refund) => [refund.requestedBy, refund.recordedBy]),
    ...audit.map((row) => row.actorUserId),
  ].filter((id): id is string => id !== null);
  const names = await findUserNames(db, [...new Set(userIds)]);
  const actor = (kind: TActorKind, userId: string | null = null) => ({
    kind,
    name: userId ? (names.get(userId) ?? null) : null,
  });

  const entries: TTimelineEntry[] = [];
  if (hold) {
    entries.push({
      at: hold.createdAt.toISOString(),
      kind: 'hold',
      title: `${hold.seats} ${hold.seats === 1 ? 'seat' : 'seats'} held at checkout`,
      detail: null,
      actor: actor('traveller'),
    });
  }
  for (const event of events) {
    const state = `Status ${event.status}, payment ${event.paymentStatus}${event.refundStatus ? `, refund ${event.refundStatus}` : ''}`;
    entries.push({
      at: event.createdAt.toISOString(),
      kind: 'status',
      title: eventTitle(event),
      detail: event.note ? `${state} · ${event.note}` : state,
      actor: actor(event.actorKind, event.actorUserId),
    });
  }
  for (const payment of payments) {
    const amount = formatMinorUnits(payment.amount, payment.currency);
    const slip = payment.slipFileKey ? slipReadingOf(payment) : null;
    const reading = slip
      ? slip.reference
        ? `Slip QR: ${slip.bankName ?? slip.bankCode ?? 'unknown bank'}, reference ${slip.reference}`
        : 'Slip without a readable QR: checked by hand'
      : null;
    entries.push({
      at: payment.createdAt.toISOString(),
      kind: 'payment',
      title: `${paymentMethodLabel(payment.method)} payment of ${amount}: ${humanise(payment.status).toLowerCase()}`,
      detail:
        [reading, payment.rejectionReason && `Rejected: ${payment.rejectionReason}`].filter(Boolean).join(' · ') ||
        null,
      actor: actor('traveller'),
    });
    if (payment.escalatedAt) {
      entries.push({
        at: payment.escalatedAt.toISOString(),
        kind: 'payment',
        title: 'Transfer overdue for verification: administrators e-mailed',
        detail: null,
        actor: actor('system'),
      });
    }
  }
  for (const mail of mails) {
    const verb = mail.status === 'sent' ? 'sent' : mail.status === 'failed' ? 'not delivered' : 'queued';
    entries.push({
      at: (mail.sentAt ?? mail.createdAt).toISOString(),
      kind: 'mail',
      title: `E-mail ${verb}: ${mail.subject}`,
      detail: `To ${mail.to}`,
      actor: actor('system'),
    });
  }
  for (const refund of refunds) {
    const amount = formatMinorUnits(refund.amount, refund.currency);
    const route = refund.route === 'bank_transfer' ? 'by bank transfer' : 'through the payment provider';
    entries.push({
      at: refund.createdAt.toISOString(),
      kind: 'refund',
      title: `Refund of ${amount} requested ${route}`,
      detail: refund.reason,
      actor: actor(refund.requestedByKind, refund.requestedBy),
    });
    if (refund.settledAt && (refund.status === 'succeeded' || refund.status === 'failed')) {
      entries.push({
        at: refund.settledAt.toISOString(),
        kind: 'refund',
        title: `Refund of ${amount} ${refund.status}`,
        detail: refund.transferReference
          ? `Transfer reference ${refund.transferReference}`
          : (refund.failureReason ?? null),
        actor: refund.recordedBy ? actor('administrator', refund.recordedBy) : actor('provider'),
      });
    }
  }
  for (const row of audit) {
    const reason = typeof row.after?.reason === 'string' ? row.after.reason : null;
    entries.push({
      at: row.createdAt.toISOString(),
      kind: 'admin',
      title: AUDIT_TITLES[row.action] ?? humanise(row.action),
      detail: reason,
      actor: actor('administrator', row.actorUserId),
    });
  }
  // Stable: entries of one instant keep the order above (the hold, the change, its payment, its e-mail).
  return entries.sort((a, b) => a.at.localeCompare(b.at));
}

/** One booking for the desk: its details, guests, payments with what each may still refund, refunds and timeline. */
export async function getAdminBooking(deps: TAdminBookingsDeps, bookingId: string): Promise<TAdminBookingDetail> {
  const booking = await findBookingDetail(deps.db, bookingId);
  if (!booking) throw new AppError('NOT_FOUND', MONEY_MESSAGES.bookingNotFound);
  const now = deps.clock.now();
  const [guests, payments, refunds] = await Promise.all([
    listGuests(deps.db, bookingId),
    listPayments(deps.db, bookingId),
    listRefunds(deps.db, bookingId),
  ]);
  const timeline = await timelineOf(deps.db, booking, payments, refunds);
  const refundable = (payment: TPaymentRows[number]) =>
    payment.status === 'succeeded'
      ? refundableRemainder(
          payment.amount,
          refunds.filter((refund) => refund.paymentId === payment.id),
        )
      : 0;
  const tripEnded = now >= marketplaceDayEnd(booking.endDate);
  const state = { status: booking.status, paymentStatus: booking.paymentStatus, refundStatus: booking.refundStatus };
  return {
    id: booking.id,
    reference: booking.reference,
    tourTitle: booking.tourTitle,
    traveller: travellerOf(booking),
    departureDate: booking.departureDate,
    guests: booking.guests,
    totalAmount: booking.totalAmount,
    currency: booking.currency,
    status: booking.status,
    paymentStatus: booking.paymentStatus,
    paymentMethod: booking.paymentMethod,
    refundStatus: booking.refundStatus,
    bookingDate: booking.bookingDate.toISOString(),
    contactPhone: booking.contactPhone,
    account:
      booking.userId && booking.accountEmail
        ? { id: booking.userId, username: booking.accountName ?? booking.accountEmail, email: booking.accountEmail }
        : null,
    tour: {
      title: booking.tourTitle,
      slug: booking.tourSlug,
      startDate: booking.departureDate,
      endDate: booking.endDate,
      operator: booking.operator,
    },
    cancellationReason: booking.cancellationReason,
    cancellationDate: booking.cancellationDate?.toISOString() ?? null,
    paymentDeadline: booking.paymentDeadline?.toISOString() ?? null,
    refundAmount: booking.refundAmount,
    guestList: guests.map((guest) => ({
      name: `${guest.firstName} ${guest.lastName}`,
      email: guest.email,
      nationality: guest.nationality,
    })),
    payments: payments.map((payment) => ({
      id: payment.id,
      method: payment.method,
      status: payment.status,
      amount: payment.amount,
      currency: payment.currency,
      createdAt: payment.createdAt.toISOString(),
      slip: payment.slipFileKey ? slipReadingOf(payment) : null,
      rejectionReason: payment.rejectionReason,
      refundable: refundable(payment),
    })),
    refunds: refunds.map((refund) => ({
      id: refund.id,
      paymentId: refund.paymentId,
      route: refund.route,
      amount: refund.amount,
      currency: refund.currency,
      status: refund.status,
      reason: refund.reason,
      createdAt: refund.createdAt.toISOString(),
      settledAt: refund.settledAt?.toISOString() ?? null,
      transferReference: refund.transferReference,
      failureReason: refund.failureReason,
    })),
    timeline,
    actions: {
      statusTargets: adminStatusTargets(state, { tripEnded }),
      canResendConfirmation: canResend(booking, tripEnded),
      cancel: cancelPreview(booking, payments, refunds, now),
    },
  };
}

function canResend(booking: { status: string; contactEmail: string | null }, tripEnded: boolean) {
  return (
    booking.contactEmail !== null && booking.status !== 'cancelled' && booking.status !== 'completed' && !tripEnded
  );
}

/**
 * What each cancellation would give back now, in the booking's currency: the policy's share of what was paid (or sent
 * by a transfer being verified), and everything not refunded yet. Null when the booking cannot be cancelled.
 */
function cancelPreview(
  booking: NonNullable<Awaited<ReturnType<typeof findBookingDetail>>>,
  payments: TPaymentRows,
  refunds: TRefundRows,
  now: Date,
) {
  if (booking.status === 'cancelled' || booking.status === 'completed') return null;
  const paid =
    booking.paymentStatus === 'completed' || booking.paymentStatus === 'processing' ? booking.totalAmount : 0;
  const outcome = cancellationOutcome({
    policy: booking.cancellationPolicy,
    paidAmount: paid,
    departureAt: departureInstant(booking.departureDate, booking.outboundDeparture),
    now,
  });
  if (!outcome.allowed) return null;
  const captured = payments.filter((payment) => payment.status === 'succeeded');
  const capturedTotal = captured.reduce((sum, payment) => sum + payment.amount, 0);
  const remaining = captured.reduce(
    (sum, payment) =>
      sum +
      refundableRemainder(
        payment.amount,
        refunds.filter((refund) => refund.paymentId === payment.id),
      ),
    0,
  );
  // The ledger is in the payments' currency (PromptPay took THB): its share still unrefunded, of the booking's price.
  const fullRefund = capturedTotal > 0 ? Math.floor((paid * remaining) / capturedTotal) : paid;
  return { policyRefund: Math.min(outcome.refundAmount, fullRefund), fullRefund };
}

/** Sends the booking's current e-mail again with a fresh manage link (DESIGN decision 16), audited. */
export async function resendBookingConfirmation(deps: TAdminBookingsDeps, actor: TActor, bookingId: string) {
  return deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const booking = await findBookingDetail(tx, bookingId);
    if (!booking) throw new AppError('NOT_FOUND', MONEY_MESSAGES.bookingNotFound);
    if (!canResend(booking, now >= marketplaceDayEnd(booking.endDate))) {
      throw new AppError('CONFLICT', NOTHING_TO_RESEND);
    }
    await queueBookingMail(tx, bookingId, 'booking_confirmation', { ...deps, now });
    await recordAdminAction(tx, actor, {
      action: 'booking.resend_confirmation',
      targetType: 'booking',
      targetId: bookingId,
      after: { to: booking.contactEmail, status: booking.status, paymentStatus: booking.paymentStatus },
    });
    return { message: MONEY_MESSAGES.confirmationResent };
  });
}
