import { toMajorUnits, type TBookingConfirmation } from '@tour/shared';
import type { TOutgoingMail } from '../../adapters/mail/mail-outbox';
import { escapeHtml } from '../auth/auth.mails';

function money(amount: number, currency: string) {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(toMajorUnits(amount, currency));
}

export function bookingConfirmationMail(booking: TBookingConfirmation, appUrl: string): TOutgoingMail {
  const pending = booking.paymentStatus !== 'completed';
  const lines = [
    `Booking reference: ${booking.reference}`,
    `Tour: ${booking.tour.title} (${booking.tour.location}, ${booking.tour.country})`,
    `Travel dates: ${booking.date.startDate} to ${booking.date.endDate} (${booking.tour.durationDays} days)`,
    `Guests: ${booking.numberOfGuests}`,
    `Total: ${money(booking.totalAmount, booking.currency)}`,
    `Payment: ${pending ? 'pending verification (1-2 business days)' : 'received'}`,
  ];
  const link = `${appUrl}/booking/confirmation/${booking.id}`;
  return {
    kind: 'booking_confirmation',
    to: booking.contactEmail ?? '',
    subject: `Booking confirmed: ${booking.reference} - ${booking.tour.title}`,
    text: `Dear ${booking.contactName ?? 'traveller'},\n\nThank you for your booking.\n\n${lines.join('\n')}\n\nView your booking: ${link}\n\nA travel coordinator will contact you within 24 hours. Travel documents are sent 7 days before departure.\n`,
    html: `<p>Dear ${escapeHtml(booking.contactName ?? 'traveller')},</p><p>Thank you for your booking.</p><ul>${lines
      .map((line) => `<li>${escapeHtml(line)}</li>`)
      .join('')}</ul><p><a href="${link}">View your booking</a></p>`,
  };
}
