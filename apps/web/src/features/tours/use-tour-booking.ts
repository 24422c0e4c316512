import { useReducer } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import {
  DEFAULT_TOUR_PAGE_GUESTS,
  fitGuestsToDate,
  guestLimitFor,
  initialTourDate,
  isDateSelectable,
  notEnoughSpotsMessage,
  type TTourDate,
  type TTourDetail,
} from '@tour/shared';
import { bookingBlockerOf, type TBookingBlocker } from '../../lib/booking-quote';
import { useLanguage } from '../../lib/i18n/language';
import { type TTextsOf, useTexts } from '../../lib/i18n/texts';
import { TOUR_TEXTS } from './texts';

// The booking code (session API and its schemas) loads on the way to checkout, not with the tour page.
const loadStartBooking = () => import('./start-booking');

/** Which Book Now was pressed: the booking card's, or the phone's sticky bar's. Its message shows beside it. */
export type TBookNowSource = 'card' | 'bar';

type TState = {
  chosenDateId: string | null;
  guests: number;
  /** The guests a newly chosen date lowered the count to, said once beside the selector. */
  loweredTo: number | null;
  message: { text: string; source: TBookNowSource } | null;
  isStarting: boolean;
};

type TAction =
  | { type: 'dateChosen'; date: TTourDate; guests: number }
  | { type: 'guestsChanged'; guests: number }
  | { type: 'blocked'; text: string; source: TBookNowSource }
  | { type: 'starting' }
  | { type: 'finished'; failure: { text: string; source: TBookNowSource } | null };

function reducer(state: TState, action: TAction): TState {
  switch (action.type) {
    case 'dateChosen': {
      const guests = fitGuestsToDate(action.guests, action.date);
      return {
        ...state,
        chosenDateId: action.date.id,
        guests,
        loweredTo: guests < action.guests ? guests : null,
        message: null,
      };
    }
    case 'guestsChanged':
      return { ...state, guests: action.guests, loweredTo: null, message: null };
    case 'blocked':
      return { ...state, message: { text: action.text, source: action.source } };
    case 'starting':
      return { ...state, isStarting: true, message: null };
    case 'finished':
      return { ...state, isStarting: false, message: action.failure };
  }
}

function blockerMessage(T: TTextsOf<typeof TOUR_TEXTS>['booking'], blocker: NonNullable<TBookingBlocker>): string {
  return blocker.reason === 'no-date' ? T.chooseDateFirst : notEnoughSpotsMessage(blocker.spots);
}

const INITIAL_STATE: TState = {
  chosenDateId: null,
  guests: DEFAULT_TOUR_PAGE_GUESTS,
  loweredTo: null,
  message: null,
  isStarting: false,
};

/**
 * The tour page's booking state, shared by the booking card and the phone's sticky bar: the chosen
 * date (on load the first with room for the default guests), the guests fitted to its spots, and
 * Book Now (1-traveller.md section 4, issue 12 item 7).
 */
export function useTourBooking(tour: TTourDetail) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const language = useLanguage();
  const T = useTexts(TOUR_TEXTS).booking;
  const [state, dispatch] = useReducer(reducer, INITIAL_STATE);
  const selectedDate =
    tour.dates.find((date) => date.id === state.chosenDateId) ?? initialTourDate(tour.dates, DEFAULT_TOUR_PAGE_GUESTS);
  // Fitted again on every render: the date's spots can fall when the tour is read again.
  const guests = fitGuestsToDate(state.guests, selectedDate);
  const blocker = bookingBlockerOf(selectedDate, guests);

  const chooseDate = (dateId: string) => {
    const date = tour.dates.find((candidate) => candidate.id === dateId);
    if (date && isDateSelectable(date)) dispatch({ type: 'dateChosen', date, guests });
  };

  const changeGuests = (next: number) =>
    dispatch({ type: 'guestsChanged', guests: fitGuestsToDate(next, selectedDate) });

  const bookNow = async (source: TBookNowSource) => {
    if (blocker || !selectedDate) {
      dispatch({ type: 'blocked', text: blockerMessage(T, blocker ?? { reason: 'no-date' }), source });
      return;
    }
    dispatch({ type: 'starting' });
    try {
      const { startBooking } = await loadStartBooking();
      await startBooking(navigate, queryClient, {
        slug: tour.slug,
        tourId: tour.id,
        dateId: selectedDate.id,
        guests,
        language,
      });
      dispatch({ type: 'finished', failure: null });
    } catch {
      // Only the booking code failing to load lands here: startBooking shows its own errors.
      dispatch({ type: 'finished', failure: { text: T.startFailed, source } });
    }
  };

  return {
    selectedDate,
    guests,
    guestLimit: guestLimitFor(selectedDate),
    loweredTo: state.loweredTo,
    isBlocked: blocker !== null,
    isStarting: state.isStarting,
    message: state.message,
    chooseDate,
    changeGuests,
    bookNow,
    /** Starts loading the booking code when the visitor reaches for Book Now. */
    prepareBooking: () => void loadStartBooking(),
  };
}

export type TTourBooking = ReturnType<typeof useTourBooking>;
