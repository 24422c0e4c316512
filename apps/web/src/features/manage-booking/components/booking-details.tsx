import { CalendarDays } from 'lucide-react';
import { paymentStatusLabel, type TManagedBooking } from '@tour/shared';
import { BookingDetailRow, BookingDetailsCard } from '../../../components/booking/booking-details-card';
import { formatDate } from '../../../lib/format';
import { MANAGE_TEXTS } from '../texts';

export function BookingDetails({ booking }: { booking: TManagedBooking }) {
  return (
    <BookingDetailsCard booking={booking} idPrefix="manage" paymentStatus={paymentStatusLabel(booking.paymentStatus)}>
      <BookingDetailRow icon={CalendarDays} label={MANAGE_TEXTS.bookedOn}>
        {formatDate(booking.bookingDate)}
      </BookingDetailRow>
    </BookingDetailsCard>
  );
}
