import { describe, expect, it } from 'vitest';
import { MONEY_MESSAGES } from '@tour/shared';
import {
  deskFromSearch,
  deskSearch,
  initialVerificationState,
  rejectReasonProblem,
  verificationReducer,
} from './payment-verification-state';

const transfer = { paymentId: 'p-1', bookingReference: 'CHT-123456', amount: '$1,000.00' };

describe('the verification desk address', () => {
  it('reads the tab and the page, and anything else as the first page of the transfers', () => {
    expect(deskFromSearch(new URLSearchParams('tab=refunds&page=3'))).toEqual({ tab: 'refunds', page: 3 });
    expect(deskFromSearch(new URLSearchParams('tab=other&page=-1'))).toEqual({ tab: 'transfers', page: 1 });
    expect(deskFromSearch(new URLSearchParams('page=2.5'))).toEqual({ tab: 'transfers', page: 1 });
  });

  it('writes only what differs from the first page of the transfers', () => {
    expect(deskSearch('transfers').toString()).toBe('');
    expect(deskSearch('refunds', 2).toString()).toBe('tab=refunds&page=2');
  });
});

describe('the verify and reject decisions', () => {
  it('needs a reason to reject, in the shared schema’s words', () => {
    expect(rejectReasonProblem('   ')).toBe(MONEY_MESSAGES.rejectReasonRequired);
    expect(rejectReasonProblem('No such transfer on our statement')).toBeNull();
  });

  it('takes one decision at a time and keeps its dialog open while it is sent', () => {
    const verifying = verificationReducer(initialVerificationState, { type: 'startVerify', transfer });
    const sending = verificationReducer(verifying, { type: 'working', kind: 'verify', paymentId: 'p-1' });
    expect(verificationReducer(sending, { type: 'cancelVerify' })).toBe(sending);
    expect(verificationReducer(sending, { type: 'startReject', transfer })).toBe(sending);
    expect(verificationReducer(sending, { type: 'done', closeDialog: true })).toEqual(initialVerificationState);
    // A refusal leaves the dialog open to try again.
    expect(verificationReducer(sending, { type: 'done', closeDialog: false })).toEqual({ ...verifying, working: null });
  });

  it('keeps the reason typed and whether its box was left', () => {
    let state = verificationReducer(initialVerificationState, { type: 'startReject', transfer });
    state = verificationReducer(state, { type: 'editReason', reason: 'Wrong amount' });
    state = verificationReducer(state, { type: 'touchReason' });
    expect(state.rejecting).toEqual({ transfer, reason: 'Wrong amount', touched: true });
  });
});
