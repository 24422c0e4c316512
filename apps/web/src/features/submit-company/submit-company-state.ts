import {
  LICENCE_FILE_MAX_BYTES,
  LICENCE_FILE_TYPES,
  LICENCE_MESSAGES,
  type TCompanyRegistrationStatus,
  type TLicenceFormType,
  type TLicenceProfile,
} from '@tour/shared';

/** A licence the server has read and stored for this user (upload response or a resumed pending licence). */
export type TReadLicence = {
  licenseId: string;
  licenseType: 'TAT' | 'DOT';
  profile: TLicenceProfile;
};

/**
 * The licence flow (2-operator.md section 4): upload → reading → confirm → sending → sent, or expired
 * when the registry says the licence has expired, or error when the upload was refused (the upload
 * screen again, with the reason). `discarding` is the DELETE of a read licence (Cancel, data incorrect).
 */
export type TSubmitCompanyState =
  | { kind: 'upload'; licenceType: TLicenceFormType; file: File | null; fileError: string | null }
  | { kind: 'reading'; licenceType: TLicenceFormType; file: File }
  | { kind: 'error'; licenceType: TLicenceFormType; file: File | null; fileError: string | null; message: string }
  | { kind: 'confirm'; licence: TReadLicence }
  | { kind: 'sending'; licence: TReadLicence }
  | { kind: 'sent'; licence: TReadLicence; sentTo: string | null; expiresAt: string | null }
  | { kind: 'expired'; licence: TReadLicence | null }
  | { kind: 'discarding'; licence: TReadLicence; previous: TDiscardable; next: 'upload' | 'leave' }
  | { kind: 'left' };

export type TSubmitCompanyAction =
  | { type: 'typeChosen'; licenceType: TLicenceFormType }
  | { type: 'fileChosen'; file: File }
  | { type: 'uploadStarted' }
  | { type: 'uploadSucceeded'; licence: TReadLicence; expired: boolean }
  | { type: 'uploadFailed'; message: string }
  | { type: 'confirmStarted' }
  | { type: 'confirmSucceeded'; sentTo: string; expiresAt: string }
  | { type: 'confirmFailed' }
  | { type: 'discardStarted'; next: 'upload' | 'leave' }
  | { type: 'discardSucceeded' }
  | { type: 'discardFailed' }
  | { type: 'uploadAgain' };

/** The screens that show a stored licence, which Cancel or "upload again" deletes. */
type TDiscardable = Extract<TSubmitCompanyState, { kind: 'confirm' | 'expired' | 'sent' }>;

type TFileLike = Pick<File, 'name' | 'size' | 'type'>;

const EXTENSIONS: Record<string, (typeof LICENCE_FILE_TYPES)[number]> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
};

/** The browser's check of a chosen file (section 5): JPG, PNG or PDF of at most 2 MB; the server checks the bytes. */
export function licenceFileProblem(file: TFileLike): string | null {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  const type = file.type || EXTENSIONS[extension] || '';
  const typeOk = (LICENCE_FILE_TYPES as readonly string[]).includes(type) && EXTENSIONS[extension] !== undefined;
  if (!typeOk || file.size <= 0 || file.size > LICENCE_FILE_MAX_BYTES) return LICENCE_MESSAGES.fileRule;
  return null;
}

export const INITIAL_UPLOAD: TSubmitCompanyState = { kind: 'upload', licenceType: 'tat', file: null, fileError: null };

/** How the page starts: its navigation state, then a licence the server says is still pending. */
export function initialSubmitCompanyState(options: {
  expiredLicense: boolean;
  pending: TCompanyRegistrationStatus['pendingLicence'];
}): TSubmitCompanyState {
  if (options.expiredLicense) return { kind: 'expired', licence: null };
  const pending = options.pending;
  if (!pending) return INITIAL_UPLOAD;
  const licence: TReadLicence = {
    licenseId: pending.licenseId,
    licenseType: pending.licenseType,
    profile: pending.profile,
  };
  if (pending.emailSentAt) return { kind: 'sent', licence, sentTo: pending.profile.emailHint, expiresAt: null };
  return { kind: 'confirm', licence };
}

function uploadScreen(state: TSubmitCompanyState) {
  if (state.kind === 'upload' || state.kind === 'error') return state;
  return null;
}

export function submitCompanyReducer(state: TSubmitCompanyState, action: TSubmitCompanyAction): TSubmitCompanyState {
  switch (action.type) {
    case 'typeChosen': {
      const screen = uploadScreen(state);
      return screen ? { ...screen, licenceType: action.licenceType } : state;
    }
    case 'fileChosen': {
      const screen = uploadScreen(state);
      if (!screen) return state;
      const fileError = licenceFileProblem(action.file);
      return {
        kind: 'upload',
        licenceType: screen.licenceType,
        file: fileError ? null : action.file,
        fileError,
      };
    }
    case 'uploadStarted': {
      const screen = uploadScreen(state);
      if (!screen?.file) return state;
      return { kind: 'reading', licenceType: screen.licenceType, file: screen.file };
    }
    case 'uploadSucceeded':
      if (state.kind !== 'reading') return state;
      return action.expired
        ? { kind: 'expired', licence: action.licence }
        : { kind: 'confirm', licence: action.licence };
    case 'uploadFailed':
      if (state.kind !== 'reading') return state;
      return {
        kind: 'error',
        licenceType: state.licenceType,
        file: state.file,
        fileError: null,
        message: action.message,
      };
    case 'confirmStarted':
      return state.kind === 'confirm' ? { kind: 'sending', licence: state.licence } : state;
    case 'confirmSucceeded':
      if (state.kind !== 'sending') return state;
      return { kind: 'sent', licence: state.licence, sentTo: action.sentTo, expiresAt: action.expiresAt };
    case 'confirmFailed':
      return state.kind === 'sending' ? { kind: 'confirm', licence: state.licence } : state;
    case 'discardStarted':
      if ((state.kind === 'confirm' || state.kind === 'expired' || state.kind === 'sent') && state.licence)
        return { kind: 'discarding', licence: state.licence, previous: state, next: action.next };
      return state;
    case 'discardSucceeded':
      if (state.kind !== 'discarding') return state;
      return state.next === 'leave' ? { kind: 'left' } : INITIAL_UPLOAD;
    case 'discardFailed':
      return state.kind === 'discarding' ? state.previous : state;
    case 'uploadAgain':
      // An expired licence that was never stored (opened with expiredLicense) has nothing to delete.
      return state.kind === 'expired' && !state.licence ? INITIAL_UPLOAD : state;
  }
}

/** The stepper's current step (0-based): Upload License, Verify Information, Complete Submission. */
export function currentStep(state: TSubmitCompanyState): 0 | 1 | 2 {
  switch (state.kind) {
    case 'upload':
    case 'reading':
    case 'error':
    case 'left':
      return 0;
    case 'confirm':
    case 'sending':
    case 'expired':
      return 1;
    case 'discarding':
      return currentStep(state.previous);
    case 'sent':
      return 2;
  }
}
