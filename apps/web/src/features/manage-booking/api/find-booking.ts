import { useMutation } from '@tanstack/react-query';
import type { TFindBookingRequest, TFindBookingResponse } from '@tour/shared';
import * as endpoints from '@tour/shared/endpoints';
import { callEndpoint } from '../../../lib/api-client';

/** POST /api/manage/find → 202 with the same message whether or not a booking matched. */
export function findBooking(body: TFindBookingRequest): Promise<TFindBookingResponse> {
  return callEndpoint(endpoints.findManagedBooking, { body });
}

export function useFindBooking() {
  return useMutation({ mutationFn: findBooking });
}
