import { useCallback, useReducer, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { isPayLaterOffered, payLaterDeadline, paths, type TPaymentOptions } from '@tour/shared';
import { getErrorMessage, isApiError } from '../../lib/api-client';
import { saveBookingRecord } from '../../lib/booking-record';
import { useLanguage } from '../../lib/i18n/language';
import { useTexts } from '../../lib/i18n/texts';
import { formatMoney } from '../../lib/money';
import { bookingSessionQueryKey } from '../booking-session/api/get-booking-session';
import {
  initialPaymentFormState,
  offeredMethods,
  paymentFormReducer,
  type TPaymentFormAction,
  type TPaymentFormState,
} from './payment-form-state';
import { clearPaymentState, loadPaymentState } from './payment-state';
import type { TPaymentFormProps, TSettledPayment } from './payment-targets';
import { PAYMENT_TEXTS } from './texts';
import { useMessage } from '../../lib/i18n/messages';

/** Where the confirmation of a held session's payment is: the card's success page, or the booking's confirmation. */
function confirmationPath(sessionId: string, paid: TSettledPayment): string {
  if (paid.method === 'card') return paths.bookingSuccess.href();
  return paths.bookingConfirmation.href({ session_id: sessionId, payment_method: paid.method });
}

/**
 * What every payment method shares: the form's state machine (with `current`, the latest state for code that
 * awaits), who is paid, how a failure is worded, and how a payment that went through ends (`settle`).
 */
export function usePaymentFlow(
  { session, target, booking, onBusyChange, onSessionExpired }: TPaymentFormProps,
  options: TPaymentOptions,
) {
  const texts = useTexts(PAYMENT_TEXTS);
  const sayMessage = useMessage();
  const language = useLanguage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const sessionId = target?.stateKey ?? (booking ? `booking_${booking.bookingId}` : (session?.id ?? ''));
  const fixedPayee = target ?? booking;
  const total = fixedPayee
    ? formatMoney(fixedPayee.amount, fixedPayee.currency, language)
    : formatMoney(session?.pricing.total ?? 0, session?.pricing.currency ?? 'USD', language);
  const manageToken = booking?.manageToken ?? undefined;

  const [opening] = useState(() => {
    // Reserve now, pay later: offered for a departure more than 14 days away; the server decides again.
    const payLaterUntil =
      session && !fixedPayee && isPayLaterOffered(session.date.startDate, new Date())
        ? payLaterDeadline(new Date(), session.date.startDate).toISOString()
        : null;
    // A target's intent is made afresh by the page, so there is no earlier attempt to restore.
    const restored = fixedPayee ? null : loadPaymentState(sessionId);
    return { payLaterUntil, restored, methods: offeredMethods(payLaterUntil !== null) };
  });

  const [state, dispatchToReact] = useReducer(paymentFormReducer, opening, initialPaymentFormState);
  /** The latest state, ahead of the next render: read by code that awaits, and by the leave guard. */
  const current = useRef<TPaymentFormState>(state);
  const dispatch = useCallback((action: TPaymentFormAction) => {
    current.current = paymentFormReducer(current.current, action);
    dispatchToReact(action);
  }, []);
  /** Set while a verified payment is being finished, so a second answer (poll, simulation) does not finish it again. */
  const finishing = useRef(false);

  const explain = useCallback(
    (cause: unknown): string => {
      if (!navigator.onLine) return texts.messages.offline;
      if (isApiError(cause, 'NETWORK_ERROR')) return texts.messages.network;
      if (isApiError(cause, 'BOOKING_SESSION_EXPIRED')) {
        onSessionExpired();
        return texts.sessionExpired;
      }
      return sayMessage(getErrorMessage(cause, texts.messages.processingFailed));
    },
    [onSessionExpired, texts, sayMessage],
  );

  const finish = useCallback(() => {
    dispatch({ type: 'completed' });
    onBusyChange(false);
  }, [dispatch, onBusyChange]);

  /** Leaves for the confirmation once the server has booked the seats. */
  const complete = useCallback(
    (paid: TSettledPayment) => {
      if (!session) return;
      const record = { reference: paid.reference, paymentIntentId: paid.paymentIntentId };
      saveBookingRecord({ ...record, sessionId, timestamp: Date.now(), session: { ...session, status: 'completed' } });
      clearPaymentState(sessionId);
      finish();
      const to = confirmationPath(sessionId, paid);
      const navigationState =
        paid.method === 'card' && paid.paymentIntentId ? { paymentIntentId: paid.paymentIntentId, sessionId } : null;
      void navigate(to, navigationState ? { state: navigationState } : undefined);
      void queryClient.invalidateQueries({ queryKey: bookingSessionQueryKey(sessionId) });
    },
    [finish, navigate, queryClient, session, sessionId],
  );

  /** A payment that went through: the embedding page is told, or the traveller goes to the confirmation. */
  const settle = useCallback(
    (paid: TSettledPayment) => {
      if (target) {
        finish();
        if (paid.paymentIntentId)
          target.onPaid({
            paymentIntentId: paid.paymentIntentId,
            bookingId: paid.bookingId,
            bookingReference: paid.reference,
          });
        return;
      }
      if (booking) {
        finish();
        booking.onPaid({
          bookingId: booking.bookingId,
          bookingReference: paid.reference,
          method: paid.method,
          paymentIntentId: paid.paymentIntentId,
        });
        return;
      }
      complete(paid);
    },
    [booking, complete, finish, target],
  );

  /** Who is paid: the held session, or (Pay Now) the booking with the manage link's token if any. */
  const payee = booking ? { bookingId: booking.bookingId, manageToken: booking.manageToken ?? null } : { sessionId };

  return {
    state,
    current,
    dispatch,
    finishing,
    options,
    session,
    target,
    booking,
    fixedPayee,
    sessionId,
    payee,
    manageToken,
    total,
    onBusyChange,
    restored: opening.restored,
    payLaterUntil: opening.payLaterUntil,
    methods: opening.methods,
    explain,
    settle,
  };
}

export type TPaymentFlow = ReturnType<typeof usePaymentFlow>;
