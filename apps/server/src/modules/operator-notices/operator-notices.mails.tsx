/** @jsxRuntime automatic */
import {
  flightLine,
  flightTimesNote,
  formatCalendarDate,
  formatMinorUnits,
  type TBookingConfirmation,
  type TBookingFlight,
  type TLanguage,
} from '@tour/shared';
import { translateMessage } from '@tour/shared/message-translations';
import type { TOutgoingMail } from '../../adapters/mail/mail-outbox';
import { MailFacts, MailLayout, renderMailHtml } from '../mail/mail-layout';
import { OPERATOR_NOTICES_MAIL_TEXTS } from './operator-notices.mail-texts';

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
 * again. With the departure, the guests and the traveller's contact, in the recipient's language.
 */
export function operatorNoticeMail(
  kind: TOperatorNoticeKind,
  facts: TOperatorNoticeFacts,
  context: { to: string; appName: string; language: TLanguage },
): TOutgoingMail {
  const { booking } = facts;
  const { language } = context;
  const T = OPERATOR_NOTICES_MAIL_TEXTS[language];
  const departing = formatCalendarDate(booking.date.startDate, language);
  const subject =
    kind === 'paid'
      ? T.paidSubject(booking.reference, booking.tour.title, departing)
      : T.cancelledSubject(booking.reference, booking.tour.title, departing);
  const lead = kind === 'paid' ? T.paidLead : T.cancelledLead(booking.numberOfGuests);
  const guestNames = facts.guests.map((guest) => `${guest.firstName} ${guest.lastName}`.trim()).filter(Boolean);
  const contact = [booking.contactName, booking.contactEmail, booking.contactPhone].filter(Boolean).join(', ');
  const lines = [
    T.reference(booking.reference),
    T.tour(booking.tour.title, booking.tour.location, booking.tour.country),
    T.departure(departing, formatCalendarDate(booking.date.endDate, language), booking.tour.durationDays),
    T.guests(booking.numberOfGuests, guestNames),
    T.contact(contact),
    T.total(formatMinorUnits(booking.totalAmount, booking.currency, language)),
    // A stored reason the product wrote ('Not paid by the deadline') reads in the language; a person's as typed.
    ...(kind === 'cancelled' && booking.cancellationReason
      ? [T.reason(translateMessage(booking.cancellationReason, language))]
      : []),
    ...facts.flights.map((flight) => T.flight(flightLine(flight, language))),
    ...(facts.flights.length > 0 ? [flightTimesNote(language)] : []),
  ];
  const greeting = T.greeting(facts.operatorName);
  return {
    kind: kind === 'paid' ? 'operator_booking_paid' : 'operator_booking_cancelled',
    to: context.to,
    subject,
    bookingId: booking.id,
    text: `${greeting}\n\n${lead}\n\n${lines.join('\n')}\n\n${context.appName}\n`,
    html: renderMailHtml(
      <MailLayout title={subject} appName={context.appName} language={language}>
        <p>{greeting}</p>
        <p>{lead}</p>
        <MailFacts lines={lines} />
      </MailLayout>,
    ),
  };
}
