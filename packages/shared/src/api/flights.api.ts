import { z } from 'zod';
import { ZFlightDealRequest, ZFlightSearchQuery } from '../flights';
import { defineEndpoint } from './endpoint';

/** One end of a flight, as airport-local wall time with its UTC offset (decision 18). */
const ZFlightPoint = z.object({
  /** The airport's name from the airport map, else its IATA code. */
  airport: z.string(),
  /** The IATA code (the spec calls it city). */
  city: z.string(),
  /** 'HH:mm' at the airport. */
  time: z.string(),
  /** 'YYYY-MM-DD' at the airport. */
  date: z.string(),
  terminal: z.string().nullable(),
  gate: z.string().nullable(),
  /** '+07:00': the airport's offset from UTC at that moment. */
  utcOffset: z.string(),
  /** '2026-09-01T10:30:00+07:00': wall time and offset together, the instant it names. */
  dateTime: z.string(),
});
export type TFlightPoint = z.infer<typeof ZFlightPoint>;

const ZFlightSearchResult = z.object({
  id: z.string(),
  /** Carrier code and number, e.g. 'TG102'. */
  flightNumber: z.string(),
  airline: z.string(),
  carrierCode: z.string(),
  departure: ZFlightPoint,
  arrival: ZFlightPoint,
  /** '1h 15m'. */
  duration: z.string(),
  durationMinutes: z.number(),
  aircraft: z.string().nullable(),
  status: z.literal('Scheduled'),
  scheduledDepartureDate: z.string(),
});
export type TFlightSearchResult = z.infer<typeof ZFlightSearchResult>;

/** 'amadeus': the schedule service answered; 'sample': the built-in sample schedule stood in for it. */
const ZFlightSource = z.enum(['amadeus', 'sample']);

const ZFlightSearchResponse = z.object({ source: ZFlightSource, flights: z.array(ZFlightSearchResult) });
export type TFlightSearchResponse = z.infer<typeof ZFlightSearchResponse>;

const ZFlightDealResponse = z.object({ flightNo: z.string(), date: z.string(), ...ZFlightSearchResponse.shape });
export type TFlightDealResponse = z.infer<typeof ZFlightDealResponse>;

/** The flights of that number on that date, and which schedule answered: the wizard's step 1 and its dialog. */
export const searchFlights = defineEndpoint({
  method: 'GET',
  path: '/api/flights/search',
  query: ZFlightSearchQuery,
  response: ZFlightSearchResponse,
});

/** The Flight Deal page (the spec's path and body): the lookup answered whole; 404 when no flight matches. */
export const lookUpFlightDeal = defineEndpoint({
  method: 'POST',
  path: '/api/flight-deal',
  body: ZFlightDealRequest,
  response: ZFlightDealResponse,
});
