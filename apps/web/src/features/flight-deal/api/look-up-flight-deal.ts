import { useMutation } from '@tanstack/react-query';
import type { TFlightDealRequest, TFlightDealResponse } from '@tour/shared';
import { api } from '../../../lib/api-client';

/** POST /api/flight-deal {flightNo, date} → the lookup answered whole; 404 'ไม่พบข้อมูลเที่ยวบิน' when none. */
export function lookUpFlightDeal(body: TFlightDealRequest): Promise<TFlightDealResponse> {
  return api.post<TFlightDealResponse>('/api/flight-deal', body);
}

export function useLookUpFlightDeal() {
  return useMutation({ mutationFn: lookUpFlightDeal });
}
