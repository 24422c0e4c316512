import type { TBookingSessionView, TContactInfo, TPaymentIntentResponse } from '@tour/shared';
import type { TPaymentMethod } from './payment-state';

/**
 * A card payment for something other than a session held before the form opens: Pay Now on a
 * pending booking, or the review page, which creates its session only when the traveller pays.
 * Only the card is offered; the page says what is paid and where to go afterwards.
 */
export type TCardPaymentTarget = {
  /** Keys the form's saved state. */
  stateKey: string;
  amount: number;
  currency: string;
  /** Called when the traveller pays: creates (or reuses) the payment intent. */
  createIntent: (customerInfo: TContactInfo) => Promise<TPaymentIntentResponse>;
  /** Called once the card payment is verified; the toast has been shown. */
  onPaid: (paid: { paymentIntentId: string; bookingId: string | null; bookingReference: string }) => void;
};

/**
 * Pay this booking: Pay Now on an unpaid booking (a reservation, or a booking-form booking) by card,
 * bank transfer or PromptPay. The server lets its account, the guest browser that made it, or the
 * holder of a private manage link (`manageToken`, the manage-booking page) pay it.
 */
export type TBookingPaymentTarget = {
  bookingId: string;
  manageToken?: string | null;
  amount: number;
  currency: string;
  /** Called once the payment is verified (or, a bank transfer, submitted); the toast has been shown. */
  onPaid: (paid: {
    bookingId: string;
    bookingReference: string;
    method: TPaymentMethod;
    paymentIntentId: string | null;
  }) => void;
};

export type TPaymentFormProps = {
  /** The held session being paid; not needed with `target` or `booking`. */
  session?: TBookingSessionView;
  target?: TCardPaymentTarget;
  booking?: TBookingPaymentTarget;
  /** True while a payment is in flight: the page holds back its expiry screen until it has an answer. */
  onBusyChange: (busy: boolean) => void;
  /** The server said the session is over. */
  onSessionExpired: () => void;
};

/** A payment that went through: what the page that embeds the form is told, or the confirmation shows. */
export type TSettledPayment = {
  method: TPaymentMethod;
  reference: string;
  /** The booking as the server named it, when it did. */
  bookingId: string | null;
  paymentIntentId: string | null;
};
