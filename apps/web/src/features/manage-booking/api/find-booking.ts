import { useMutation } from '@tanstack/react-query';
import type { TFindBookingRequest, TFindBookingResponse } from '@tour/shared';
import { api } from '../../../lib/api-client';

/** POST /api/manage/find → 202 with the same message whether or not a booking matched. */
export function findBooking(body: TFindBookingRequest): Promise<TFindBookingResponse> {
  return api.post<TFindBookingResponse>('/api/manage/find', body);
}

export function useFindBooking() {
  return useMutation({ mutationFn: findBooking });
}
