/** @jsxRuntime automatic */
import {
  bookingEmailSubject,
  cancellationPolicyText,
  describeBookingStatus,
  formatCalendarDate,
  formatMinorUnits,
  type TCancellationPolicySnapshot,
  type TLanguage,
  type TRefundRoute,
} from '@tour/shared';
import { translateMessage } from '@tour/shared/message-translations';
import type { TOutgoingMail } from '../../adapters/mail/mail-outbox';
import { MailLayout, MailLink, renderMailHtml } from '../mail/mail-layout';
import { BOOKING_ACCESS_MAIL_TEXTS } from './booking-access.mail-texts';

type TBrand = { appName: string };

type TMailBooking = {
  reference: string;
  contactName: string | null;
  tourTitle: string;
  startDate: string;
  endDate: string;
  currency: string;
};

function dates(booking: TMailBooking, language: TLanguage) {
  return BOOKING_ACCESS_MAIL_TEXTS[language].dates(
    formatCalendarDate(booking.startDate, language),
    formatCalendarDate(booking.endDate, language),
  );
}

type TBookingAccessMail = {
  kind: string;
  to: string;
  subject: string;
  paragraphs: string[];
  link: { url: string; label: string };
  appName: string;
  contactName: string | null;
  language: TLanguage;
};

function render(input: TBookingAccessMail): TOutgoingMail {
  const T = BOOKING_ACCESS_MAIL_TEXTS[input.language];
  const text = [
    T.greeting(input.contactName),
    '',
    ...input.paragraphs.flatMap((paragraph) => [paragraph, '']),
    `${input.link.label}: ${input.link.url}`,
    '',
    T.privateLink,
    '',
    input.appName,
    '',
  ].join('\n');
  const html = renderMailHtml(<BookingAccessMail {...input} />);
  return { kind: input.kind, to: input.to, subject: input.subject, text, html };
}

function BookingAccessMail(props: TBookingAccessMail) {
  const T = BOOKING_ACCESS_MAIL_TEXTS[props.language];
  return (
    <MailLayout title={props.subject} appName={props.appName} language={props.language}>
      <p>{T.greeting(props.contactName)}</p>
      {props.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      <MailLink href={props.link.url}>{props.link.label}</MailLink>
      <p>{T.privateLink}</p>
    </MailLayout>
  );
}

/** 'Find my booking': the fresh private link, to the address that matched the booking, in the booking's language. */
export function manageLinkMail(
  input: { to: string; booking: TMailBooking; link: string; language: TLanguage },
  brand: TBrand,
): TOutgoingMail {
  const { booking, language } = input;
  const T = BOOKING_ACCESS_MAIL_TEXTS[language].manageLink;
  return render({
    kind: 'booking_manage_link',
    to: input.to,
    subject: T.subject(booking.reference, booking.tourTitle, brand.appName),
    paragraphs: [T.asked(booking.reference, booking.tourTitle, dates(booking, language)), T.uses, T.ignore],
    link: { url: input.link, label: T.link },
    appName: brand.appName,
    contactName: booking.contactName,
    language,
  });
}

/** What the traveller is told about the money once the booking is cancelled. */
function refundParagraphs(input: {
  refundRoute: TRefundRoute;
  refundAmount: number;
  feeAmount: number;
  feePercent: number;
  free: boolean;
  currency: string;
  paymentMethod: string;
  cancellationPolicy: TCancellationPolicySnapshot;
  cancelledBy: TCancelledBy;
  refundAccountMissing: boolean;
  language: TLanguage;
}): string[] {
  const T = BOOKING_ACCESS_MAIL_TEXTS[input.language].cancelled;
  const money = (amount: number) => formatMinorUnits(amount, input.currency, input.language);
  if (input.refundRoute === 'none') return [T.nothingPaid];
  const terms = T.terms(cancellationPolicyText(input.cancellationPolicy, input.language));
  const byUs = input.cancelledBy.kind === 'administrator';
  let fee: string;
  if (byUs && input.cancelledBy.kind === 'administrator' && input.cancelledBy.fullRefund) {
    fee = T.fullRefundByUs;
  } else if (input.free) {
    fee = byUs ? T.noFee(terms) : T.freeInTime(terms);
  } else {
    fee = T.fee(terms, input.feePercent, money(input.feeAmount));
  }
  if (input.refundAmount === 0) return [fee, T.nothingRefunded];
  if (input.refundRoute === 'manual') {
    const paid = T.byHand(money(input.refundAmount));
    return input.refundAccountMissing ? [fee, paid, T.askAccount] : [fee, paid];
  }
  const where = input.paymentMethod === 'promptpay' ? T.promptpay : T.card;
  return [fee, T.toProvider(money(input.refundAmount), where)];
}

/** Who cancelled: the traveller, or an administrator with their reason (and whether everything is refunded). */
type TCancelledBy = { kind: 'traveller' } | { kind: 'administrator'; reason: string; fullRefund: boolean };

/** The cancellation e-mail, in the booking's language. */
export function bookingCancelledMail(
  input: {
    to: string;
    booking: TMailBooking & { paymentMethod: string; cancellationPolicy: TCancellationPolicySnapshot };
    refund: { refundRoute: TRefundRoute; refundAmount: number; feeAmount: number; feePercent: number; free: boolean };
    cancelledBy?: TCancelledBy;
    /** A bank-transfer refund is owed and the traveller has not told us the account yet. */
    refundAccountMissing?: boolean;
    link: string;
    language: TLanguage;
  },
  brand: TBrand,
): TOutgoingMail {
  const { booking, refund, language } = input;
  const T = BOOKING_ACCESS_MAIL_TEXTS[language].cancelled;
  const cancelledBy = input.cancelledBy ?? { kind: 'traveller' };
  const status = describeBookingStatus(
    {
      status: 'cancelled',
      paymentStatus: 'pending',
      paymentMethod: booking.paymentMethod,
      refundStatus: refund.refundAmount > 0 ? 'pending' : 'none',
      refundAmount: refund.refundAmount,
      currency: booking.currency,
    },
    { language },
  );
  const when = dates(booking, language);
  return render({
    kind: 'booking_cancelled',
    to: input.to,
    subject: bookingEmailSubject(status, { reference: booking.reference, tourTitle: booking.tourTitle }, brand.appName),
    paragraphs: [
      cancelledBy.kind === 'administrator'
        ? T.byAdministrator(booking.reference, booking.tourTitle, when, translateMessage(cancelledBy.reason, language))
        : T.byTraveller(booking.reference, booking.tourTitle, when),
      ...refundParagraphs({
        ...refund,
        currency: booking.currency,
        paymentMethod: booking.paymentMethod,
        cancellationPolicy: booking.cancellationPolicy,
        cancelledBy,
        refundAccountMissing: input.refundAccountMissing ?? false,
        language,
      }),
    ],
    link: { url: input.link, label: T.link },
    appName: brand.appName,
    contactName: booking.contactName,
    language,
  });
}
