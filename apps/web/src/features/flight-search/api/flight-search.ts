/** The flight search other features embed (the tour wizard's step 1 and its per-date Search Flight dialog). */
export { FlightSearch } from '../components/flight-search';
