import { parseFlightDesignator, type TFlightSearchResponse } from '@tour/shared';
import type { TClock } from '../../clock';
import type { TAmadeusConfig } from '../../config';
import { AmadeusUnavailableError, createAmadeusClient } from './amadeus-client';
import { AmadeusMalformedError, mapDatedFlight } from './amadeus-mapping';
import { searchSampleSchedule } from './sample-schedule';

/** Flight lookup by number and departure date, whichever schedule answers; `source` says which did. */
export type TFlightSchedule = {
  search(flightNumber: string, date: string): Promise<TFlightSearchResponse>;
};

type TLog = { warn(details: object, message: string): void };

/**
 * Amadeus when it is configured (AMADEUS_*), else the built-in sample schedule; the sample also answers
 * when Amadeus fails (429, 5xx, a refused token, a timeout, a network error, an unreadable answer), marked
 * `source: 'sample'` so the page can say so (decision 7). A partial number ('TG') names no flight Amadeus
 * can look up: the sample's demo routes containing it answer.
 */
export function createFlightSchedule(deps: {
  amadeus: TAmadeusConfig | null;
  clock: TClock;
  log: TLog;
}): TFlightSchedule {
  const client = deps.amadeus ? createAmadeusClient(deps.amadeus, deps.clock) : null;
  const sample = (flightNumber: string, date: string): TFlightSearchResponse => ({
    source: 'sample',
    flights: searchSampleSchedule(flightNumber, date),
  });

  return {
    async search(flightNumber, date) {
      const designator = parseFlightDesignator(flightNumber);
      if (!client || !designator) return sample(flightNumber, date);
      try {
        const entries = await client.scheduledFlights(designator, date);
        return { source: 'amadeus', flights: entries.map(mapDatedFlight) };
      } catch (error) {
        if (!(error instanceof AmadeusUnavailableError || error instanceof AmadeusMalformedError)) throw error;
        deps.log.warn(
          {
            reason: error instanceof AmadeusUnavailableError ? error.reason : 'malformed',
            status: error instanceof AmadeusUnavailableError ? error.status : undefined,
            detail: error.message,
          },
          'Flight schedule service failed; answering from the sample schedule',
        );
        return sample(flightNumber, date);
      }
    },
  };
}
