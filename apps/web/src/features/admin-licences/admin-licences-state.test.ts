import { describe, expect, it } from 'vitest';
import { LICENCE_REVIEW_MESSAGES } from '@tour/shared';
import { initialLicencesState, licencesReducer, reasonProblem } from './admin-licences-state';

describe('the licence queue state', () => {
  it('opens the reject dialog empty, keeps the typed reason and closes only when nothing is being sent', () => {
    let state = licencesReducer(initialLicencesState, { type: 'startReject', licenseId: '11/12345', name: 'Siam' });
    expect(state.rejecting).toEqual({ licenseId: '11/12345', name: 'Siam', reason: '', touched: false });
    state = licencesReducer(state, { type: 'editReason', reason: 'Blurred' });
    state = licencesReducer(state, { type: 'working', kind: 'reject', licenseId: '11/12345' });
    expect(licencesReducer(state, { type: 'cancelReject' }).rejecting?.reason).toBe('Blurred');
    const failed = licencesReducer(state, { type: 'done', closeDialog: false });
    expect(failed).toMatchObject({ working: null, rejecting: { reason: 'Blurred' } });
    expect(licencesReducer(state, { type: 'done', closeDialog: true })).toEqual(initialLicencesState);
  });

  it('asks before approving, keeps the question open while it is sent, and closes it once done', () => {
    let state = licencesReducer(initialLicencesState, {
      type: 'startApprove',
      licenseId: '11/12345',
      licence: 'DOT licence 11/12345',
      name: 'Siam',
    });
    expect(state.confirmingApproval).toEqual({ licenseId: '11/12345', licence: 'DOT licence 11/12345', name: 'Siam' });
    state = licencesReducer(state, { type: 'working', kind: 'approve', licenseId: '11/12345' });
    expect(licencesReducer(state, { type: 'cancelApprove' }).confirmingApproval).not.toBeNull();
    expect(licencesReducer(state, { type: 'done', closeDialog: false }).confirmingApproval).not.toBeNull();
    expect(licencesReducer(state, { type: 'done', closeDialog: true })).toEqual(initialLicencesState);
  });

  it('asks for a reason that is not blank, as the server does', () => {
    expect(reasonProblem('11/12345', '   ')).toBe(LICENCE_REVIEW_MESSAGES.reasonRequired);
    expect(reasonProblem('11/12345', 'Unreadable scan')).toBeNull();
  });
});
