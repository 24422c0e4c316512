import {
  FLIGHT_MESSAGES,
  type TFlightDealRequest,
  type TFlightDealResponse,
  type TFlightSearchQuery,
  type TFlightSearchResponse,
} from '@tour/shared';
import type { TFlightSchedule } from '../../adapters/flights/flight-schedule';
import { AppError } from '../../http/app-error';

/** The wizard's flight search: an empty list is an answer ('No flights found…' on the page), not an error. */
export function searchFlights(schedule: TFlightSchedule, query: TFlightSearchQuery): Promise<TFlightSearchResponse> {
  return schedule.search(query.flightNumber, query.date);
}

/** The Flight Deal page: the lookup answered whole, or 404 'ไม่พบข้อมูลเที่ยวบิน' when no flight matches. */
export async function lookUpFlightDeal(
  schedule: TFlightSchedule,
  request: TFlightDealRequest,
): Promise<TFlightDealResponse> {
  const answer = await schedule.search(request.flightNo, request.date);
  if (answer.flights.length === 0) throw new AppError('NOT_FOUND', FLIGHT_MESSAGES.dealNotFound);
  return { flightNo: request.flightNo, date: request.date, ...answer };
}
