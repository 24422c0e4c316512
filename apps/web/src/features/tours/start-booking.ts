import type { QueryClient } from '@tanstack/react-query';
import type { NavigateFunction } from 'react-router';
import { toast } from '../../lib/toast';
import { getErrorMessage } from '../../lib/api-client';
import { rememberCurrentSession } from '../../lib/current-booking-session';
import { SESSION_TEXTS } from '../../lib/booking-session-texts';
import { translateWhenLoaded } from '../../lib/i18n/messages';
import { createBookingSession } from '../booking-session/api/create-booking-session';
import { tourQueryOptions } from './api/get-tour';
import { visitorHoldsQueryKey } from './api/get-visitor-holds';
import { TOUR_PARTS_TEXTS } from './detail/parts-texts';
import { paths, type TLanguage } from '@tour/shared';

export type TStartBookingInput = {
  slug: string;
  tourId: string;
  dateId: string;
  guests: number;
  /** The visitor's, for what it says when it is done. */
  language: TLanguage;
};

let starting = false;

/**
 * Book Now: the server holds the guests' seats in a booking session for 30 minutes (DESIGN decision 2);
 * the browser remembers only the session id and opens its checkout. A second click while the first
 * is on its way does nothing, so one click holds one set of seats. A visitor who already holds this
 * departure gets that hold back (`reused`, decision 17) and is told so. Failures show the server's
 * message ('Only {n} spots available for this date').
 */
export async function startBooking(
  navigate: NavigateFunction,
  queryClient: QueryClient,
  { slug, tourId, dateId, guests, language }: TStartBookingInput,
): Promise<void> {
  if (starting) return;
  starting = true;
  try {
    const session = await createBookingSession({ tourDateId: dateId, guests });
    rememberCurrentSession(session.id);
    // The departure's spots and the visitor's holds have changed: read again when the tour page shows.
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: tourQueryOptions(slug).queryKey, refetchType: 'none' }),
      queryClient.invalidateQueries({ queryKey: visitorHoldsQueryKey(tourId), refetchType: 'none' }),
    ]);
    if (session.reused) {
      const held = session.adults + session.children + session.infants;
      const T = TOUR_PARTS_TEXTS[language].hold;
      toast.success(T.reusedTitle, { description: T.reusedBody(held) });
    }
    await navigate(paths.checkout.href({ slug: session.tour.slug || slug, sessionId: session.id }));
  } catch (error) {
    // The server's reason ('Only {n} spots available for this date') in the visitor's language.
    const message = getErrorMessage(error, SESSION_TEXTS[language].startFailed);
    toast.error(await translateWhenLoaded(message, language));
  } finally {
    starting = false;
  }
}
