import {
  isCalendarDate,
  normaliseFlightNumberInput,
  type TFlightSearchQuery,
  type TFlightSearchResponse,
  type TLanguage,
} from '@tour/shared';
import { formatCalendarDate } from '../../lib/calendar-date';
import type { TTextsOf } from '../../lib/i18n/texts';
import type { FLIGHT_SEARCH_TEXTS } from './texts';

export type TFlightSearchStatus = 'idle' | 'searching' | 'answered' | 'failed';

export type TFlightSearchState = {
  flightNumber: string;
  date: string;
  status: TFlightSearchStatus;
  /** Counts searches so that an answer to an earlier one never replaces a later one. */
  requestId: number;
  answer: TFlightSearchResponse | null;
  /** The search could not start: a missing field or a date before the minimum. */
  problem: string | null;
};

export type TFlightSearchAction =
  | { type: 'flightNumberTyped'; value: string }
  | { type: 'dateChosen'; value: string }
  | { type: 'refused'; problem: string }
  | { type: 'searchStarted' }
  | { type: 'searchAnswered'; requestId: number; answer: TFlightSearchResponse }
  | { type: 'searchFailed'; requestId: number };

export function initialFlightSearchState(defaults: { flightNumber?: string; date?: string } = {}): TFlightSearchState {
  return {
    flightNumber: normaliseFlightNumberInput(defaults.flightNumber ?? ''),
    date: defaults.date ?? '',
    status: 'idle',
    requestId: 0,
    answer: null,
    problem: null,
  };
}

export function flightSearchReducer(state: TFlightSearchState, action: TFlightSearchAction): TFlightSearchState {
  switch (action.type) {
    case 'flightNumberTyped':
      return { ...state, flightNumber: normaliseFlightNumberInput(action.value), problem: null };
    case 'dateChosen':
      return { ...state, date: action.value, problem: null };
    case 'refused':
      return { ...state, problem: action.problem };
    case 'searchStarted':
      return { ...state, status: 'searching', requestId: state.requestId + 1, problem: null };
    case 'searchAnswered':
      if (action.requestId !== state.requestId) return state;
      return { ...state, status: 'answered', answer: action.answer };
    case 'searchFailed':
      if (action.requestId !== state.requestId) return state;
      return { ...state, status: 'failed', answer: null };
  }
}

/**
 * The query to send, or why there is none: both fields are required ('Please enter flight number and
 * departure date'), and a date before `minDate` (for a return flight: the outbound departure) is refused.
 */
export function flightSearchQuery(
  state: Pick<TFlightSearchState, 'flightNumber' | 'date'>,
  minDate: string | null | undefined,
  texts: TTextsOf<typeof FLIGHT_SEARCH_TEXTS>,
  language: TLanguage,
): { query: TFlightSearchQuery; problem: null } | { query: null; problem: string } {
  if (!state.flightNumber || !state.date) return { query: null, problem: texts.required };
  if (!isCalendarDate(state.date)) return { query: null, problem: texts.invalidDate };
  // 'YYYY-MM-DD' strings order as the dates do.
  if (minDate && state.date < minDate)
    return { query: null, problem: texts.beforeMinimum(formatCalendarDate(minDate, language) ?? minDate) };
  return { query: { flightNumber: state.flightNumber, date: state.date }, problem: null };
}
