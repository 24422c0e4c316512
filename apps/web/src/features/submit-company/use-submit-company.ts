import { useReducer } from 'react';
import type { TCompanyRegistrationStatus, TLicenceFormType } from '@tour/shared';
import { getErrorMessage } from '../../lib/api-client';
import { useMessage } from '../../lib/i18n/messages';
import { useTexts } from '../../lib/i18n/texts';
import { toast } from '../../lib/toast';
import { createVerificationToken } from './api/create-token';
import { discardLicence } from './api/discard-licence';
import { uploadLicence } from './api/upload-licence';
import { initialSubmitCompanyState, submitCompanyReducer, type TSubmitCompanyState } from './submit-company-state';
import { SUBMIT_COMPANY_TEXTS } from './texts';

const UPLOAD_TOAST = 'licence-upload-outcome';

/** The licence flow's state machine and the calls that move it (the view only reads and dispatches). */
export function useSubmitCompany(options: {
  expiredLicense: boolean;
  pending: TCompanyRegistrationStatus['pendingLicence'];
}) {
  const T = useTexts(SUBMIT_COMPANY_TEXTS);
  const say = useMessage();
  const [state, dispatch] = useReducer(submitCompanyReducer, options, initialSubmitCompanyState);

  async function upload(current: TSubmitCompanyState) {
    if ((current.kind !== 'upload' && current.kind !== 'error') || !current.file) return;
    const { file, licenceType } = current;
    dispatch({ type: 'uploadStarted' });
    // The last upload's outcome no longer applies to this file.
    toast.dismiss(UPLOAD_TOAST);
    try {
      const data = await uploadLicence(file, licenceType);
      dispatch({
        type: 'uploadSucceeded',
        licence: { licenseId: data.licenseId, licenseType: data.licenseType, profile: data.profile },
        expired: data.expired,
      });
      if (data.expired) toast.error(T.expired.message, { id: UPLOAD_TOAST });
    } catch (error) {
      const message = getErrorMessage(error, T.upload.uploadFailed);
      dispatch({ type: 'uploadFailed', message });
      toast.error(say(message), { id: UPLOAD_TOAST });
    }
  }

  async function confirm(current: TSubmitCompanyState) {
    if (current.kind !== 'confirm') return;
    dispatch({ type: 'confirmStarted' });
    try {
      const sent = await createVerificationToken(current.licence.licenseId);
      dispatch({ type: 'confirmSucceeded', sentTo: sent.sentTo, expiresAt: sent.expiresAt });
    } catch (error) {
      dispatch({ type: 'confirmFailed' });
      toast.error(T.confirm.emailSendFailed, { description: say(getErrorMessage(error, T.confirm.emailRetry)) });
    }
  }

  /** Cancel (then 'leave') or "data incorrect / upload again" (then 'upload'): the stored licence is deleted first. */
  async function discard(current: TSubmitCompanyState, next: 'upload' | 'leave') {
    const licence =
      current.kind === 'confirm' || current.kind === 'expired' || current.kind === 'sent' ? current.licence : null;
    if (!licence) {
      if (next === 'upload') dispatch({ type: 'uploadAgain' });
      return next === 'leave';
    }
    dispatch({ type: 'discardStarted', next });
    try {
      await discardLicence(licence.licenseId);
      dispatch({ type: 'discardSucceeded' });
      return next === 'leave';
    } catch (error) {
      dispatch({ type: 'discardFailed' });
      const detail = say(getErrorMessage(error, ''));
      toast.error(T.deleteFailed, detail ? { description: detail } : undefined);
      return false;
    }
  }

  return {
    state,
    chooseType: (licenceType: TLicenceFormType) => dispatch({ type: 'typeChosen', licenceType }),
    chooseFile: (file: File) => dispatch({ type: 'fileChosen', file }),
    upload: () => upload(state),
    confirm: () => confirm(state),
    discard: (next: 'upload' | 'leave') => discard(state, next),
  };
}
