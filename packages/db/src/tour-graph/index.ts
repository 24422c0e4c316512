export { writeTourGraph } from './write-tour-graph';
export { seatsTakenByDeparture } from './departures';
export type { TSeatsTaken } from './departures';
export { airportLocalTime } from './airport-times';
export { TourGraphRefusal } from './tour-graph';
export type {
  TNewTourGraph,
  TTourGraphChange,
  TTourGraphDay,
  TTourGraphDeparture,
  TTourGraphFields,
  TTourGraphFlight,
  TTourGraphHotel,
  TTourGraphImage,
  TTourGraphMeal,
  TTourGraphParts,
  TTourGraphRefusal,
  TWrittenTourGraph,
} from './tour-graph';
