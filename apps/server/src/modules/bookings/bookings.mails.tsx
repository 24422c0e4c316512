/** @jsxRuntime automatic */
import {
  bookingEmailSubject,
  cancellationPolicyText,
  describeBookingStatus,
  FLIGHT_TIMES_NOTE,
  flightLine,
  formatCalendarDate,
  formatMinorUnits,
  formatPaymentDeadline,
  operatorLine,
  paymentMethodLabel,
  type TBookingConfirmation,
  type TBookingFlight,
  type TTourOperator,
} from '@tour/shared';
import type { TOutgoingMail } from '../../adapters/mail/mail-outbox';
import { MailFacts, MailLayout, MailLink, renderMailHtml } from '../mail/mail-layout';

/**
 * Why a booking e-mail is sent: the booking was made (its state says paid, being verified, reserved or
 * awaiting payment), a reserved booking was paid, its deadline is near, or it was cancelled.
 */
export type TBookingMailKind = 'booking_confirmation' | 'payment_received' | 'payment_reminder' | 'booking_cancelled';

export type TBookingMailContext = { appName: string; manageUrl: string };

/** What the e-mail says beyond the booking: who runs the tour and the departure's flights. */
export type TBookingMailParticulars = { operator: TTourOperator | null; flights: readonly TBookingFlight[] };

const NO_PARTICULARS: TBookingMailParticulars = { operator: null, flights: [] };

const PAYMENT_LINES: Record<string, string> = {
  paid: 'received',
  awaiting_verification: 'bank transfer being verified (1-2 business days)',
  reserved: 'not yet paid',
  awaiting_payment: 'not yet paid',
  cancelled: 'cancelled',
  completed: 'received',
};

/** Every booking e-mail: its subject and lead follow the booking's real state (DESIGN decision 15). */
export function bookingMail(
  booking: TBookingConfirmation,
  kind: TBookingMailKind,
  context: TBookingMailContext,
  particulars: TBookingMailParticulars = NO_PARTICULARS,
): TOutgoingMail {
  const view = describeBookingStatus(booking);
  const deadline = booking.paymentDeadline ? formatPaymentDeadline(booking.paymentDeadline) : null;
  const reminder = kind === 'payment_reminder' && deadline;
  const subject = reminder
    ? bookingEmailSubject({ emailTitle: `Reminder: pay by ${deadline}` }, subjectOf(booking), context.appName)
    : bookingEmailSubject(view, subjectOf(booking), context.appName);
  const opening =
    kind === 'payment_reminder'
      ? 'Your reservation is not paid yet.'
      : kind === 'booking_cancelled'
        ? 'Your booking has been cancelled.'
        : kind === 'payment_received'
          ? 'Thank you, we have received your payment.'
          : 'Thank you for your booking.';
  const lines = [
    `Booking reference: ${booking.reference}`,
    `Tour: ${booking.tour.title} (${booking.tour.location}, ${booking.tour.country})`,
    ...(particulars.operator ? [`Tour operator: ${operatorLine(particulars.operator)}`] : []),
    `Travel dates: ${formatCalendarDate(booking.date.startDate)} to ${formatCalendarDate(booking.date.endDate)} (${booking.tour.durationDays} days)`,
    `Guests: ${booking.numberOfGuests}`,
    `Total: ${formatMinorUnits(booking.totalAmount, booking.currency)}`,
    `Payment: ${PAYMENT_LINES[view.stage]}${view.stage === 'paid' ? ` (${paymentMethodLabel(booking.paymentMethod)})` : ''}`,
    ...(view.stage === 'reserved' && deadline ? [`Pay by: ${deadline}`] : []),
    ...particulars.flights.map((flight) => `Flight: ${flightLine(flight)}`),
    ...(particulars.flights.length > 0 ? [FLIGHT_TIMES_NOTE] : []),
    `Cancellation policy: ${cancellationPolicyText(booking.cancellationPolicy)}`,
  ];
  const manage =
    view.stage === 'reserved' || view.stage === 'awaiting_payment'
      ? 'Pay, view or cancel your booking'
      : 'View or manage your booking';
  const closing =
    view.stage === 'paid'
      ? `${particulars.operator ? `We pass your booking to ${particulars.operator.name}, who runs this tour. ` : ''}A travel coordinator will contact you within 24 hours. Your travel documents (itinerary, flights and meeting details) are e-mailed 7 days before departure.`
      : 'This link is private to your booking: please do not share it.';
  const name = booking.contactName ?? 'traveller';
  const lead = `${opening} ${view.lead}`;
  return {
    kind,
    to: booking.contactEmail ?? '',
    subject,
    text: `Dear ${name},\n\n${lead}\n\n${lines.join('\n')}\n\n${manage}: ${context.manageUrl}\n\n${closing}\n\n${context.appName}\n`,
    html: renderMailHtml(
      <BookingMail
        {...context}
        subject={subject}
        name={name}
        lead={lead}
        lines={lines}
        manage={manage}
        closing={closing}
      />,
    ),
  };
}

function BookingMail(
  props: TBookingMailContext & {
    subject: string;
    name: string;
    lead: string;
    lines: string[];
    manage: string;
    closing: string;
  },
) {
  return (
    <MailLayout title={props.subject} appName={props.appName}>
      <p>{`Dear ${props.name},`}</p>
      <p>{props.lead}</p>
      <MailFacts lines={props.lines} />
      <MailLink href={props.manageUrl}>{props.manage}</MailLink>
      <p>{props.closing}</p>
    </MailLayout>
  );
}

function subjectOf(booking: TBookingConfirmation) {
  return { reference: booking.reference, tourTitle: booking.tour.title };
}
