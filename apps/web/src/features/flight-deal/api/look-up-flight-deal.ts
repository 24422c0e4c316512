import { useMutation } from '@tanstack/react-query';
import type { TFlightDealRequest, TFlightDealResponse } from '@tour/shared';
import * as endpoints from '@tour/shared/endpoints';
import { callEndpoint } from '../../../lib/api-client';

/** POST /api/flight-deal {flightNo, date} → the lookup answered whole; 404 'ไม่พบข้อมูลเที่ยวบิน' when none. */
export function lookUpFlightDeal(body: TFlightDealRequest): Promise<TFlightDealResponse> {
  return callEndpoint(endpoints.lookUpFlightDeal, { body });
}

export function useLookUpFlightDeal() {
  return useMutation({ mutationFn: lookUpFlightDeal });
}
