import { useParams } from 'react-router';
import { useBookingConfirmation } from './api/get-booking-confirmation';
import { ConfirmationView } from './components/confirmation-view';

/** /booking/confirmation/{bookingId}: a booking's confirmation by its id. */
export function BookingConfirmationByIdPage() {
  const { bookingId = '' } = useParams();
  const query = useBookingConfirmation(bookingId);
  return <ConfirmationView query={query} sessionId={null} />;
}
