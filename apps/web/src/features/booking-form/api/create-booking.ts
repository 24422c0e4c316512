import { useMutation } from '@tanstack/react-query';
import type { TCreateBookingRequest } from '@tour/shared';
import { api } from '../../../lib/api-client';

export type TCreatedBooking = { bookingId: string; bookingReference: string };

/**
 * POST /api/bookings → 201 { bookingId, bookingReference }. Fails with the spec's messages: 401 'You must
 * be logged in to create a booking', 409 'Only {n} spots available for this date', 404 'Tour date not
 * found', 400 with `fields` keyed like 'guests.0.nationality'.
 */
export function createBooking(body: TCreateBookingRequest): Promise<TCreatedBooking> {
  return api.post<TCreatedBooking>('/api/bookings', body);
}

export function useCreateBooking() {
  return useMutation({ mutationFn: createBooking });
}
