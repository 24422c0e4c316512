import { useMutation } from '@tanstack/react-query';
import type { TCreateBookingRequest, TCreatedBooking } from '@tour/shared';
import * as endpoints from '@tour/shared/endpoints';
import { callEndpoint } from '../../../lib/api-client';

/**
 * POST /api/bookings → 201 { bookingId, bookingReference }. Fails with the spec's messages: 401 'You must
 * be logged in to create a booking', 409 'Only {n} spots available for this date', 404 'Tour date not
 * found', 400 with `fields` keyed like 'guests.0.nationality'.
 */
export function createBooking(body: TCreateBookingRequest): Promise<TCreatedBooking> {
  return callEndpoint(endpoints.createBooking, { body });
}

export function useCreateBooking() {
  return useMutation({ mutationFn: createBooking });
}
