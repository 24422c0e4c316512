import { CalendarDays } from 'lucide-react';
import type { TManagedBooking } from '@tour/shared';
import { BookingDetailRow, BookingDetailsCard } from '../../../components/booking/booking-details-card';
import { formatDate } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n/language';
import { useTexts } from '../../../lib/i18n/texts';
import { MANAGE_TEXTS } from '../texts';

export function BookingDetails({ booking }: { booking: TManagedBooking }) {
  const T = useTexts(MANAGE_TEXTS);
  const language = useLanguage();
  return (
    <BookingDetailsCard booking={booking} idPrefix="manage" paymentStatus={T.paymentStatusName(booking.paymentStatus)}>
      <BookingDetailRow icon={CalendarDays} label={T.bookedOn}>
        {formatDate(booking.bookingDate, language)}
      </BookingDetailRow>
    </BookingDetailsCard>
  );
}
