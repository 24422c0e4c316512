import { cancellationPolicyText } from './cancellation-policy';
import { calendarDayNumber } from './checkout';
import type { TBookingConfirmation } from './api/bookings.api';
import { dateFormatter } from './date-formats';
import { LANGUAGE_LOCALES, type TLanguage } from './languages';
import { toMajorUnits } from './pricing';
import { bilingual } from './texts';
import { tourTitleIn } from './tour-content-in';

/** 'Mar 5, 2027' ('5 มี.ค. 2570') for a calendar date 'YYYY-MM-DD', without a time zone shift. */
export function formatCalendarDate(date: string, language: TLanguage = 'en'): string {
  calendarDayNumber(date);
  return dateFormatter('date', language, 'UTC').format(new Date(`${date.slice(0, 10)}T00:00:00Z`));
}

/** 'Mar 5, 2027' for an instant, in the reader's own time zone. */
function formatInstantDate(instant: string, language: TLanguage): string {
  const value = new Date(instant);
  if (Number.isNaN(value.getTime())) return instant;
  return dateFormatter('date', language).format(value);
}

const moneyFormatters = new Map<string, Intl.NumberFormat>();

export function formatMinorUnits(amount: number, currency: string, language: TLanguage = 'en'): string {
  const key = `${language} ${currency.toUpperCase()}`;
  let formatter = moneyFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(LANGUAGE_LOCALES[language], {
      style: 'currency',
      currency: currency.toUpperCase(),
    });
    moneyFormatters.set(key, formatter);
  }
  return formatter.format(toMajorUnits(amount, currency));
}

const METHOD_LABELS = bilingual({
  en: {
    card: 'Credit/Debit Card',
    bank_transfer: 'Bank Transfer',
    promptpay: 'PromptPay',
    pay_later: 'Reserve now, pay later',
  },
  th: {
    card: 'บัตรเครดิต/เดบิต',
    bank_transfer: 'โอนเงินผ่านธนาคาร',
    promptpay: 'พร้อมเพย์',
    pay_later: 'จองก่อน ชำระทีหลัง',
  },
});

/** The stored names of a card payment. */
const CARD_METHODS = new Set(['card', 'credit_card', 'stripe']);

export function paymentMethodLabel(method: string, language: TLanguage = 'en'): string {
  const labels: Record<string, string> = METHOD_LABELS[language];
  return labels[CARD_METHODS.has(method) ? 'card' : method] ?? method;
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
    line('Booking Date:', formatInstantDate(booking.bookingDate, 'en')),
    line('Status:', booking.status),
    line('Payment:', `${paymentMethodLabel(booking.paymentMethod)} (${booking.paymentStatus})`),
    '',
    'TOUR',
    '----',
    line('Tour:', tourTitleIn(booking.tour, 'en')),
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
