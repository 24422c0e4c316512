import { Navigate, useLocation } from 'react-router';
import { useBookingBySession } from './api/get-booking-by-session';
import { ConfirmationView } from './components/confirmation-view';

type TSuccessState = { paymentIntentId?: unknown; sessionId?: unknown } | null;

/** /booking-success: after a card payment, with paymentIntentId and sessionId in the navigation state. */
export function BookingSuccessPage() {
  const location = useLocation();
  const state = location.state as TSuccessState;
  const paymentIntentId = typeof state?.paymentIntentId === 'string' ? state.paymentIntentId : null;
  const sessionId = typeof state?.sessionId === 'string' ? state.sessionId : null;
  const valid = Boolean(paymentIntentId && sessionId);
  const query = useBookingBySession(valid ? sessionId : null);
  if (!valid) return <Navigate to="/" replace />;
  return <ConfirmationView query={query} sessionId={sessionId} paymentIntentId={paymentIntentId} />;
}
