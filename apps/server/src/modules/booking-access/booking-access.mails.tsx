/** @jsxRuntime automatic */
import {
  bookingEmailSubject,
  cancellationPolicyText,
  describeBookingStatus,
  formatCalendarDate,
  formatMinorUnits,
  type TCancellationPolicySnapshot,
  type TRefundRoute,
} from '@tour/shared';
import type { TOutgoingMail } from '../../adapters/mail/mail-outbox';
import { MailLayout, MailLink, renderMailHtml } from '../mail/mail-layout';

type TBrand = { appName: string };

type TMailBooking = {
  reference: string;
  contactName: string | null;
  tourTitle: string;
  startDate: string;
  endDate: string;
  currency: string;
};

function dates(booking: TMailBooking) {
  return `${formatCalendarDate(booking.startDate)} - ${formatCalendarDate(booking.endDate)}`;
}

const PRIVATE_LINK_NOTE =
  'This link is private: anyone who has it can see and change this booking, so please do not share it.';

type TBookingAccessMail = {
  kind: string;
  to: string;
  subject: string;
  greeting: string;
  paragraphs: string[];
  link: { url: string; label: string };
  appName: string;
};

function render(input: TBookingAccessMail): TOutgoingMail {
  const text = [
    input.greeting,
    '',
    ...input.paragraphs.flatMap((paragraph) => [paragraph, '']),
    `${input.link.label}: ${input.link.url}`,
    '',
    PRIVATE_LINK_NOTE,
    '',
    input.appName,
    '',
  ].join('\n');
  const html = renderMailHtml(<BookingAccessMail {...input} />);
  return { kind: input.kind, to: input.to, subject: input.subject, text, html };
}

function BookingAccessMail(props: TBookingAccessMail) {
  return (
    <MailLayout title={props.subject} appName={props.appName}>
      <p>{props.greeting}</p>
      {props.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      <MailLink href={props.link.url}>{props.link.label}</MailLink>
      <p>{PRIVATE_LINK_NOTE}</p>
    </MailLayout>
  );
}

/** 'Find my booking': the fresh private link, to the address that matched the booking. */
export function manageLinkMail(
  input: { to: string; booking: TMailBooking; link: string },
  brand: TBrand,
): TOutgoingMail {
  const { booking } = input;
  return render({
    kind: 'booking_manage_link',
    to: input.to,
    subject: `Manage your booking ${booking.reference} · ${booking.tourTitle} | ${brand.appName}`,
    greeting: `Dear ${booking.contactName ?? 'traveller'},`,
    paragraphs: [
      `You asked for a link to your booking ${booking.reference}: ${booking.tourTitle}, ${dates(booking)}.`,
      'With it you can see the booking, pay what is due, download the receipt and cancel under the cancellation policy. It works until your trip ends.',
      'If you did not ask for this, you can ignore this e-mail.',
    ],
    link: { url: input.link, label: 'Manage your booking' },
    appName: brand.appName,
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
}): string[] {
  const money = (amount: number) => formatMinorUnits(amount, input.currency);
  if (input.refundRoute === 'none') return ['No payment had been made for this booking, so nothing is charged.'];
  const terms = `Your booking's cancellation policy: ${cancellationPolicyText(input.cancellationPolicy)}`;
  const byUs = input.cancelledBy.kind === 'administrator';
  let fee: string;
  if (byUs && input.cancelledBy.kind === 'administrator' && input.cancelledBy.fullRefund) {
    fee = 'As we cancelled it, everything you paid is refunded.';
  } else if (input.free) {
    fee = byUs
      ? `${terms} No cancellation fee applies.`
      : `${terms} You cancelled in time, so the cancellation is free.`;
  } else {
    fee = `${terms} So a ${input.feePercent}% cancellation fee of ${money(input.feeAmount)} applies.`;
  }
  if (input.refundAmount === 0) return [fee, 'Nothing is refunded.'];
  if (input.refundRoute === 'manual') {
    const paid = `We refund ${money(input.refundAmount)} of your bank transfer by hand: an administrator checks the transfer and sends the money back to your account, and we e-mail you the transfer's reference when it is made.`;
    return input.refundAccountMissing
      ? [fee, paid, 'Please tell us the bank account to pay it into, on your booking page (link below).']
      : [fee, paid];
  }
  const where = input.paymentMethod === 'promptpay' ? 'the account you paid from with PromptPay' : 'your card';
  return [
    fee,
    `A refund of ${money(input.refundAmount)} is being made to ${where}. It usually shows within 5-10 business days.`,
  ];
}

/** Who cancelled: the traveller, or an administrator with their reason (and whether everything is refunded). */
type TCancelledBy = { kind: 'traveller' } | { kind: 'administrator'; reason: string; fullRefund: boolean };

export function bookingCancelledMail(
  input: {
    to: string;
    booking: TMailBooking & { paymentMethod: string; cancellationPolicy: TCancellationPolicySnapshot };
    refund: { refundRoute: TRefundRoute; refundAmount: number; feeAmount: number; feePercent: number; free: boolean };
    cancelledBy?: TCancelledBy;
    /** A bank-transfer refund is owed and the traveller has not told us the account yet. */
    refundAccountMissing?: boolean;
    link: string;
  },
  brand: TBrand,
): TOutgoingMail {
  const { booking, refund } = input;
  const cancelledBy = input.cancelledBy ?? { kind: 'traveller' };
  const status = describeBookingStatus({
    status: 'cancelled',
    paymentStatus: 'pending',
    paymentMethod: booking.paymentMethod,
    refundStatus: refund.refundAmount > 0 ? 'pending' : 'none',
    refundAmount: refund.refundAmount,
    currency: booking.currency,
  });
  return render({
    kind: 'booking_cancelled',
    to: input.to,
    subject: bookingEmailSubject(status, { reference: booking.reference, tourTitle: booking.tourTitle }, brand.appName),
    greeting: `Dear ${booking.contactName ?? 'traveller'},`,
    paragraphs: [
      cancelledBy.kind === 'administrator'
        ? `We have cancelled your booking ${booking.reference} (${booking.tourTitle}, ${dates(booking)}): ${cancelledBy.reason}`
        : `Your booking ${booking.reference} (${booking.tourTitle}, ${dates(booking)}) has been cancelled as you asked, and its seats have been released.`,
      ...refundParagraphs({
        ...refund,
        currency: booking.currency,
        paymentMethod: booking.paymentMethod,
        cancellationPolicy: booking.cancellationPolicy,
        cancelledBy,
        refundAccountMissing: input.refundAccountMissing ?? false,
      }),
    ],
    link: { url: input.link, label: 'View your booking' },
    appName: brand.appName,
  });
}
