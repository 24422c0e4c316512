import { LICENCE_MESSAGES, type TVerifyLicenceResponse } from '@tour/shared';
import { ApiError } from '../../lib/api-client';

/**
 * The page's states (2-operator.md section 4): loading, then form, expired, already_verified or error;
 * form to success, or to expired when the countdown ends or the server says TOKEN_EXPIRED.
 */
export type TVerifyLicenseState =
  | { kind: 'loading' }
  | { kind: 'form'; expiresAt: string; licenseType: 'TAT' | 'DOT'; submitting: boolean; error: string | null }
  | { kind: 'success'; result: TVerifyLicenceResponse }
  | { kind: 'expired'; duringSubmit: boolean }
  | { kind: 'already_verified' }
  | { kind: 'error'; message: string };

export type TVerifyLicenseAction =
  | { type: 'retry' }
  | { type: 'validated'; expiresAt: string; licenseType: 'TAT' | 'DOT'; now: number }
  | { type: 'validationFailed'; error: unknown }
  | { type: 'submitStarted' }
  | { type: 'submitSucceeded'; result: TVerifyLicenceResponse }
  | { type: 'submitFailed'; error: unknown }
  | { type: 'timeUp' };

function codeOf(error: unknown): string | null {
  return error instanceof ApiError ? error.code : null;
}

const UNEXPECTED = new Set(['NETWORK_ERROR', 'UNKNOWN', 'INTERNAL', 'RATE_LIMITED']);

/** The server's own text for a refusal it explains, else `fallback` (network failures, crashes). */
function messageOf(error: unknown, fallback: string): string {
  const code = codeOf(error);
  if (!(error instanceof ApiError) || code === null || UNEXPECTED.has(code) || !error.message) return fallback;
  return error.message;
}

export function initialVerifyLicenseState(token: string | null): TVerifyLicenseState {
  return token ? { kind: 'loading' } : { kind: 'error', message: LICENCE_MESSAGES.tokenMissing };
}

export function verifyLicenseReducer(state: TVerifyLicenseState, action: TVerifyLicenseAction): TVerifyLicenseState {
  switch (action.type) {
    case 'retry':
      return { kind: 'loading' };
    case 'validated':
      if (state.kind !== 'loading') return state;
      if (Date.parse(action.expiresAt) <= action.now) return { kind: 'expired', duringSubmit: false };
      return {
        kind: 'form',
        expiresAt: action.expiresAt,
        licenseType: action.licenseType,
        submitting: false,
        error: null,
      };
    case 'validationFailed': {
      if (state.kind !== 'loading') return state;
      const code = codeOf(action.error);
      if (code === 'TOKEN_EXPIRED') return { kind: 'expired', duringSubmit: false };
      if (code === 'ALREADY_VERIFIED') return { kind: 'already_verified' };
      if (code === null || UNEXPECTED.has(code)) return { kind: 'error', message: LICENCE_MESSAGES.linkCheckFailed };
      return { kind: 'error', message: LICENCE_MESSAGES.linkInvalid };
    }
    case 'submitStarted':
      return state.kind === 'form' ? { ...state, submitting: true, error: null } : state;
    case 'submitSucceeded':
      return state.kind === 'form' ? { kind: 'success', result: action.result } : state;
    case 'submitFailed': {
      if (state.kind !== 'form') return state;
      const code = codeOf(action.error);
      if (code === 'TOKEN_EXPIRED') return { kind: 'expired', duringSubmit: true };
      if (code === 'ALREADY_VERIFIED') return { kind: 'already_verified' };
      if (code === 'TOKEN_INVALID')
        return { kind: 'error', message: messageOf(action.error, LICENCE_MESSAGES.linkInvalid) };
      const message =
        code === null || UNEXPECTED.has(code)
          ? LICENCE_MESSAGES.verifyException
          : messageOf(action.error, LICENCE_MESSAGES.verifyFailed);
      return { ...state, submitting: false, error: message };
    }
    case 'timeUp':
      return state.kind === 'form' ? { kind: 'expired', duringSubmit: state.submitting } : state;
  }
}
