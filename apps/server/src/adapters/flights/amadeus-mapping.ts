import { z } from 'zod';
import {
  airlineName,
  findAirport,
  formatFlightDuration,
  parseAirportLocalTime,
  type TFlightPoint,
  type TFlightSearchResult,
} from '@tour/shared';

/**
 * Amadeus On-Demand Flight Status (GET /v2/schedule/flights, domain-facts.md section 2) read into the
 * spec's flight search result. Only what the result needs is checked; anything else may vary.
 */
const ZTimings = z.object({
  timings: z.array(z.object({ qualifier: z.string(), value: z.string() })).default([]),
  terminal: z.object({ code: z.string().optional() }).optional(),
  gate: z.object({ mainGate: z.string().optional() }).optional(),
});

const ZDatedFlight = z.object({
  scheduledDepartureDate: z.string(),
  flightDesignator: z.object({
    carrierCode: z.string().min(2).max(3),
    // An integer in the response although the query sends a string.
    flightNumber: z.union([z.number().int(), z.string().regex(/^\d{1,4}$/)]),
    operationalSuffix: z.string().optional(),
  }),
  flightPoints: z
    .array(
      z.object({ iataCode: z.string().min(3).max(3), departure: ZTimings.optional(), arrival: ZTimings.optional() }),
    )
    .min(2),
  legs: z
    .array(z.object({ aircraftEquipment: z.object({ aircraftType: z.string().optional() }).optional() }))
    .optional(),
});

export const ZAmadeusScheduleResponse = z.object({ data: z.array(z.unknown()) });

export const ZAmadeusToken = z.object({
  access_token: z.string().min(1),
  expires_in: z.coerce.number().int().positive(),
});

/** A reply the client cannot read as Amadeus' documented shape. */
export class AmadeusMalformedError extends Error {}

type TTimings = z.infer<typeof ZTimings>;

function timingPoint(iataCode: string, times: TTimings, qualifier: 'STD' | 'STA'): TFlightPoint & { instant: number } {
  const value = times.timings.find((timing) => timing.qualifier === qualifier)?.value;
  const local = value ? parseAirportLocalTime(value) : null;
  if (!local) throw new AmadeusMalformedError(`${iataCode}: no ${qualifier} timing`);
  const dateTime = `${local.date}T${local.time}:00${local.utcOffset}`;
  return {
    airport: findAirport(iataCode)?.name ?? iataCode,
    city: iataCode,
    date: local.date,
    time: local.time,
    terminal: times.terminal?.code ?? null,
    gate: times.gate?.mainGate ?? null,
    utcOffset: local.utcOffset,
    dateTime,
    instant: Date.parse(dateTime),
  };
}

/** One DatedFlight: departure from the first point that departs, arrival at the last point that arrives. */
export function mapDatedFlight(entry: unknown): TFlightSearchResult {
  const parsed = ZDatedFlight.safeParse(entry);
  if (!parsed.success) throw new AmadeusMalformedError(`Not a DatedFlight: ${parsed.error.issues[0]?.message}`);
  const flight = parsed.data;
  const first = flight.flightPoints.find((p) => p.departure);
  const last = flight.flightPoints.findLast((p) => p.arrival);
  if (!first?.departure || !last?.arrival) throw new AmadeusMalformedError('No departure or arrival point');
  const { instant: departs, ...departure } = timingPoint(first.iataCode, first.departure, 'STD');
  const { instant: arrives, ...arrival } = timingPoint(last.iataCode, last.arrival, 'STA');
  const minutes = Math.round((arrives - departs) / 60_000);
  if (!(minutes >= 0)) throw new AmadeusMalformedError('Arrival before departure');
  const { carrierCode, operationalSuffix = '' } = flight.flightDesignator;
  const flightNumber = `${carrierCode}${Number(flight.flightDesignator.flightNumber)}${operationalSuffix}`;
  return {
    id: `${flightNumber}-${flight.scheduledDepartureDate}-${first.iataCode}${last.iataCode}`,
    flightNumber,
    airline: airlineName(carrierCode) ?? carrierCode,
    carrierCode,
    departure,
    arrival,
    duration: formatFlightDuration(minutes),
    durationMinutes: minutes,
    aircraft: flight.legs?.find((leg) => leg.aircraftEquipment?.aircraftType)?.aircraftEquipment?.aircraftType ?? null,
    status: 'Scheduled',
    scheduledDepartureDate: flight.scheduledDepartureDate,
  };
}
