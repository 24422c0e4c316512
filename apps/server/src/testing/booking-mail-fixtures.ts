import type { TBookingConfirmation, TBookingFlight } from '@tour/shared';

/** A paid booking of a five-day Osaka tour and its outbound flight, for the tests of the mails about a booking. */
export const OSAKA_BOOKING: TBookingConfirmation = {
  id: 'b1',
  reference: 'CHT-100200',
  status: 'confirmed',
  paymentStatus: 'completed',
  paymentMethod: 'credit_card',
  paymentDeadline: null,
  refundStatus: null,
  refundAmount: null,
  cancellationReason: null,
  paymentIntentId: 'pi_1',
  totalAmount: 1_234_500,
  currency: 'THB',
  numberOfGuests: 2,
  bookingDate: '2027-01-01T00:00:00Z',
  contactName: 'Ann',
  contactEmail: 'ann@x.test',
  contactPhone: '+66812345678',
  cancellationPolicy: { code: 'free_48h_then_50', tiers: [{ hoursBefore: 48, feePercent: 50 }] },
  tour: { slug: 'osaka', title: 'Osaka Food Trail', location: 'Osaka', country: 'Japan', durationDays: 5 },
  date: { startDate: '2027-05-01', endDate: '2027-05-05' },
};
export const OSAKA_OUTBOUND: TBookingFlight = {
  isOutbound: true,
  airline: 'Thai Airways',
  flightNumber: 'TG 622',
  departureAirport: 'Bangkok Suvarnabhumi',
  departureCode: 'BKK',
  departureTime: '2027-04-30T16:35:00Z',
  departureUtcOffset: 420,
  arrivalAirport: 'Osaka Kansai',
  arrivalCode: 'KIX',
  arrivalTime: '2027-05-01T00:05:00Z',
  arrivalUtcOffset: 540,
};
