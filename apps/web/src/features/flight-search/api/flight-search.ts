/** The flight search other features embed (the tour wizard's step 1 and its per-date Search Flight dialog). */
export { FlightSearch, type TFlightSearchProps } from '../components/flight-search';
export type { TFlightSearchResult } from '@tour/shared';
