import { cancellationPolicyText } from './cancellation-policy';
import { calendarDayNumber } from './checkout';
import type { TBookingConfirmation } from './api/bookings.api';
import { toMajorUnits } from './pricing';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'Mar 5, 2027' for a calendar date 'YYYY-MM-DD', without a time zone shift. */
export function formatCalendarDate(date: string): string {
  calendarDayNumber(date);
  const [year, month, day] = date.slice(0, 10).split('-').map(Number) as [number, number, number];
  return `${MONTHS[month - 1]} ${day}, ${year}`;
}

/** 'Mar 5, 2027' for an instant, in the reader's own time zone. */
function formatInstantDate(instant: string): string {
  const value = new Date(instant);
  if (Number.isNaN(value.getTime())) return instant;
  return new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' }).format(value);
}

export function formatMinorUnits(amount: number, currency: string): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(
    toMajorUnits(amount, currency),
  );
}

const METHOD_LABELS: Record<string, string> = {
  card: 'Credit/Debit Card',
  credit_card: 'Credit/Debit Card',
  stripe: 'Credit/Debit Card',
  bank_transfer: 'Bank Transfer',
  promptpay: 'PromptPay',
  pay_later: 'Reserve now, pay later',
};

export function paymentMethodLabel(method: string): string {
  return METHOD_LABELS[method] ?? method;
}

/** 'booking-confirmation-{reference}.txt' (1-traveller.md section 7, Local only). */
export function receiptFileName(reference: string): string {
  return `booking-confirmation-${reference}.txt`;
}

/**
 * The text of the downloadable receipt under the product's name (APP_NAME, decision 29): reference,
 * payment id, date, tour, location, duration, travel dates, guests, total and contact (1-traveller.md
 * section 7). The total is the booking's own amount, priced by the server with the one price rule.
 */
export function buildReceiptText(
  booking: TBookingConfirmation,
  support: { supportEmail: string; supportPhone: string } | null,
  brand: string,
): string {
  const line = (label: string, value: string | number | null | undefined) => `${label.padEnd(19)}${value ?? '-'}`;
  const contact = [booking.contactName, booking.contactEmail, booking.contactPhone].filter(Boolean).join(', ');
  const lines = [
    brand,
    'BOOKING CONFIRMATION',
    '====================',
    '',
    line('Booking Reference:', booking.reference),
    line(
      'Payment ID:',
      booking.paymentIntentId ??
        (booking.paymentMethod === 'bank_transfer' ? 'Bank transfer (pending verification)' : '-'),
    ),
    line('Booking Date:', formatInstantDate(booking.bookingDate)),
    line('Status:', booking.status),
    line('Payment:', `${paymentMethodLabel(booking.paymentMethod)} (${booking.paymentStatus})`),
    '',
    'TOUR',
    '----',
    line('Tour:', booking.tour.title),
    line('Location:', [booking.tour.location, booking.tour.country].filter(Boolean).join(', ')),
    line('Duration:', `${booking.tour.durationDays} ${booking.tour.durationDays === 1 ? 'day' : 'days'}`),
    line(
      'Travel Dates:',
      `${formatCalendarDate(booking.date.startDate)} - ${formatCalendarDate(booking.date.endDate)}`,
    ),
    line('Guests:', booking.numberOfGuests),
    line('Total Amount:', formatMinorUnits(booking.totalAmount, booking.currency)),
    '',
    'CONTACT',
    '-------',
    line('Contact:', contact || '-'),
  ];
  if (support) {
    lines.push('', `Questions? Contact us at ${support.supportEmail} or ${support.supportPhone}.`);
  }
  lines.push('', `Cancellation Policy: ${cancellationPolicyText(booking.cancellationPolicy)}`, '');
  return lines.join('\n');
}
