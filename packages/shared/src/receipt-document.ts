import type { TBookingConfirmation } from './api/bookings.api';
import { operatorLine, type TTourOperator } from './booking-particulars';
import { formatCalendarDate, formatMinorUnits, paymentMethodLabel } from './booking-receipt';
import { describeBookingStatus } from './booking-status';
import { cancellationPolicyText } from './cancellation-policy';
import { formatBangkokDateTime } from './marketplace-time';

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

const PAYMENT_STATUS_LABELS: Record<string, string> = {
  succeeded: 'Received',
  pending_verification: 'Bank transfer being verified',
  processing: 'Processing',
  rejected: 'Transfer rejected',
};

const REFUND_STATUS_LABELS: Record<string, string> = {
  requested: 'Requested',
  submitted: 'On its way',
  succeeded: 'Refunded',
  failed: 'Failed',
};

/** Payments worth listing: received, being verified, processing, or a transfer an administrator rejected. */
function listedPayments(payments: readonly TReceiptPayment[]) {
  return payments.filter((payment) => payment.status in PAYMENT_STATUS_LABELS);
}

/** Sums per currency ('US$1,200.00 + ฿3,000.00'), as PromptPay may take THB for a booking priced otherwise. */
function sumByCurrency(items: ReadonlyArray<{ amount: number; currency: string }>): string {
  const totals = new Map<string, number>();
  for (const item of items) totals.set(item.currency, (totals.get(item.currency) ?? 0) + item.amount);
  return [...totals].map(([currency, amount]) => formatMinorUnits(amount, currency)).join(' + ');
}

export function receiptFileNameOf(kind: 'receipt' | 'summary', reference: string): string {
  return kind === 'receipt' ? `receipt-${reference}.pdf` : `booking-summary-${reference}.pdf`;
}

export function buildReceiptDocument(input: TReceiptInput): TReceiptDocument {
  const { booking } = input;
  const received = input.payments.filter((payment) => payment.status === 'succeeded');
  const kind = received.length > 0 ? 'receipt' : 'summary';
  const view = describeBookingStatus(booking);
  const sections: TReceiptSection[] = [
    {
      title: 'Booking',
      rows: [
        ['Booking reference', booking.reference],
        ['Booked on', formatBangkokDateTime(booking.bookingDate)],
        ['Status', view.heading],
        ['Tour', booking.tour.title],
        ['Location', `${booking.tour.location}, ${booking.tour.country}`],
        [
          'Travel dates',
          `${formatCalendarDate(booking.date.startDate)} to ${formatCalendarDate(booking.date.endDate)} (${booking.tour.durationDays} days)`,
        ],
        ['Guests', String(booking.numberOfGuests)],
        [
          'Traveller',
          [booking.contactName, booking.contactEmail, booking.contactPhone].filter(Boolean).join(', ') || '-',
        ],
      ],
    },
    {
      title: 'Tour operator',
      rows: input.operator
        ? [
            ['Operator', input.operator.name],
            ['TAT licence', input.operator.licenceNumber ?? 'Not on record'],
          ]
        : [['Operator', 'Not on record']],
    },
    {
      title: 'Amounts',
      rows: [
        ['Booking total', formatMinorUnits(booking.totalAmount, booking.currency)],
        ['Received', received.length > 0 ? sumByCurrency(received) : 'Nothing yet'],
        ...(input.refunds.some((refund) => refund.status === 'succeeded')
          ? [
              ['Refunded', sumByCurrency(input.refunds.filter((refund) => refund.status === 'succeeded'))] as [
                string,
                string,
              ],
            ]
          : []),
        ...(booking.paymentDeadline && kind === 'summary'
          ? [['Pay by', `${formatBangkokDateTime(booking.paymentDeadline)} Bangkok time`] as [string, string]]
          : []),
      ],
    },
    {
      title: 'Payments',
      rows: [],
      lines:
        listedPayments(input.payments).length > 0
          ? listedPayments(input.payments).map((payment) =>
              [
                formatBangkokDateTime(payment.at),
                paymentMethodLabel(payment.method),
                formatMinorUnits(payment.amount, payment.currency),
                PAYMENT_STATUS_LABELS[payment.status],
                payment.reference ? `ref. ${payment.reference}` : null,
              ]
                .filter(Boolean)
                .join(' · '),
            )
          : ['No payment yet.'],
    },
    ...(input.refunds.length > 0
      ? [
          {
            title: 'Refunds',
            rows: [],
            lines: input.refunds.map((refund) =>
              [
                formatBangkokDateTime(refund.settledAt ?? refund.at),
                refund.route === 'bank_transfer' ? 'By bank transfer' : 'To the original payment',
                formatMinorUnits(refund.amount, refund.currency),
                REFUND_STATUS_LABELS[refund.status] ?? refund.status,
                refund.reference ? `ref. ${refund.reference}` : null,
              ]
                .filter(Boolean)
                .join(' · '),
            ),
          } satisfies TReceiptSection,
        ]
      : []),
    { title: 'Cancellation policy', rows: [], lines: [cancellationPolicyText(booking.cancellationPolicy)] },
  ];
  return {
    kind,
    brand: input.brand,
    reference: booking.reference,
    title: kind === 'receipt' ? 'Receipt' : 'Booking summary',
    subtitle:
      kind === 'receipt'
        ? `For the money received for booking ${booking.reference}. Issued ${formatBangkokDateTime(input.issuedAt)} (Bangkok time).`
        : `Booking ${booking.reference}. Issued ${formatBangkokDateTime(input.issuedAt)} (Bangkok time).`,
    sections,
    footer:
      kind === 'receipt'
        ? `Times are Bangkok time (UTC+7). ${input.operator ? operatorLine(input.operator) : 'The tour operator'} provides this tour; ${input.brand} received the payments above.`
        : 'This is a booking summary, not a receipt: no payment has been received for this booking yet. Times are Bangkok time (UTC+7).',
    fileName: receiptFileNameOf(kind, booking.reference),
  };
}
