import { describe, expect, it } from 'vitest';
import { LICENCE_MESSAGES } from '@tour/shared';
import { ApiError } from '../../lib/api-client';
import { initialVerifyLicenseState, verifyLicenseReducer, type TVerifyLicenseState } from './verify-license-state';

const now = Date.parse('2026-11-24T08:00:00.000Z');
const form: TVerifyLicenseState = {
  kind: 'form',
  expiresAt: '2026-11-25T08:00:00.000Z',
  licenseType: 'TAT',
  submitting: false,
  error: null,
};

function apiError(code: ApiError['code'], message = 'server text', status = 400) {
  return new ApiError({ code, status, message });
}

describe('verifyLicenseReducer', () => {
  it('starts in error without a token, else loading', () => {
    expect(initialVerifyLicenseState(null)).toEqual({ kind: 'error', message: LICENCE_MESSAGES.tokenMissing });
    expect(initialVerifyLicenseState('abc')).toEqual({ kind: 'loading' });
  });

  it('opens the form for a valid link and the expired state for a link past its time', () => {
    const loading = { kind: 'loading' } as const;
    expect(
      verifyLicenseReducer(loading, { type: 'validated', expiresAt: form.expiresAt, licenseType: 'TAT', now }),
    ).toEqual(form);
    expect(
      verifyLicenseReducer(loading, {
        type: 'validated',
        expiresAt: '2026-11-24T07:59:59.000Z',
        licenseType: 'DOT',
        now,
      }),
    ).toEqual({ kind: 'expired', duringSubmit: false });
  });

  it('maps validation failures: expired, already verified, invalid link, network failure', () => {
    const loading = { kind: 'loading' } as const;
    const fail = (error: unknown) => verifyLicenseReducer(loading, { type: 'validationFailed', error });
    expect(fail(apiError('TOKEN_EXPIRED', 'x', 410))).toEqual({ kind: 'expired', duringSubmit: false });
    expect(fail(apiError('ALREADY_VERIFIED', 'x', 409))).toEqual({ kind: 'already_verified' });
    expect(fail(apiError('TOKEN_INVALID'))).toEqual({ kind: 'error', message: LICENCE_MESSAGES.linkInvalid });
    expect(fail(apiError('NETWORK_ERROR', 'Network error occurred', 0))).toEqual({
      kind: 'error',
      message: LICENCE_MESSAGES.linkCheckFailed,
    });
    expect(fail(new TypeError('boom'))).toEqual({ kind: 'error', message: LICENCE_MESSAGES.linkCheckFailed });
  });

  it('goes to the expired state when TOKEN_EXPIRED comes back from verify, or time runs out', () => {
    const submitting = verifyLicenseReducer(form, { type: 'submitStarted' });
    expect(submitting).toMatchObject({ kind: 'form', submitting: true });
    expect(
      verifyLicenseReducer(submitting, { type: 'submitFailed', error: apiError('TOKEN_EXPIRED', 'x', 410) }),
    ).toEqual({
      kind: 'expired',
      duringSubmit: true,
    });
    expect(verifyLicenseReducer(form, { type: 'timeUp' })).toEqual({ kind: 'expired', duringSubmit: false });
  });

  it('keeps the form with the server’s reason for a refusal, and the spec’s texts for failures', () => {
    const submitting = verifyLicenseReducer(form, { type: 'submitStarted' });
    const mismatch = verifyLicenseReducer(submitting, {
      type: 'submitFailed',
      error: apiError('LICENCE_MISMATCH', LICENCE_MESSAGES.registryMismatch, 422),
    });
    expect(mismatch).toMatchObject({ kind: 'form', submitting: false, error: LICENCE_MESSAGES.registryMismatch });
    expect(
      verifyLicenseReducer(submitting, { type: 'submitFailed', error: apiError('INTERNAL', 'Internal error', 500) }),
    ).toMatchObject({ kind: 'form', error: LICENCE_MESSAGES.verifyException });
    expect(
      verifyLicenseReducer(submitting, { type: 'submitFailed', error: apiError('VALIDATION_FAILED', '', 400) }),
    ).toMatchObject({
      kind: 'form',
      error: LICENCE_MESSAGES.verifyFailed,
    });
    expect(
      verifyLicenseReducer(submitting, { type: 'submitFailed', error: apiError('ALREADY_VERIFIED', 'x', 409) }),
    ).toEqual({
      kind: 'already_verified',
    });
  });

  it('shows the success details after a verify', () => {
    const result = {
      success: true as const,
      licenseId: '11/09014',
      companyName: 'Siam Horizon Co., Ltd.',
      licenseType: 'TAT' as const,
      status: 'Verified' as const,
    };
    expect(verifyLicenseReducer({ ...form, submitting: true }, { type: 'submitSucceeded', result })).toEqual({
      kind: 'success',
      result,
    });
  });
});
