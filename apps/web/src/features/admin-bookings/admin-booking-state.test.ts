import { describe, expect, it } from 'vitest';
import { MONEY_MESSAGES } from '@tour/shared';
import {
  adminBookingReducer,
  cancelRequestOf,
  initialAdminBookingState,
  minorUnitsOf,
  refundRequestOf,
  type TAdminBookingState,
} from './admin-booking-state';

const messages = { amountInvalid: MONEY_MESSAGES.refundAmountRequired, tooLarge: 'too large' };
const noAccount = { bankName: '', accountName: '', accountNumber: '' };

describe('an amount typed on the bookings desk', () => {
  it('reads major units with thousands separators as minor units', () => {
    expect(minorUnitsOf('1,250.50', 'THB')).toBe(125_050);
    expect(minorUnitsOf(' 12 ', 'usd')).toBe(1_200);
    expect(minorUnitsOf('0.1', 'THB')).toBe(10);
    expect(minorUnitsOf('3500', 'JPY')).toBe(3_500);
  });

  it('refuses what is not a positive amount of the currency', () => {
    for (const text of ['', '0', '0.00', '-5', '1.234', '12abc', '1e3', '.5']) {
      expect(minorUnitsOf(text, 'THB'), text).toBeNull();
    }
    expect(minorUnitsOf('10.5', 'JPY')).toBeNull();
  });
});

describe('the refund form', () => {
  const limits = { currency: 'THB', refundable: 100_000, messages };

  it('sends the amount in minor units and the reason, without an account nobody typed', () => {
    expect(refundRequestOf({ amount: '250', reason: ' One guest stayed home ', account: noAccount }, limits)).toEqual({
      ok: true,
      body: { amount: 25_000, reason: 'One guest stayed home' },
    });
  });

  it('refuses more than may still be refunded, with the limit in words', () => {
    const result = refundRequestOf({ amount: '1,000.01', reason: 'Too much', account: noAccount }, limits);
    expect(result).toEqual({ ok: false, problems: { amount: 'too large' } });
  });

  it('names each problem: the amount, the reason, and a half-typed account', () => {
    const result = refundRequestOf(
      { amount: 'abc', reason: '  ', account: { bankName: 'KBank', accountName: '', accountNumber: '12-34' } },
      limits,
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems.amount).toBe(MONEY_MESSAGES.refundAmountRequired);
    expect(result.problems.reason).toBe(MONEY_MESSAGES.refundReasonRequired);
    expect(result.problems['payoutAccount.accountName']).toBe(MONEY_MESSAGES.refundAccountRequired);
    expect(result.problems['payoutAccount.accountNumber']).toBe('Please enter the account number in digits');
  });

  it('sends a whole account with its number in digits', () => {
    const result = refundRequestOf(
      {
        amount: '100',
        reason: 'Paid back',
        account: { bankName: 'Kasikornbank', accountName: 'Somchai J.', accountNumber: '123-4-56789-0' },
      },
      limits,
    );
    expect(result).toEqual({
      ok: true,
      body: {
        amount: 10_000,
        reason: 'Paid back',
        payoutAccount: { bankName: 'Kasikornbank', accountName: 'Somchai J.', accountNumber: '1234567890' },
      },
    });
  });
});

describe('the cancel form', () => {
  it('needs a reason', () => {
    expect(cancelRequestOf({ refund: 'full', reason: ' ' })).toEqual({
      ok: false,
      problems: { reason: 'Please give the reason for cancelling' },
    });
    expect(cancelRequestOf({ refund: 'policy', reason: 'Operator cancelled' })).toEqual({
      ok: true,
      body: { refund: 'policy', reason: 'Operator cancelled' },
    });
  });
});

describe('the booking page dialogs', () => {
  const open = (state: TAdminBookingState, ...actions: Parameters<typeof adminBookingReducer>[1][]) =>
    actions.reduce(adminBookingReducer, state);

  it('opens the status dialog only for a chosen status, and forgets the choice once it went through', () => {
    expect(open(initialAdminBookingState, { type: 'openStatus' }).dialog).toBeNull();
    const asking = open(
      initialAdminBookingState,
      { type: 'chooseStatus', status: 'completed' },
      { type: 'openStatus' },
    );
    expect(asking.dialog).toEqual({ kind: 'status', status: 'completed' });
    expect(open(asking, { type: 'working' }, { type: 'succeeded' })).toEqual(initialAdminBookingState);
  });

  it('keeps a dialog open while its change is being sent, and shows the server’s field problems after', () => {
    const sending = open(initialAdminBookingState, { type: 'openRefund' }, { type: 'working' }, { type: 'close' });
    expect(sending.dialog?.kind).toBe('refund');
    const refused = open(sending, { type: 'failed', serverProblems: { amount: 'Over the limit' } });
    expect(refused.working).toBe(false);
    expect(refused.dialog).toMatchObject({
      kind: 'refund',
      touched: true,
      serverProblems: { amount: 'Over the limit' },
    });
    // Typing again clears what the server said about the old values.
    expect(open(refused, { type: 'editRefund', draft: { amount: '5' } }).dialog).toMatchObject({ serverProblems: {} });
  });

  it('edits the account of the refund form field by field', () => {
    const state = open(
      initialAdminBookingState,
      { type: 'openRefund' },
      { type: 'editAccount', account: { bankName: 'SCB' } },
      { type: 'editAccount', account: { accountNumber: '123456' } },
    );
    expect(state.dialog).toMatchObject({
      draft: { account: { bankName: 'SCB', accountName: '', accountNumber: '123456' } },
    });
  });
});
