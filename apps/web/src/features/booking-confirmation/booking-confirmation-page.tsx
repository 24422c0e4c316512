import { Navigate, useSearchParams } from 'react-router';
import { useBookingBySession } from './api/get-booking-by-session';
import { ConfirmationView } from './components/confirmation-view';

/** /booking-confirmation?session_id=…&payment_method=…: after bank transfer or PromptPay (also its return URL). */
export function BookingConfirmationPage() {
  const [params] = useSearchParams();
  const sessionId = params.get('session_id');
  const query = useBookingBySession(sessionId);
  if (!sessionId) return <Navigate to="/" replace />;
  return <ConfirmationView query={query} sessionId={sessionId} />;
}
