import { useReducer } from 'react';
import { useSearchParams } from 'react-router';
import { getErrorMessage } from '../../lib/api-client';
import { useMessage } from '../../lib/i18n/messages';
import { useTexts } from '../../lib/i18n/texts';
import { toast } from '../../lib/toast';
import { useRefundsOwed } from './api/refunds-owed';
import { useRejectTransfer, useTransfersAwaiting, useVerifyTransfer } from './api/transfers';
import {
  deskFromSearch,
  deskSearch,
  initialVerificationState,
  rejectReasonProblem,
  type TDeskTab,
  type TTransferTarget,
  verificationReducer,
} from './payment-verification-state';
import { PAYMENT_VERIFICATION_TEXTS } from './texts';

/**
 * /admin/payments: the tab and page live in the address; Verify asks first, Reject asks for the reason; one
 * decision at a time, each told in a toast. Both lists are read so that each tab shows its count.
 */
export function usePaymentVerificationPage() {
  const T = useTexts(PAYMENT_VERIFICATION_TEXTS);
  const say = useMessage();
  const [search, setSearch] = useSearchParams();
  const { tab, page } = deskFromSearch(search);
  const transfers = useTransfersAwaiting(tab === 'transfers' ? page : 1);
  const refunds = useRefundsOwed(tab === 'refunds' ? page : 1);
  const [state, dispatch] = useReducer(verificationReducer, initialVerificationState);
  const verifyTransfer = useVerifyTransfer();
  const rejectTransfer = useRejectTransfer();

  const verify = () => {
    const transfer = state.verifying;
    if (!transfer || state.working) return;
    dispatch({ type: 'working', kind: 'verify', paymentId: transfer.paymentId });
    verifyTransfer.mutate(transfer.paymentId, {
      onSuccess: (result) => {
        toast.success(say(result.message));
        dispatch({ type: 'done', closeDialog: true });
      },
      onError: (error) => {
        toast.error(say(getErrorMessage(error, T.verifyDialog.failed)));
        dispatch({ type: 'done', closeDialog: false });
      },
    });
  };

  const reject = () => {
    const rejecting = state.rejecting;
    if (!rejecting || state.working) return;
    if (rejectReasonProblem(rejecting.reason)) {
      dispatch({ type: 'touchReason' });
      return;
    }
    dispatch({ type: 'working', kind: 'reject', paymentId: rejecting.transfer.paymentId });
    rejectTransfer.mutate(
      { paymentId: rejecting.transfer.paymentId, reason: rejecting.reason.trim() },
      {
        onSuccess: (result) => {
          toast.success(say(result.message));
          dispatch({ type: 'done', closeDialog: true });
        },
        onError: (error) => {
          toast.error(say(getErrorMessage(error, T.rejectDialog.failed)));
          dispatch({ type: 'done', closeDialog: false });
        },
      },
    );
  };

  return {
    tab,
    page,
    transfers,
    refunds,
    state,
    busy: state.working !== null,
    showTab: (next: TDeskTab) => setSearch(deskSearch(next)),
    goToPage: (next: number) => {
      setSearch(deskSearch(tab, next));
      window.scrollTo({ top: 0 });
    },
    startVerify: (transfer: TTransferTarget) => dispatch({ type: 'startVerify', transfer }),
    cancelVerify: () => dispatch({ type: 'cancelVerify' }),
    verify,
    startReject: (transfer: TTransferTarget) => dispatch({ type: 'startReject', transfer }),
    editReason: (reason: string) => dispatch({ type: 'editReason', reason }),
    touchReason: () => dispatch({ type: 'touchReason' }),
    cancelReject: () => dispatch({ type: 'cancelReject' }),
    reject,
  };
}

export type TPaymentVerificationPage = ReturnType<typeof usePaymentVerificationPage>;
