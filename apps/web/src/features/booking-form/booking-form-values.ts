import type { Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { emptyGuest, type OFFERED_PAYMENT_METHODS, ZCreateBookingRequest, type TBookingGuest } from '@tour/shared';

export type TOfferedPaymentMethod = (typeof OFFERED_PAYMENT_METHODS)[number];

/** The form's own values: the terms box starts unticked, which the request schema does not allow. */
export type TBookingFormValues = {
  tourId: string;
  tourDateId: string;
  numberOfGuests: number;
  guests: TBookingGuest[];
  specialRequests: string;
  paymentMethod: TOfferedPaymentMethod;
  termsAccepted: boolean;
  marketingConsent: boolean;
};

export type TBookingRequest = z.output<typeof ZCreateBookingRequest>;

/** The same schema validates the form here and the request on the server. */
export const bookingFormResolver = zodResolver(ZCreateBookingRequest) as unknown as Resolver<
  TBookingFormValues,
  unknown,
  TBookingRequest
>;

export function initialBookingValues(input: {
  tourId: string;
  tourDateId: string;
  guests: number;
  email: string;
}): TBookingFormValues {
  return {
    tourId: input.tourId,
    tourDateId: input.tourDateId,
    numberOfGuests: input.guests,
    guests: Array.from({ length: input.guests }, (_, index) => emptyGuest(index === 0 ? input.email : '')),
    specialRequests: '',
    paymentMethod: 'credit_card',
    termsAccepted: false,
    marketingConsent: false,
  };
}
