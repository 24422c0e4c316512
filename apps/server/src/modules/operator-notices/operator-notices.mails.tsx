/** @jsxRuntime automatic */
import {
  FLIGHT_TIMES_NOTE,
  flightLine,
  formatCalendarDate,
  formatMinorUnits,
  type TBookingConfirmation,
  type TBookingFlight,
} from '@tour/shared';
import type { TOutgoingMail } from '../../adapters/mail/mail-outbox';
import { MailFacts, MailLayout, renderMailHtml } from '../mail/mail-layout';

export type TOperatorNoticeKind = 'paid' | 'cancelled';

export type TOperatorNoticeFacts = {
  booking: TBookingConfirmation;
  guests: ReadonlyArray<{ firstName: string; lastName: string }>;
  flights: readonly TBookingFlight[];
  operatorName: string | null;
};

/**
 * The tour operator's news of a booking (issue 22): a booking of their tour was paid, so its travellers
 * expect their coordinator's call within 24 hours; or a paid booking was cancelled, so its seats are free
 * again. With the departure, the guests and the traveller's contact.
 */
export function operatorNoticeMail(
  kind: TOperatorNoticeKind,
  facts: TOperatorNoticeFacts,
  context: { to: string; appName: string },
): TOutgoingMail {
  const { booking } = facts;
  const departure = `${formatCalendarDate(booking.date.startDate)} to ${formatCalendarDate(booking.date.endDate)}`;
  const subject =
    kind === 'paid'
      ? `New paid booking ${booking.reference}: ${booking.tour.title}, departing ${formatCalendarDate(booking.date.startDate)}`
      : `Booking ${booking.reference} cancelled: ${booking.tour.title}, departing ${formatCalendarDate(booking.date.startDate)}`;
  const lead =
    kind === 'paid'
      ? 'A booking of your tour has been paid. Please contact the traveller within 24 hours: we have told them that their tour coordinator will.'
      : `A paid booking of your tour has been cancelled; its ${booking.numberOfGuests === 1 ? 'seat is' : 'seats are'} free again.`;
  const guestNames = facts.guests.map((guest) => `${guest.firstName} ${guest.lastName}`.trim()).filter(Boolean);
  const contact = [booking.contactName, booking.contactEmail, booking.contactPhone].filter(Boolean).join(', ');
  const lines = [
    `Booking reference: ${booking.reference}`,
    `Tour: ${booking.tour.title} (${booking.tour.location}, ${booking.tour.country})`,
    `Departure: ${departure} (${booking.tour.durationDays} days)`,
    `Guests: ${booking.numberOfGuests}${guestNames.length > 0 ? ` (${guestNames.join(', ')})` : ''}`,
    `Traveller's contact: ${contact || 'not given'}`,
    `Booking total: ${formatMinorUnits(booking.totalAmount, booking.currency)}`,
    ...(kind === 'cancelled' && booking.cancellationReason ? [`Reason: ${booking.cancellationReason}`] : []),
    ...facts.flights.map((flight) => `Flight: ${flightLine(flight)}`),
    ...(facts.flights.length > 0 ? [FLIGHT_TIMES_NOTE] : []),
  ];
  const greeting = facts.operatorName ? `Dear ${facts.operatorName},` : 'Dear tour operator,';
  return {
    kind: kind === 'paid' ? 'operator_booking_paid' : 'operator_booking_cancelled',
    to: context.to,
    subject,
    bookingId: booking.id,
    text: `${greeting}\n\n${lead}\n\n${lines.join('\n')}\n\n${context.appName}\n`,
    html: renderMailHtml(
      <MailLayout title={subject} appName={context.appName}>
        <p>{greeting}</p>
        <p>{lead}</p>
        <MailFacts lines={lines} />
      </MailLayout>,
    ),
  };
}
