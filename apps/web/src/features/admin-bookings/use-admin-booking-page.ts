import { useReducer } from 'react';
import { useParams } from 'react-router';
import type { TAdminBookingDetail } from '@tour/shared';
import { getErrorMessage, isApiError } from '../../lib/api-client';
import { formatMoney } from '../../lib/format';
import { useLanguage } from '../../lib/i18n/language';
import { useMessage } from '../../lib/i18n/messages';
import { useTexts } from '../../lib/i18n/texts';
import { toast } from '../../lib/toast';
import {
  adminBookingReducer,
  cancelRequestOf,
  initialAdminBookingState,
  refundRequestOf,
  type TAccountDraft,
  type TCancelDraft,
  type TProblems,
  type TRefundDraft,
} from './admin-booking-state';
import {
  useAdminBooking,
  useCancelAdminBooking,
  useRefundAdminBooking,
  useResendConfirmation,
  useUpdateBookingStatus,
} from './api/admin-bookings';
import { ADMIN_BOOKINGS_TEXTS } from './texts';

/** The payment a refund comes out of: the first one with something left; its currency is the refund's. */
export function refundSourceOf(booking: TAdminBookingDetail) {
  const payment = booking.payments.find((candidate) => candidate.refundable > 0);
  return payment ? { currency: payment.currency, refundable: payment.refundable, method: payment.method } : null;
}

/** The server's refusal as field problems when it names fields, else null (then a toast says it). */
function serverProblemsOf(error: unknown): TProblems | undefined {
  const fields = isApiError(error) ? error.fields : undefined;
  return fields && Object.keys(fields).some((key) => key !== '_') ? fields : undefined;
}

/**
 * /admin/bookings/:bookingId: the booking, and its changes through the reducer, one at a time, each told in a toast
 * and the booking read again.
 */
export function useAdminBookingPage() {
  const D = useTexts(ADMIN_BOOKINGS_TEXTS).detail;
  const language = useLanguage();
  const say = useMessage();
  const { bookingId = '' } = useParams();
  const booking = useAdminBooking(bookingId);
  const [state, dispatch] = useReducer(adminBookingReducer, initialAdminBookingState);
  const resend = useResendConfirmation();
  const updateStatus = useUpdateBookingStatus();
  const cancel = useCancelAdminBooking();
  const refund = useRefundAdminBooking();

  const settle = (failedText: string) => ({
    onSuccess: (result: { message: string }) => {
      toast.success(say(result.message));
      dispatch({ type: 'succeeded' });
    },
    onError: (error: Error) => {
      const serverProblems = serverProblemsOf(error);
      if (!serverProblems) toast.error(say(getErrorMessage(error, failedText)));
      dispatch({ type: 'failed', serverProblems });
    },
  });

  const confirm = () => {
    const dialog = state.dialog;
    const data = booking.data;
    if (!dialog || !data || state.working) return;
    if (dialog.kind === 'resend') {
      dispatch({ type: 'working' });
      resend.mutate(bookingId, settle(D.resendDialog.failed));
    } else if (dialog.kind === 'status') {
      dispatch({ type: 'working' });
      updateStatus.mutate({ bookingId, status: dialog.status }, settle(D.statusDialog.failed));
    } else if (dialog.kind === 'cancel') {
      const request = cancelRequestOf(dialog.draft);
      if (!request.ok) {
        dispatch({ type: 'touch' });
        return;
      }
      dispatch({ type: 'working' });
      cancel.mutate({ bookingId, body: request.body }, settle(D.cancelDialog.failed));
    } else {
      const source = refundSourceOf(data);
      if (!source) return;
      const request = refundRequestOf(dialog.draft, {
        ...source,
        messages: {
          amountInvalid: D.refundDialog.amountInvalid,
          tooLarge: D.refundDialog.tooLarge(formatMoney(source.refundable, source.currency, language)),
        },
      });
      if (!request.ok) {
        dispatch({ type: 'touch' });
        return;
      }
      dispatch({ type: 'working' });
      refund.mutate({ bookingId, body: request.body }, settle(D.refundDialog.failed));
    }
  };

  return {
    bookingId,
    booking,
    state,
    openResend: () => dispatch({ type: 'openResend' }),
    chooseStatus: (status: TAdminBookingDetail['status'] | '') => dispatch({ type: 'chooseStatus', status }),
    openStatus: () => dispatch({ type: 'openStatus' }),
    openCancel: () => dispatch({ type: 'openCancel' }),
    editCancel: (draft: Partial<TCancelDraft>) => dispatch({ type: 'editCancel', draft }),
    openRefund: () => dispatch({ type: 'openRefund' }),
    editRefund: (draft: Partial<Omit<TRefundDraft, 'account'>>) => dispatch({ type: 'editRefund', draft }),
    editAccount: (account: Partial<TAccountDraft>) => dispatch({ type: 'editAccount', account }),
    touch: () => dispatch({ type: 'touch' }),
    close: () => dispatch({ type: 'close' }),
    confirm,
  };
}

export type TAdminBookingPageModel = ReturnType<typeof useAdminBookingPage>;
