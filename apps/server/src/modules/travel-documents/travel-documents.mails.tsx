/** @jsxRuntime automatic */
import {
  flightLine,
  flightTimesNote,
  formatAirportWallTime,
  formatCalendarDate,
  itineraryLine,
  operatorLine,
  type TBookingConfirmation,
  type TBookingFlight,
  type TItineraryStop,
  type TLanguage,
  type TTourOperator,
  tourTitleIn,
} from '@tour/shared';
import type { TOutgoingMail } from '../../adapters/mail/mail-outbox';
import { MailFacts, MailLayout, MailLink, renderMailHtml } from '../mail/mail-layout';
import { TRAVEL_DOCUMENTS_MAIL_TEXTS } from './travel-documents.mail-texts';

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
function meetingLines(documents: TTravelDocuments, language: TLanguage): string[] {
  const T = TRAVEL_DOCUMENTS_MAIL_TEXTS[language];
  const outbound = documents.flights.find((flight) => flight.isOutbound);
  const operator = documents.operator;
  const contact = operator ? [operator.phone, operator.email].filter(Boolean).join(', ') : '';
  const operatorContact = operator ? `${operator.name}${contact ? ` (${contact})` : ''}` : T.yourOperator;
  if (outbound) {
    return [
      T.meetAtCheckIn(
        outbound.flightNumber,
        outbound.airline,
        outbound.departureAirport,
        outbound.departureCode,
        formatAirportWallTime(outbound.departureTime, outbound.departureUtcOffset, language),
      ),
      T.meetingQuestions(operatorContact),
    ];
  }
  return [T.meetAsOperatorSays(operatorContact)];
}

/**
 * The traveller's travel documents, 7 days before departure: programme, flights and meeting details, in the
 * booking's language.
 */
export function travelDocumentsMail(
  documents: TTravelDocuments,
  context: { appName: string; manageUrl: string; language: TLanguage },
): TOutgoingMail {
  const { booking } = documents;
  const { language } = context;
  const T = TRAVEL_DOCUMENTS_MAIL_TEXTS[language];
  const departure = formatCalendarDate(booking.date.startDate, language);
  // The tour named in the booking's language where the operator gave its title in it (issue 27).
  const tourTitle = tourTitleIn(booking.tour, language);
  const subject = T.subject(tourTitle, departure, booking.reference);
  const greeting = T.greeting(booking.contactName);
  const lead = T.lead(departure);
  const guestNames = documents.guests.map((guest) => `${guest.firstName} ${guest.lastName}`.trim()).filter(Boolean);
  const trip = [
    T.reference(booking.reference),
    T.tour(tourTitle, booking.tour.location, booking.tour.country),
    T.travelDates(departure, formatCalendarDate(booking.date.endDate, language), booking.tour.durationDays),
    T.guests(booking.numberOfGuests, guestNames.join(', ')),
    ...(documents.operator ? [T.operator(operatorLine(documents.operator, language))] : []),
  ];
  const meeting = meetingLines(documents, language);
  const flights =
    documents.flights.length > 0
      ? [...documents.flights.map((flight) => flightLine(flight, language)), flightTimesNote(language)]
      : [T.noFlights];
  const itinerary =
    documents.itinerary.length > 0 ? documents.itinerary.map((stop) => itineraryLine(stop, language)) : [T.noItinerary];
  const sections: Array<[string, string[]]> = [
    [T.sections.trip, trip],
    [T.sections.meeting, meeting],
    [T.sections.flights, flights],
    [T.sections.itinerary, itinerary],
  ];
  const text = [
    greeting,
    lead,
    ...sections.map(([title, lines]) => `${title.toUpperCase()}\n${lines.join('\n')}`),
    `${T.manage}: ${context.manageUrl}`,
    context.appName,
  ].join('\n\n');
  return {
    kind: 'travel_documents',
    to: booking.contactEmail ?? '',
    subject,
    bookingId: booking.id,
    text: `${text}\n`,
    html: renderMailHtml(
      <MailLayout title={subject} appName={context.appName} language={language}>
        <p>{greeting}</p>
        <p>{lead}</p>
        {sections.map(([title, lines]) => (
          <div key={title}>
            <h2 style={{ fontSize: '16px', margin: '16px 0 4px' }}>{title}</h2>
            <MailFacts lines={lines} />
          </div>
        ))}
        <MailLink href={context.manageUrl}>{T.manage}</MailLink>
      </MailLayout>,
    ),
  };
}
