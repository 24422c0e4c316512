import { FLIGHT_MESSAGES } from '@tour/shared';

/** Strings of the flight search used by the tour wizard (2-operator.md sections 4, 5 and 8). */
export const FLIGHT_SEARCH_TEXTS = {
  formLabel: { outbound: 'Search outbound flight', return: 'Search return flight' },
  flightNumber: 'Flight Number',
  flightNumberPlaceholder: 'e.g. TG102',
  flightNumberHint: 'Airline code and number: letters and digits, up to 6',
  date: 'Departure Date',
  dateHint: (date: string) => `On or after ${date}`,
  search: 'Search',
  searching: 'Searching...',
  required: FLIGHT_MESSAGES.searchRequired,
  beforeMinimum: (date: string) => `Please choose a departure date on or after ${date}`,
  failed: 'Failed to search flights. Please try again.',
  noFlights: 'No flights found matching your search criteria',
  results: (count: number) => `${count} ${count === 1 ? 'flight' : 'flights'} found`,
  sampleTitle: 'Sample schedule',
  sampleBody:
    'The live flight schedule is not available right now, so these flights come from the built-in sample schedule. Check the times with the airline before publishing the tour.',
  select: 'Select',
  selected: 'Selected',
  selectLabel: (flightNumber: string) => `Select flight ${flightNumber}`,
  terminal: (terminal: string) => `Terminal ${terminal}`,
  gate: (gate: string) => `Gate ${gate}`,
  aircraft: (type: string) => `Aircraft ${type}`,
  timesNote: 'Times are local at each airport.',
} as const;
