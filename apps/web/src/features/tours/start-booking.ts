import type { NavigateFunction } from 'react-router';
import { toast } from '../../lib/toast';
import { getErrorMessage } from '../../lib/api-client';
import { rememberCurrentSession } from '../../lib/current-booking-session';
import { SESSION_TEXTS } from '../../lib/booking-session-texts';
import { createBookingSession } from '../booking-session/api/create-booking-session';

export type TStartBookingInput = { slug: string; dateId: string; guests: number };

let starting = false;

/**
 * Book Now: the server holds the guests' seats in a booking session for 30 minutes (DESIGN decision 2);
 * the browser remembers only the session id and opens its checkout. A second click while the first
 * is on its way does nothing, so one click holds one set of seats. Failures show the server's message
 * ('Only {n} spots available for this date').
 */
export async function startBooking(
  navigate: NavigateFunction,
  { slug, dateId, guests }: TStartBookingInput,
): Promise<void> {
  if (starting) return;
  starting = true;
  try {
    const session = await createBookingSession({ tourDateId: dateId, guests });
    rememberCurrentSession(session.id);
    await navigate(`/tours/${encodeURIComponent(session.tour.slug || slug)}/book/${encodeURIComponent(session.id)}`);
  } catch (error) {
    toast.error(getErrorMessage(error, SESSION_TEXTS.startFailed));
  } finally {
    starting = false;
  }
}
