/** @jsxRuntime automatic */
import {
  FLIGHT_TIMES_NOTE,
  flightLine,
  formatAirportWallTime,
  formatCalendarDate,
  itineraryLine,
  operatorLine,
  type TBookingConfirmation,
  type TBookingFlight,
  type TItineraryStop,
  type TTourOperator,
} from '@tour/shared';
import type { TOutgoingMail } from '../../adapters/mail/mail-outbox';
import { MailFacts, MailLayout, MailLink, renderMailHtml } from '../mail/mail-layout';

export type TTravelDocuments = {
  booking: TBookingConfirmation;
  operator: TTourOperator | null;
  flights: readonly TBookingFlight[];
  itinerary: readonly TItineraryStop[];
  guests: ReadonlyArray<{ firstName: string; lastName: string }>;
};

/**
 * Where the trip starts. Tours keep no meeting point of their own: what they do keep is the outbound flight,
 * so the meeting is its check-in; without flights, the operator confirms where to meet.
 */
function meetingLines(documents: TTravelDocuments): string[] {
  const outbound = documents.flights.find((flight) => flight.isOutbound);
  const operator = documents.operator;
  const contact = operator ? [operator.phone, operator.email].filter(Boolean).join(', ') : '';
  const operatorContact = operator ? `${operator.name}${contact ? ` (${contact})` : ''}` : 'your tour operator';
  if (outbound) {
    return [
      `Meet at: check-in for flight ${outbound.flightNumber} (${outbound.airline}) at ${outbound.departureAirport} (${outbound.departureCode}), departing ${formatAirportWallTime(outbound.departureTime, outbound.departureUtcOffset)} local time. Please arrive at least 3 hours before departure.`,
      `Questions about meeting: ${operatorContact}.`,
    ];
  }
  return [`Meet at: ${operatorContact} confirms where and when to meet on day 1.`];
}

/** The traveller's travel documents, 7 days before departure: programme, flights and meeting details. */
export function travelDocumentsMail(
  documents: TTravelDocuments,
  context: { appName: string; manageUrl: string },
): TOutgoingMail {
  const { booking } = documents;
  const subject = `Your travel documents: ${booking.tour.title}, departing ${formatCalendarDate(booking.date.startDate)} (${booking.reference})`;
  const name = booking.contactName ?? 'traveller';
  const lead = `Your trip starts on ${formatCalendarDate(booking.date.startDate)}. Here are your itinerary, flights and meeting details.`;
  const guestNames = documents.guests.map((guest) => `${guest.firstName} ${guest.lastName}`.trim()).filter(Boolean);
  const trip = [
    `Booking reference: ${booking.reference}`,
    `Tour: ${booking.tour.title} (${booking.tour.location}, ${booking.tour.country})`,
    `Travel dates: ${formatCalendarDate(booking.date.startDate)} to ${formatCalendarDate(booking.date.endDate)} (${booking.tour.durationDays} days)`,
    `Guests: ${booking.numberOfGuests}${guestNames.length > 0 ? ` (${guestNames.join(', ')})` : ''}`,
    ...(documents.operator ? [`Tour operator: ${operatorLine(documents.operator)}`] : []),
  ];
  const meeting = meetingLines(documents);
  const flights =
    documents.flights.length > 0
      ? [...documents.flights.map((flight) => flightLine(flight)), FLIGHT_TIMES_NOTE]
      : ['This tour includes no flights.'];
  const itinerary =
    documents.itinerary.length > 0
      ? documents.itinerary.map((stop) => itineraryLine(stop))
      : ['Your tour operator sends the day-by-day programme.'];
  const sections: Array<[string, string[]]> = [
    ['Your trip', trip],
    ['Meeting details', meeting],
    ['Flights', flights],
    ['Itinerary', itinerary],
  ];
  const text = [
    `Dear ${name},`,
    lead,
    ...sections.map(([title, lines]) => `${title.toUpperCase()}\n${lines.join('\n')}`),
    `View or manage your booking: ${context.manageUrl}`,
    context.appName,
  ].join('\n\n');
  return {
    kind: 'travel_documents',
    to: booking.contactEmail ?? '',
    subject,
    bookingId: booking.id,
    text: `${text}\n`,
    html: renderMailHtml(
      <MailLayout title={subject} appName={context.appName}>
        <p>{`Dear ${name},`}</p>
        <p>{lead}</p>
        {sections.map(([title, lines]) => (
          <div key={title}>
            <h2 style={{ fontSize: '16px', margin: '16px 0 4px' }}>{title}</h2>
            <MailFacts lines={lines} />
          </div>
        ))}
        <MailLink href={context.manageUrl}>View or manage your booking</MailLink>
      </MailLayout>,
    ),
  };
}
