import type { TBookingConfirmation } from './api/bookings.api';
import { operatorLine, type TTourOperator } from './booking-particulars';
import { formatCalendarDate, formatMinorUnits, paymentMethodLabel } from './booking-receipt';
import { describeBookingStatus } from './booking-status';
import { cancellationPolicyText } from './cancellation-policy';
import type { TLanguage } from './languages';
import { formatBangkokDateTime } from './marketplace-time';
import { bilingual } from './texts';
import { tourTitleIn } from './tour-content-in';

/**
 * "Download Receipt" (issue 22): a receipt only for money received, with the operator's name and licence,
 * the policy, the amounts, the payments and the refunds from the ledger; a booking summary, titled so,
 * while nothing has been received. The server renders this model as a PDF.
 */

export type TReceiptPayment = {
  at: string;
  method: string;
  amount: number;
  currency: string;
  /** The payments table's status: 'succeeded', 'pending_verification', 'rejected', … */
  status: string;
  reference: string | null;
};

export type TReceiptRefund = {
  at: string;
  settledAt: string | null;
  amount: number;
  currency: string;
  /** The ledger's status: 'requested', 'submitted', 'succeeded' or 'failed'. */
  status: string;
  route: 'provider' | 'bank_transfer';
  reference: string | null;
};

export type TReceiptInput = {
  brand: string;
  issuedAt: string;
  booking: TBookingConfirmation;
  operator: TTourOperator | null;
  payments: readonly TReceiptPayment[];
  refunds: readonly TReceiptRefund[];
  /** The reader's: the booking's language (decision 36). */
  language: TLanguage;
};

export type TReceiptSection = { title: string; rows: Array<[string, string]>; lines?: string[] };

export type TReceiptDocument = {
  kind: 'receipt' | 'summary';
  brand: string;
  reference: string;
  title: string;
  subtitle: string;
  sections: TReceiptSection[];
  footer: string;
  fileName: string;
};

const RECEIPT_TEXTS = bilingual({
  en: {
    paymentStatus: {
      succeeded: 'Received',
      pending_verification: 'Bank transfer being verified',
      processing: 'Processing',
      rejected: 'Transfer rejected',
    },
    refundStatus: { requested: 'Requested', submitted: 'On its way', succeeded: 'Refunded', failed: 'Failed' },
    booking: 'Booking',
    bookingReference: 'Booking reference',
    bookedOn: 'Booked on',
    status: 'Status',
    tour: 'Tour',
    location: 'Location',
    travelDates: 'Travel dates',
    dates: (start: string, end: string, days: number) => `${start} to ${end} (${days} days)`,
    guests: 'Guests',
    traveller: 'Traveller',
    tourOperator: 'Tour operator',
    operator: 'Operator',
    tatLicence: 'TAT licence',
    notOnRecord: 'Not on record',
    amounts: 'Amounts',
    bookingTotal: 'Booking total',
    received: 'Received',
    nothingYet: 'Nothing yet',
    refunded: 'Refunded',
    payBy: 'Pay by',
    bangkokTime: (time: string) => `${time} Bangkok time`,
    payments: 'Payments',
    reference: (reference: string) => `ref. ${reference}`,
    noPayment: 'No payment yet.',
    refunds: 'Refunds',
    byBankTransfer: 'By bank transfer',
    toOriginalPayment: 'To the original payment',
    cancellationPolicy: 'Cancellation policy',
    receipt: 'Receipt',
    summary: 'Booking summary',
    receiptSubtitle: (reference: string, issued: string) =>
      `For the money received for booking ${reference}. Issued ${issued} (Bangkok time).`,
    summarySubtitle: (reference: string, issued: string) => `Booking ${reference}. Issued ${issued} (Bangkok time).`,
    theOperator: 'The tour operator',
    receiptFooter: (operator: string, brand: string) =>
      `Times are Bangkok time (UTC+7). ${operator} provides this tour; ${brand} received the payments above.`,
    summaryFooter:
      'This is a booking summary, not a receipt: no payment has been received for this booking yet. Times are Bangkok time (UTC+7).',
  },
  th: {
    paymentStatus: {
      succeeded: 'ได้รับแล้ว',
      pending_verification: 'กำลังตรวจสอบการโอนเงิน',
      processing: 'กำลังดำเนินการ',
      rejected: 'การโอนเงินไม่ผ่านการตรวจสอบ',
    },
    refundStatus: { requested: 'ขอคืนเงินแล้ว', submitted: 'กำลังโอนคืน', succeeded: 'คืนเงินแล้ว', failed: 'ไม่สำเร็จ' },
    booking: 'การจอง',
    bookingReference: 'หมายเลขการจอง',
    bookedOn: 'วันที่จอง',
    status: 'สถานะ',
    tour: 'ทัวร์',
    location: 'สถานที่',
    travelDates: 'วันเดินทาง',
    dates: (start: string, end: string, days: number) => `${start} ถึง ${end} (${days} วัน)`,
    guests: 'ผู้เดินทาง',
    traveller: 'ผู้จอง',
    tourOperator: 'ผู้ประกอบการนำเที่ยว',
    operator: 'ผู้ประกอบการ',
    tatLicence: 'ใบอนุญาต ททท.',
    notOnRecord: 'ไม่มีข้อมูล',
    amounts: 'ยอดเงิน',
    bookingTotal: 'ยอดรวมการจอง',
    received: 'ได้รับแล้ว',
    nothingYet: 'ยังไม่มี',
    refunded: 'คืนเงินแล้ว',
    payBy: 'ชำระภายใน',
    bangkokTime: (time: string) => `${time} (เวลากรุงเทพฯ)`,
    payments: 'การชำระเงิน',
    reference: (reference: string) => `อ้างอิง ${reference}`,
    noPayment: 'ยังไม่มีการชำระเงิน',
    refunds: 'การคืนเงิน',
    byBankTransfer: 'โอนเงินผ่านธนาคาร',
    toOriginalPayment: 'คืนไปยังช่องทางที่ชำระ',
    cancellationPolicy: 'นโยบายการยกเลิก',
    receipt: 'ใบเสร็จรับเงิน',
    summary: 'สรุปการจอง',
    receiptSubtitle: (reference: string, issued: string) =>
      `สำหรับเงินที่ได้รับสำหรับการจอง ${reference} ออกเมื่อ ${issued} (เวลากรุงเทพฯ)`,
    summarySubtitle: (reference: string, issued: string) => `การจอง ${reference} ออกเมื่อ ${issued} (เวลากรุงเทพฯ)`,
    theOperator: 'ผู้ประกอบการนำเที่ยว',
    receiptFooter: (operator: string, brand: string) =>
      `เวลาทั้งหมดเป็นเวลากรุงเทพฯ (UTC+7) ${operator} เป็นผู้ให้บริการทัวร์นี้ และ ${brand} เป็นผู้รับชำระเงินข้างต้น`,
    summaryFooter:
      'เอกสารนี้เป็นสรุปการจอง ไม่ใช่ใบเสร็จรับเงิน: ยังไม่ได้รับการชำระเงินสำหรับการจองนี้ เวลาทั้งหมดเป็นเวลากรุงเทพฯ (UTC+7)',
  },
});

type TPaymentStatus = keyof (typeof RECEIPT_TEXTS)['en']['paymentStatus'];
type TRefundStatus = keyof (typeof RECEIPT_TEXTS)['en']['refundStatus'];

const isListedStatus = (status: string): status is TPaymentStatus => status in RECEIPT_TEXTS.en.paymentStatus;

/** Payments worth listing: received, being verified, processing, or a transfer an administrator rejected. */
function listedPayments(payments: readonly TReceiptPayment[]) {
  return payments.filter((payment) => isListedStatus(payment.status));
}

/** Sums per currency ('US$1,200.00 + ฿3,000.00'), as PromptPay may take THB for a booking priced otherwise. */
function sumByCurrency(items: ReadonlyArray<{ amount: number; currency: string }>, language: TLanguage): string {
  const totals = new Map<string, number>();
  for (const item of items) totals.set(item.currency, (totals.get(item.currency) ?? 0) + item.amount);
  return [...totals].map(([currency, amount]) => formatMinorUnits(amount, currency, language)).join(' + ');
}

export function receiptFileNameOf(kind: 'receipt' | 'summary', reference: string): string {
  return kind === 'receipt' ? `receipt-${reference}.pdf` : `booking-summary-${reference}.pdf`;
}

export function buildReceiptDocument(input: TReceiptInput): TReceiptDocument {
  const { booking, language } = input;
  const texts = RECEIPT_TEXTS[language];
  const time = (instant: string) => formatBangkokDateTime(instant, language);
  const money = (amount: number, currency: string) => formatMinorUnits(amount, currency, language);
  const date = (day: string) => formatCalendarDate(day, language);
  const received = input.payments.filter((payment) => payment.status === 'succeeded');
  const kind = received.length > 0 ? 'receipt' : 'summary';
  const view = describeBookingStatus(booking, { language });
  const succeededRefunds = input.refunds.filter((refund) => refund.status === 'succeeded');
  const sections: TReceiptSection[] = [
    {
      title: texts.booking,
      rows: [
        [texts.bookingReference, booking.reference],
        [texts.bookedOn, time(booking.bookingDate)],
        [texts.status, view.heading],
        // The tour named in the receipt's language where the operator gave its title in it (issue 27).
        [texts.tour, tourTitleIn(booking.tour, language)],
        [texts.location, `${booking.tour.location}, ${booking.tour.country}`],
        [
          texts.travelDates,
          texts.dates(date(booking.date.startDate), date(booking.date.endDate), booking.tour.durationDays),
        ],
        [texts.guests, String(booking.numberOfGuests)],
        [
          texts.traveller,
          [booking.contactName, booking.contactEmail, booking.contactPhone].filter(Boolean).join(', ') || '-',
        ],
      ],
    },
    {
      title: texts.tourOperator,
      rows: input.operator
        ? [
            [texts.operator, input.operator.name],
            [texts.tatLicence, input.operator.licenceNumber ?? texts.notOnRecord],
          ]
        : [[texts.operator, texts.notOnRecord]],
    },
    {
      title: texts.amounts,
      rows: [
        [texts.bookingTotal, money(booking.totalAmount, booking.currency)],
        [texts.received, received.length > 0 ? sumByCurrency(received, language) : texts.nothingYet],
        ...(succeededRefunds.length > 0
          ? [[texts.refunded, sumByCurrency(succeededRefunds, language)] as [string, string]]
          : []),
        ...(booking.paymentDeadline && kind === 'summary'
          ? [[texts.payBy, texts.bangkokTime(time(booking.paymentDeadline))] as [string, string]]
          : []),
      ],
    },
    {
      title: texts.payments,
      rows: [],
      lines:
        listedPayments(input.payments).length > 0
          ? listedPayments(input.payments).map((payment) =>
              [
                time(payment.at),
                paymentMethodLabel(payment.method, language),
                money(payment.amount, payment.currency),
                texts.paymentStatus[payment.status as TPaymentStatus],
                payment.reference ? texts.reference(payment.reference) : null,
              ]
                .filter(Boolean)
                .join(' · '),
            )
          : [texts.noPayment],
    },
    ...(input.refunds.length > 0
      ? [
          {
            title: texts.refunds,
            rows: [],
            lines: input.refunds.map((refund) =>
              [
                time(refund.settledAt ?? refund.at),
                refund.route === 'bank_transfer' ? texts.byBankTransfer : texts.toOriginalPayment,
                money(refund.amount, refund.currency),
                texts.refundStatus[refund.status as TRefundStatus] ?? refund.status,
                refund.reference ? texts.reference(refund.reference) : null,
              ]
                .filter(Boolean)
                .join(' · '),
            ),
          } satisfies TReceiptSection,
        ]
      : []),
    {
      title: texts.cancellationPolicy,
      rows: [],
      lines: [cancellationPolicyText(booking.cancellationPolicy, language)],
    },
  ];
  const issued = time(input.issuedAt);
  return {
    kind,
    brand: input.brand,
    reference: booking.reference,
    title: kind === 'receipt' ? texts.receipt : texts.summary,
    subtitle:
      kind === 'receipt'
        ? texts.receiptSubtitle(booking.reference, issued)
        : texts.summarySubtitle(booking.reference, issued),
    sections,
    footer:
      kind === 'receipt'
        ? texts.receiptFooter(input.operator ? operatorLine(input.operator, language) : texts.theOperator, input.brand)
        : texts.summaryFooter,
    fileName: receiptFileNameOf(kind, booking.reference),
  };
}
