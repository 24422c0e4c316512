/**
 * Statuses that tell the truth (DESIGN decision 15): one rule turns a booking's stored statuses into the
 * stage a traveller sees, with the heading (confirmation and manage pages), the e-mail subject and the
 * badge for each. 'Booking Confirmed!' is only ever said of a paid booking.
 */
import { formatMinorUnits } from './booking-receipt';
import { keptBy } from './kept';
import { LANGUAGE_LOCALES, type TLanguage } from './languages';
import { bilingual } from './texts';

export const BOOKING_STAGES = [
  'paid',
  'awaiting_verification',
  'reserved',
  'awaiting_payment',
  'cancelled',
  'completed',
] as const;
export type TBookingStage = (typeof BOOKING_STAGES)[number];

/** What a cancellation gave back: refunded, refund pending (or retried after a failure), or nothing due. */
export type TCancellationRefund = 'refunded' | 'pending' | 'failed' | 'none';

/** The spec's badge colours (1-traveller.md section 4): not yet paid yellow, paid green or blue, cancelled red, completed purple. */
export type TBadgeTone = 'green' | 'blue' | 'yellow' | 'red' | 'purple';

export type TBookingStatusInput = {
  /** bookings.booking_status: pending, confirmed, paid, cancelled, completed. */
  status: string;
  /** bookings.payment_status: pending, processing, completed, failed. */
  paymentStatus: string;
  paymentMethod: string;
  /** ISO instant; set for Reserve now, pay later. */
  paymentDeadline?: string | null;
  refundStatus?: string | null;
  /** Minor units of `currency`. */
  refundAmount?: number | null;
  currency?: string | null;
  cancellationReason?: string | null;
};

export type TBookingStatusView = {
  stage: TBookingStage;
  /** Set for a cancelled booking. */
  refund: TCancellationRefund | null;
  /** The confirmation page's (and manage page's) heading. */
  heading: string;
  /** The sentence under the heading. */
  lead: string;
  /** The booking e-mail's subject, without the brand and reference (see bookingEmailSubject). */
  emailTitle: string;
  badge: { label: string; tone: TBadgeTone };
  /** Whether the traveller can pay it now (reserved, or a booking-form booking not yet paid). */
  payable: boolean;
};

export type TStatusFormatOptions = {
  /** IANA zone the deadline is written in, with its name (default UTC: e-mails have no reader's zone). */
  timeZone?: string;
  /** The reader's language (default English). */
  language?: TLanguage;
};

const BOOKING_STATUS_ENGLISH = {
  paidHeading: 'Booking Confirmed!',
  paidLead: 'Your tour reservation has been successfully processed.',
  verifyingHeading: 'Booking Received – Payment Being Verified',
  verifyingLead:
    'We have your bank transfer slip. Your payment will be verified within 1-2 business days, and your booking is confirmed once it is.',
  verifyingBadge: 'Verifying payment',
  reservedHeading: 'Booking Reserved – Not Yet Paid',
  reservedLead: (deadline: string) =>
    `Your seats are held. Pay by ${deadline} to keep this booking; if it is not paid by then it is cancelled and the seats are released.`,
  reservedBadge: (deadline: string) => `Reserved · pay by ${deadline}`,
  reservedTitle: (deadline: string) => `Reserved – pay by ${deadline}`,
  awaitingHeading: 'Booking Received – Awaiting Payment',
  awaitingLead: 'Your booking is not paid yet. It is confirmed once payment is received; you can pay from My Bookings.',
  awaitingBadge: 'Awaiting payment',
  cancelledHeading: 'Booking Cancelled',
  cancelledTitle: 'Booking cancelled',
  cancelledBadge: {
    refunded: 'Cancelled · refunded',
    pending: 'Cancelled · refund pending',
    failed: 'Cancelled · refund pending',
    none: 'Cancelled · no refund',
  },
  refundLead: {
    refunded: (amount: string | null) =>
      amount ? `A refund of ${amount} has been made.` : 'Your refund has been made.',
    pending: (amount: string | null) =>
      amount ? `Your refund of ${amount} is being processed.` : 'Your refund is being processed.',
    failed: (amount: string | null) =>
      amount
        ? `Your refund of ${amount} could not be completed yet. We are retrying and will contact you.`
        : 'Your refund could not be completed yet. We are retrying and will contact you.',
    none: 'No refund is due for this booking.',
  },
  notPaidByDeadline: 'Not paid by the deadline',
  completedHeading: 'Trip Completed',
  completedLead: 'We hope you enjoyed your trip.',
  completedBadge: 'Completed',
  completedTitle: 'Trip completed',
  paidBadge: 'Paid',
  verifyingTitle: 'Booking received – payment being verified',
  awaitingTitle: 'Booking received – awaiting payment',
  reason: (reason: string) => `Reason: ${reason}. `,
} as const;

/** The spec's status texts (1-traveller.md sections 4 and 8) in English, and their Thai. */
export const BOOKING_STATUS_TEXTS = bilingual({
  en: BOOKING_STATUS_ENGLISH,
  th: {
    paidHeading: 'ยืนยันการจองแล้ว!',
    paidLead: 'เราได้รับการจองทัวร์ของคุณเรียบร้อยแล้ว',
    verifyingHeading: 'ได้รับการจองแล้ว – กำลังตรวจสอบการชำระเงิน',
    verifyingLead: 'เราได้รับสลิปโอนเงินของคุณแล้ว จะตรวจสอบการชำระเงินภายใน 1-2 วันทำการ และการจองจะได้รับการยืนยันเมื่อตรวจสอบเสร็จ',
    verifyingBadge: 'กำลังตรวจสอบการชำระเงิน',
    reservedHeading: 'จองที่นั่งแล้ว – ยังไม่ได้ชำระเงิน',
    reservedLead: (deadline: string) =>
      `เราสำรองที่นั่งไว้ให้แล้ว กรุณาชำระเงินภายใน ${deadline} หากไม่ชำระภายในเวลาดังกล่าว การจองจะถูกยกเลิกและที่นั่งจะถูกปล่อยคืน`,
    reservedBadge: (deadline: string) => `สำรองที่นั่ง · ชำระภายใน ${deadline}`,
    reservedTitle: (deadline: string) => `สำรองที่นั่งแล้ว – ชำระภายใน ${deadline}`,
    awaitingHeading: 'ได้รับการจองแล้ว – รอชำระเงิน',
    awaitingLead: 'การจองนี้ยังไม่ได้ชำระเงิน จะได้รับการยืนยันเมื่อเราได้รับเงิน คุณชำระเงินได้ที่ "การจองของฉัน"',
    awaitingBadge: 'รอชำระเงิน',
    cancelledHeading: 'ยกเลิกการจองแล้ว',
    cancelledTitle: 'ยกเลิกการจองแล้ว',
    cancelledBadge: {
      refunded: 'ยกเลิกแล้ว · คืนเงินแล้ว',
      pending: 'ยกเลิกแล้ว · รอคืนเงิน',
      failed: 'ยกเลิกแล้ว · รอคืนเงิน',
      none: 'ยกเลิกแล้ว · ไม่มีการคืนเงิน',
    },
    refundLead: {
      refunded: (amount: string | null) => (amount ? `คืนเงิน ${amount} เรียบร้อยแล้ว` : 'คืนเงินเรียบร้อยแล้ว'),
      pending: (amount: string | null) => (amount ? `กำลังดำเนินการคืนเงิน ${amount}` : 'กำลังดำเนินการคืนเงิน'),
      failed: (amount: string | null) =>
        amount
          ? `ยังคืนเงิน ${amount} ไม่สำเร็จ เรากำลังดำเนินการอีกครั้งและจะติดต่อคุณ`
          : 'ยังคืนเงินไม่สำเร็จ เรากำลังดำเนินการอีกครั้งและจะติดต่อคุณ',
      none: 'การจองนี้ไม่มียอดที่ต้องคืนเงิน',
    },
    notPaidByDeadline: 'ไม่ได้ชำระเงินภายในกำหนด',
    completedHeading: 'เดินทางเสร็จสิ้น',
    completedLead: 'หวังว่าคุณจะสนุกกับการเดินทาง',
    completedBadge: 'เสร็จสิ้น',
    completedTitle: 'เดินทางเสร็จสิ้น',
    paidBadge: 'ชำระแล้ว',
    verifyingTitle: 'ได้รับการจองแล้ว – กำลังตรวจสอบการชำระเงิน',
    awaitingTitle: 'ได้รับการจองแล้ว – รอชำระเงิน',
    reason: (reason: string) => `เหตุผล: ${reason} `,
  },
});

/** The reason a reservation cancelled by the deadline job carries (stored, so in the spec's English). */
export const NOT_PAID_BY_DEADLINE_REASON = BOOKING_STATUS_ENGLISH.notPaidByDeadline;

/** The deadline's formatter of a language in a zone, by `${language} ${timeZone}`. */
const deadlineFormatter = keptBy((key) => {
  const [language, timeZone] = key.split(' ') as [TLanguage, string];
  return new Intl.DateTimeFormat(LANGUAGE_LOCALES[language], {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    // 24-hour, as every other time the product writes in English (one time style per language).
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
    timeZoneName: 'short',
  });
});

/** 'May 12, 2027, 14:00 UTC': a payment deadline with its zone, so page and e-mail cannot be misread. */
export function formatPaymentDeadline(instant: string, options: TStatusFormatOptions = {}): string {
  const value = new Date(instant);
  if (Number.isNaN(value.getTime())) return instant;
  return deadlineFormatter(`${options.language ?? 'en'} ${options.timeZone ?? 'UTC'}`).format(value);
}

function refundOf(input: TBookingStatusInput): TCancellationRefund {
  switch (input.refundStatus) {
    case 'refunded':
    case 'pending':
    case 'failed':
      return input.refundStatus;
    default:
      return 'none';
  }
}

/** The stage alone (paid, awaiting verification, reserved, awaiting payment, cancelled, completed). */
export function bookingStage(input: TBookingStatusInput): TBookingStage {
  if (input.status === 'cancelled') return 'cancelled';
  if (input.status === 'completed') return 'completed';
  if (input.paymentStatus === 'completed' || input.status === 'paid') return 'paid';
  if (input.paymentStatus === 'processing') return 'awaiting_verification';
  // A deadline means the seats are held until it (Reserve now, pay later, or a rejected transfer): say so.
  if (input.paymentDeadline) return 'reserved';
  return 'awaiting_payment';
}

export function describeBookingStatus(
  input: TBookingStatusInput,
  options: TStatusFormatOptions = {},
): TBookingStatusView {
  const stage = bookingStage(input);
  const language = options.language ?? 'en';
  const texts = BOOKING_STATUS_TEXTS[language];
  switch (stage) {
    case 'paid':
      return {
        stage,
        refund: null,
        heading: texts.paidHeading,
        lead: texts.paidLead,
        emailTitle: texts.paidHeading,
        // The spec's colours: a confirmed booking is green, one marked paid is blue.
        badge: { label: texts.paidBadge, tone: input.status === 'paid' ? 'blue' : 'green' },
        payable: false,
      };
    case 'awaiting_verification':
      return {
        stage,
        refund: null,
        heading: texts.verifyingHeading,
        lead: texts.verifyingLead,
        emailTitle: texts.verifyingTitle,
        badge: { label: texts.verifyingBadge, tone: 'yellow' },
        payable: false,
      };
    case 'reserved': {
      const deadline = formatPaymentDeadline(input.paymentDeadline ?? '', options);
      return {
        stage,
        refund: null,
        heading: texts.reservedHeading,
        lead: texts.reservedLead(deadline),
        emailTitle: texts.reservedTitle(deadline),
        badge: { label: texts.reservedBadge(deadline), tone: 'yellow' },
        payable: true,
      };
    }
    case 'awaiting_payment':
      return {
        stage,
        refund: null,
        heading: texts.awaitingHeading,
        lead: texts.awaitingLead,
        emailTitle: texts.awaitingTitle,
        badge: { label: texts.awaitingBadge, tone: 'yellow' },
        payable: input.status === 'pending' && (input.paymentStatus === 'pending' || input.paymentStatus === 'failed'),
      };
    case 'cancelled': {
      const refund = refundOf(input);
      const amount =
        input.refundAmount != null && input.refundAmount > 0 && input.currency
          ? formatMinorUnits(input.refundAmount, input.currency, language)
          : null;
      const refundLead = refund === 'none' ? texts.refundLead.none : texts.refundLead[refund](amount);
      const reason = input.cancellationReason ? texts.reason(input.cancellationReason) : '';
      return {
        stage,
        refund,
        heading: texts.cancelledHeading,
        lead: `${reason}${refundLead}`,
        emailTitle: texts.cancelledTitle,
        badge: { label: texts.cancelledBadge[refund], tone: 'red' },
        payable: false,
      };
    }
    case 'completed':
      return {
        stage,
        refund: null,
        heading: texts.completedHeading,
        lead: texts.completedLead,
        emailTitle: texts.completedTitle,
        badge: { label: texts.completedBadge, tone: 'purple' },
        payable: false,
      };
  }
}

/** 'Booking Confirmed! · CHT-123456 · All-Inclusive Maldives Escape | Wanderway'. */
export function bookingEmailSubject(
  view: Pick<TBookingStatusView, 'emailTitle'>,
  booking: { reference: string; tourTitle: string },
  brand: string,
): string {
  return `${view.emailTitle} · ${booking.reference} · ${booking.tourTitle} | ${brand}`;
}
