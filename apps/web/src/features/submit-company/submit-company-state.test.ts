import { describe, expect, it } from 'vitest';
import { LICENCE_MESSAGES, type TLicenceProfile } from '@tour/shared';
import {
  currentStep,
  INITIAL_UPLOAD,
  initialSubmitCompanyState,
  licenceFileProblem,
  submitCompanyReducer,
  type TReadLicence,
  type TSubmitCompanyState,
} from './submit-company-state';

const profile: TLicenceProfile = {
  licenseId: '11/09014',
  status: 'ปกติ',
  companyNameTh: 'บริษัท สยามฮอไรซัน จำกัด',
  companyNameEn: 'Siam Horizon Co., Ltd.',
  traderId: null,
  addressNumber: '99',
  road: null,
  soi: null,
  subdistrict: null,
  district: null,
  province: 'กรุงเทพมหานคร',
  zipcode: '10110',
  phone: null,
  website: null,
  businessType: null,
  issueDate: '2026-02-07',
  expiryDate: '2028-02-06',
  emailHint: 'he•••@siamhorizon.example',
  requesterType: 'นิติบุคคล',
  requesterName: null,
  identityNumberHint: '•••••••••5185',
  requestDate: '2026-01-17',
  approveDate: '2026-02-07',
  registrationHistory: [],
  otherOffices: [],
  directors: [],
  complaints: [],
};
const licence: TReadLicence = { licenseId: '11/09014', licenseType: 'TAT', profile };

function file(name: string, size: number, type: string): File {
  return new File([new Uint8Array(size)], name, { type });
}

function run(state: TSubmitCompanyState, ...actions: Parameters<typeof submitCompanyReducer>[1][]) {
  return actions.reduce(submitCompanyReducer, state);
}

describe('licenceFileProblem', () => {
  it('accepts JPG, PNG and PDF up to 2 MB', () => {
    expect(licenceFileProblem({ name: 'licence.png', size: 1000, type: 'image/png' })).toBeNull();
    expect(licenceFileProblem({ name: 'licence.JPG', size: 2 * 1024 * 1024, type: 'image/jpeg' })).toBeNull();
    expect(licenceFileProblem({ name: 'licence.pdf', size: 5000, type: '' })).toBeNull();
  });

  it('refuses other types, empty files and files over 2 MB with the spec message', () => {
    expect(licenceFileProblem({ name: 'licence.webp', size: 1000, type: 'image/webp' })).toBe(
      LICENCE_MESSAGES.fileRule,
    );
    expect(licenceFileProblem({ name: 'licence.png', size: 2 * 1024 * 1024 + 1, type: 'image/png' })).toBe(
      LICENCE_MESSAGES.fileRule,
    );
    expect(licenceFileProblem({ name: 'licence.png', size: 0, type: 'image/png' })).toBe(LICENCE_MESSAGES.fileRule);
    expect(licenceFileProblem({ name: 'licence.exe', size: 10, type: 'application/pdf' })).toBe(
      LICENCE_MESSAGES.fileRule,
    );
  });
});

describe('submitCompanyReducer', () => {
  it('goes upload → reading → confirm → sending → sent', () => {
    const png = file('licence.png', 100, 'image/png');
    let state = run(INITIAL_UPLOAD, { type: 'typeChosen', licenceType: 'dot' }, { type: 'fileChosen', file: png });
    expect(state).toMatchObject({ kind: 'upload', licenceType: 'dot', file: png, fileError: null });
    state = run(state, { type: 'uploadStarted' });
    expect(state).toMatchObject({ kind: 'reading', licenceType: 'dot' });
    expect(currentStep(state)).toBe(0);
    state = run(state, { type: 'uploadSucceeded', licence, expired: false });
    expect(state).toEqual({ kind: 'confirm', licence });
    expect(currentStep(state)).toBe(1);
    state = run(state, { type: 'confirmStarted' });
    expect(state.kind).toBe('sending');
    state = run(state, {
      type: 'confirmSucceeded',
      sentTo: 'he•••@siamhorizon.example',
      expiresAt: '2026-11-25T08:00:00Z',
    });
    expect(state).toMatchObject({ kind: 'sent', sentTo: 'he•••@siamhorizon.example' });
    expect(currentStep(state)).toBe(2);
  });

  it('keeps a refused file out and shows the rule; a failed upload shows its reason and keeps the file', () => {
    let state = run(INITIAL_UPLOAD, { type: 'fileChosen', file: file('notes.txt', 10, 'text/plain') });
    expect(state).toMatchObject({ kind: 'upload', file: null, fileError: LICENCE_MESSAGES.fileRule });
    expect(run(state, { type: 'uploadStarted' })).toBe(state);
    const png = file('licence.png', 100, 'image/png');
    state = run(
      state,
      { type: 'fileChosen', file: png },
      { type: 'uploadStarted' },
      {
        type: 'uploadFailed',
        message: LICENCE_MESSAGES.qrUnreadable,
      },
    );
    expect(state).toMatchObject({ kind: 'error', file: png, message: LICENCE_MESSAGES.qrUnreadable });
    expect(run(state, { type: 'uploadStarted' }).kind).toBe('reading');
  });

  it('shows an expired licence, and a failed e-mail returns to the confirmation', () => {
    const reading: TSubmitCompanyState = {
      kind: 'reading',
      licenceType: 'tat',
      file: file('l.pdf', 10, 'application/pdf'),
    };
    expect(run(reading, { type: 'uploadSucceeded', licence, expired: true })).toEqual({ kind: 'expired', licence });
    const confirm: TSubmitCompanyState = { kind: 'confirm', licence };
    expect(run(confirm, { type: 'confirmStarted' }, { type: 'confirmFailed' })).toEqual(confirm);
  });

  it('discards a stored licence before a new upload or leaving, and stays put when the deletion fails', () => {
    const confirm: TSubmitCompanyState = { kind: 'confirm', licence };
    const discarding = run(confirm, { type: 'discardStarted', next: 'upload' });
    expect(discarding).toMatchObject({ kind: 'discarding', next: 'upload' });
    expect(currentStep(discarding)).toBe(1);
    expect(run(discarding, { type: 'discardSucceeded' })).toEqual(INITIAL_UPLOAD);
    expect(run(discarding, { type: 'discardFailed' })).toEqual(confirm);
    expect(run(confirm, { type: 'discardStarted', next: 'leave' }, { type: 'discardSucceeded' })).toEqual({
      kind: 'left',
    });
  });

  it('opens on the entry state or the server’s pending licence', () => {
    expect(initialSubmitCompanyState({ expiredLicense: true, pending: null })).toEqual({
      kind: 'expired',
      licence: null,
    });
    expect(initialSubmitCompanyState({ expiredLicense: false, pending: null })).toEqual(INITIAL_UPLOAD);
    const pending = { licenseId: licence.licenseId, licenseType: 'TAT' as const, profile, emailSentAt: null };
    expect(initialSubmitCompanyState({ expiredLicense: false, pending })).toEqual({ kind: 'confirm', licence });
    expect(
      initialSubmitCompanyState({
        expiredLicense: false,
        pending: { ...pending, emailSentAt: '2026-11-24T08:00:00Z' },
      }),
    ).toMatchObject({ kind: 'sent', sentTo: profile.emailHint });
    // Opened with expiredLicense: nothing stored, so "upload again" goes straight to the upload screen.
    expect(run({ kind: 'expired', licence: null }, { type: 'uploadAgain' })).toEqual(INITIAL_UPLOAD);
  });
});
