import type {
  TBookingSessionView,
  TConfirmPaymentResponse,
  TPaymentIntentResponse,
  TPaymentOptions,
} from '@tour/shared';

/** What the payment form's tests pay: test mode, a bank account, a held session and the server's answers. */
export const PAYMENT_OPTIONS: TPaymentOptions = {
  testMode: true,
  publishableKey: null,
  bankDetails: { bankName: 'Kasikornbank', accountName: 'Tour Co', accountNumber: '123-4-56789-0', swift: 'KASITHBK' },
  thbPerUsd: 35,
};

export const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

export function heldSession(startDate = inDays(40)): TBookingSessionView {
  return {
    id: 'session-1',
    status: 'active',
    accountId: 'visitor-1',
    createdAt: new Date().toISOString(),
    expiresAt: new Date(Date.now() + 900_000).toISOString(),
    adults: 2,
    children: 0,
    infants: 0,
    tour: {
      id: 'tour-1',
      slug: 'phuket',
      contentLanguage: 'en',
      title: 'Phuket Island Escape',
      translation: null,
      location: 'Phuket',
      country: 'Thailand',
      description: null,
      durationDays: 4,
      highlights: [],
      thumbnailUrl: null,
      cancellationPolicy: 'free_48h_then_50',
    },
    date: { id: 'date-1', startDate, endDate: startDate, availableSpots: 10 },
    pricing: {
      currency: 'USD',
      pricePerPerson: 50000,
      subtotal: 100000,
      discountPercent: 0,
      discountAmount: 0,
      total: 100000,
    },
  } as TBookingSessionView;
}

export const INTENT: TPaymentIntentResponse = {
  paymentIntentId: 'pi_1',
  clientSecret: 'pi_1_secret',
  amount: 100000,
  currency: 'USD',
  status: 'requires_payment_method',
  testMode: true,
  publishableKey: null,
  promptpay: null,
};
export const answer = (patch: Partial<TConfirmPaymentResponse>): TConfirmPaymentResponse => ({
  status: 'succeeded',
  error: null,
  bookingId: 'booking-1',
  bookingReference: 'TB-2026-0001',
  ...patch,
});
