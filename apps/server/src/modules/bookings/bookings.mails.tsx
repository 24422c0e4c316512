/** @jsxRuntime automatic */
import {
  bookingEmailSubject,
  cancellationPolicyText,
  describeBookingStatus,
  flightLine,
  flightTimesNote,
  formatCalendarDate,
  formatMinorUnits,
  formatPaymentDeadline,
  operatorLine,
  paymentMethodLabel,
  type TBookingConfirmation,
  type TBookingFlight,
  type TLanguage,
  type TTourOperator,
  tourTitleIn,
} from '@tour/shared';
import { translateMessage } from '@tour/shared/message-translations';
import type { TOutgoingMail } from '../../adapters/mail/mail-outbox';
import { MailFacts, MailLayout, MailLink, renderMailHtml } from '../mail/mail-layout';
import { BOOKING_MAIL_TEXTS } from './bookings.mail-texts';

/**
 * Why a booking e-mail is sent: the booking was made (its state says paid, being verified, reserved or
 * awaiting payment), a reserved booking was paid, its deadline is near, or it was cancelled.
 */
export type TBookingMailKind = 'booking_confirmation' | 'payment_received' | 'payment_reminder' | 'booking_cancelled';

/** `language`: the booking's (the language it was made in). */
export type TBookingMailContext = { appName: string; manageUrl: string; language: TLanguage };

/** What the e-mail says beyond the booking: who runs the tour and the departure's flights. */
export type TBookingMailParticulars = { operator: TTourOperator | null; flights: readonly TBookingFlight[] };

const NO_PARTICULARS: TBookingMailParticulars = { operator: null, flights: [] };

/** Every booking e-mail: its subject and lead follow the booking's real state (DESIGN decision 15). */
export function bookingMail(
  booking: TBookingConfirmation,
  kind: TBookingMailKind,
  context: TBookingMailContext,
  particulars: TBookingMailParticulars = NO_PARTICULARS,
): TOutgoingMail {
  const { language } = context;
  const T = BOOKING_MAIL_TEXTS[language];
  // A stored reason the product wrote ('Not paid by the deadline') is read in the booking's language.
  const reason = booking.cancellationReason ? translateMessage(booking.cancellationReason, language) : null;
  const view = describeBookingStatus({ ...booking, cancellationReason: reason }, { language });
  const deadline = booking.paymentDeadline ? formatPaymentDeadline(booking.paymentDeadline, { language }) : null;
  const reminder = kind === 'payment_reminder' && deadline;
  // The tour named in the mail's language where the operator gave its title in it (issue 27).
  const tourTitle = tourTitleIn(booking.tour, language);
  const about = { reference: booking.reference, tourTitle };
  const subject = reminder
    ? bookingEmailSubject({ emailTitle: T.reminderTitle(deadline) }, about, context.appName)
    : bookingEmailSubject(view, about, context.appName);
  const payment = T.payments[view.stage];
  const lines = [
    T.reference(booking.reference),
    T.tour(tourTitle, booking.tour.location, booking.tour.country),
    ...(particulars.operator ? [T.operator(operatorLine(particulars.operator, language))] : []),
    T.travelDates(
      formatCalendarDate(booking.date.startDate, language),
      formatCalendarDate(booking.date.endDate, language),
      booking.tour.durationDays,
    ),
    T.guests(booking.numberOfGuests),
    T.total(formatMinorUnits(booking.totalAmount, booking.currency, language)),
    view.stage === 'paid'
      ? T.paidWith(payment, paymentMethodLabel(booking.paymentMethod, language))
      : T.payment(payment),
    ...(view.stage === 'reserved' && deadline ? [T.payBy(deadline)] : []),
    ...particulars.flights.map((flight) => T.flight(flightLine(flight, language))),
    ...(particulars.flights.length > 0 ? [flightTimesNote(language)] : []),
    T.cancellationPolicy(cancellationPolicyText(booking.cancellationPolicy, language)),
  ];
  const manage = view.stage === 'reserved' || view.stage === 'awaiting_payment' ? T.payOrManage : T.manage;
  const closing =
    view.stage === 'paid'
      ? `${particulars.operator ? T.passedToOperator(particulars.operator.name) : ''}${T.paidClosing}`
      : T.privateLink;
  const greeting = T.greeting(booking.contactName);
  const lead = `${T.opening[kind]} ${view.lead}`;
  return {
    kind,
    to: booking.contactEmail ?? '',
    subject,
    text: `${greeting}\n\n${lead}\n\n${lines.join('\n')}\n\n${manage}: ${context.manageUrl}\n\n${closing}\n\n${context.appName}\n`,
    html: renderMailHtml(
      <BookingMail
        {...context}
        subject={subject}
        greeting={greeting}
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
    greeting: string;
    lead: string;
    lines: string[];
    manage: string;
    closing: string;
  },
) {
  return (
    <MailLayout title={props.subject} appName={props.appName} language={props.language}>
      <p>{props.greeting}</p>
      <p>{props.lead}</p>
      <MailFacts lines={props.lines} />
      <MailLink href={props.manageUrl}>{props.manage}</MailLink>
      <p>{props.closing}</p>
    </MailLayout>
  );
}
