import { useReducer } from 'react';
import { getErrorMessage } from '../../lib/api-client';
import { useMessage } from '../../lib/i18n/messages';
import { useTexts } from '../../lib/i18n/texts';
import { toast } from '../../lib/toast';
import { initialLicencesState, licencesReducer, reasonProblem } from './admin-licences-state';
import { useApproveLicence, useRejectLicence } from './api/admin-licences';
import { ADMIN_LICENCES_TEXTS } from './texts';

/** The queue page's actions: approve after a confirmation, reject through the reason dialog; each says how it went. */
export function useAdminLicencesPage() {
  const T = useTexts(ADMIN_LICENCES_TEXTS);
  const message = useMessage();
  const [state, dispatch] = useReducer(licencesReducer, initialLicencesState);
  const approveLicence = useApproveLicence();
  const rejectLicence = useRejectLicence();

  const approve = () => {
    const confirming = state.confirmingApproval;
    if (!confirming || state.working) return;
    dispatch({ type: 'working', kind: 'approve', licenseId: confirming.licenseId });
    approveLicence.mutate(confirming.licenseId, {
      onSuccess: (result) => {
        toast.success(message(result.message));
        dispatch({ type: 'done', closeDialog: true });
      },
      onError: (error) => {
        toast.error(message(getErrorMessage(error, T.approveFailed)));
        dispatch({ type: 'done', closeDialog: false });
      },
    });
  };

  const reject = () => {
    const rejecting = state.rejecting;
    if (!rejecting || state.working) return;
    if (reasonProblem(rejecting.licenseId, rejecting.reason)) {
      dispatch({ type: 'touchReason' });
      return;
    }
    dispatch({ type: 'working', kind: 'reject', licenseId: rejecting.licenseId });
    rejectLicence.mutate(
      { licenseId: rejecting.licenseId, reason: rejecting.reason },
      {
        onSuccess: (result) => {
          toast.success(message(result.message));
          dispatch({ type: 'done', closeDialog: true });
        },
        onError: (error) => {
          toast.error(message(getErrorMessage(error, T.rejectFailed)));
          dispatch({ type: 'done', closeDialog: false });
        },
      },
    );
  };

  return {
    state,
    startApprove: (licenseId: string, licence: string, name: string) =>
      dispatch({ type: 'startApprove', licenseId, licence, name }),
    cancelApprove: () => dispatch({ type: 'cancelApprove' }),
    approve,
    startReject: (licenseId: string, name: string) => dispatch({ type: 'startReject', licenseId, name }),
    editReason: (reason: string) => dispatch({ type: 'editReason', reason }),
    touchReason: () => dispatch({ type: 'touchReason' }),
    cancelReject: () => dispatch({ type: 'cancelReject' }),
    reject,
  };
}

export type TAdminLicencesPage = ReturnType<typeof useAdminLicencesPage>;
