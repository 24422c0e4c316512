import { describe, expect, it } from 'vitest';
import { ACCOUNTS_MESSAGES, REAUTH_TTL_MS } from '@tour/shared';
import {
  accountsReducer,
  decideRoleChange,
  initialAccountsState,
  laterOf,
  statusChangeNeedsPassword,
  type TAccountTarget,
  type TAccountsState,
} from './accounts-state';

const NOW = Date.parse('2026-11-27T10:00:00Z');
const ADMIN_ID = '00000000-0000-4000-8000-000000000001';
const customer: TAccountTarget = {
  id: 'c0ffee00-0000-4000-8000-000000000002',
  username: 'nok',
  email: 'nok@x.test',
  role: 'customer',
};
const admin: TAccountTarget = {
  id: 'ad000000-0000-4000-8000-000000000003',
  username: 'ploy',
  email: 'ploy@x.test',
  role: 'admin',
};
const owner: TAccountTarget = {
  id: '0e000000-0000-4000-8000-000000000004',
  username: 'som',
  email: 'som@x.test',
  role: 'wholesale_owner',
};

const fresh = new Date(NOW + REAUTH_TTL_MS / 2).toISOString();
const lapsed = new Date(NOW - 1).toISOString();

function run(...actions: Parameters<typeof accountsReducer>[1][]): TAccountsState {
  return actions.reduce(accountsReducer, initialAccountsState);
}

describe('the role change control', () => {
  it('keeps a chosen role apart from the current one until Confirm, and Reset forgets it', () => {
    const chosen = run({ type: 'chooseRole', accountId: customer.id, role: 'agent' });
    expect(chosen.chosenRoles).toEqual({ [customer.id]: 'agent' });
    expect(accountsReducer(chosen, { type: 'resetRole', accountId: customer.id }).chosenRoles).toEqual({});
  });

  it('drops the choice after the server applied it and after it refused it, so the row shows what the server holds', () => {
    const sending = run(
      { type: 'chooseRole', accountId: customer.id, role: 'agent' },
      { type: 'working', kind: 'role', accountId: customer.id },
    );
    // Reset does nothing while the change is on its way.
    expect(accountsReducer(sending, { type: 'resetRole', accountId: customer.id }).chosenRoles).toEqual({
      [customer.id]: 'agent',
    });
    expect(accountsReducer(sending, { type: 'roleChanged', accountId: customer.id })).toEqual(initialAccountsState);
    expect(accountsReducer(sending, { type: 'roleChangeFailed', accountId: customer.id })).toEqual(
      initialAccountsState,
    );
  });

  it("decides Confirm by the shared rule: 'No change in role' is information, the others are refusals", () => {
    const decide = (account: TAccountTarget, newRole: TAccountTarget['role'], actorId: string | null = ADMIN_ID) =>
      decideRoleChange({ actorId, account, newRole, reauthenticatedUntil: null, now: NOW });
    expect(decide(customer, 'customer')).toEqual({
      type: 'refuse',
      message: ACCOUNTS_MESSAGES.noRoleChange,
      tone: 'info',
    });
    expect(decide({ ...admin, id: ADMIN_ID }, 'customer')).toEqual({
      type: 'refuse',
      message: ACCOUNTS_MESSAGES.cannotChangeOwnRole,
      tone: 'error',
    });
    expect(decide(customer, 'wholesale_owner')).toMatchObject({ type: 'refuse', tone: 'error' });
    expect(decide(customer, 'agent', null)).toEqual({
      type: 'refuse',
      message: ACCOUNTS_MESSAGES.missingUser,
      tone: 'error',
    });
    expect(decide(customer, 'agent')).toEqual({ type: 'apply' });
    // A wholesale owner may be given another role, though never given this one back by hand.
    expect(decide(owner, 'agent')).toEqual({ type: 'apply' });
  });

  it('asks for the password before granting or removing admin unless the last one is still fresh', () => {
    const decide = (account: TAccountTarget, newRole: TAccountTarget['role'], until: string | null) =>
      decideRoleChange({ actorId: ADMIN_ID, account, newRole, reauthenticatedUntil: until, now: NOW });
    expect(decide(customer, 'admin', null)).toEqual({ type: 'askPassword' });
    expect(decide(customer, 'admin', lapsed)).toEqual({ type: 'askPassword' });
    expect(decide(admin, 'agent', null)).toEqual({ type: 'askPassword' });
    expect(decide(customer, 'admin', fresh)).toEqual({ type: 'apply' });
    // No admin involved: no password.
    expect(decide(customer, 'agent', lapsed)).toEqual({ type: 'apply' });
  });
});

describe('the password dialog', () => {
  const grant = { kind: 'role', account: customer, role: 'admin' } as const;

  it('opens for an action and goes ahead with it once the password is accepted', () => {
    const asked = run(
      { type: 'chooseRole', accountId: customer.id, role: 'admin' },
      { type: 'askPassword', action: grant },
    );
    expect(asked.reauth).toEqual({ action: grant, problem: null });
    const checking = accountsReducer(asked, { type: 'working', kind: 'reauth', accountId: customer.id });
    // Cancel waits while the password is being checked.
    expect(accountsReducer(checking, { type: 'cancelReauth' })).toBe(checking);
    const accepted = accountsReducer(checking, { type: 'reauthenticated', until: fresh });
    expect(accepted).toMatchObject({
      reauth: null,
      reauthenticatedUntil: fresh,
      working: { kind: 'role', accountId: customer.id },
      chosenRoles: { [customer.id]: 'admin' },
    });
  });

  it("shows the server's refusal of a wrong password and lets it be typed again", () => {
    const refused = run(
      { type: 'askPassword', action: grant },
      { type: 'working', kind: 'reauth', accountId: customer.id },
      { type: 'passwordRefused', problem: ACCOUNTS_MESSAGES.reauthFailed },
    );
    expect(refused.reauth).toEqual({ action: grant, problem: ACCOUNTS_MESSAGES.reauthFailed });
    expect(refused.working).toBeNull();
  });

  it('cancelled, resets a role change but returns to the deactivation dialog with its reason', () => {
    const cancelledRole = run(
      { type: 'chooseRole', accountId: customer.id, role: 'admin' },
      { type: 'askPassword', action: grant },
      { type: 'cancelReauth' },
    );
    expect(cancelledRole).toEqual(initialAccountsState);

    const cancelledDeactivation = run(
      { type: 'openDeactivate', account: admin },
      { type: 'editDeactivateReason', reason: 'Left the company' },
      { type: 'askPassword', action: { kind: 'deactivate', account: admin, reason: 'Left the company' } },
      { type: 'cancelReauth' },
    );
    expect(cancelledDeactivation.reauth).toBeNull();
    expect(cancelledDeactivation.deactivating).toEqual({ account: admin, reason: 'Left the company' });
  });

  it('forgets a believed-fresh password when the server asks for it again (403 REAUTH_REQUIRED)', () => {
    const state = run(
      { type: 'reauthenticated', until: fresh },
      { type: 'working', kind: 'role', accountId: customer.id },
      { type: 'askPassword', action: grant },
    );
    expect(state.reauthenticatedUntil).toBeNull();
    expect(state.working).toBeNull();
  });

  it('takes the later deadline of the list and of what the page learned since', () => {
    expect(laterOf(null, null)).toBeNull();
    expect(laterOf(fresh, null)).toBe(fresh);
    expect(laterOf(undefined, lapsed)).toBe(lapsed);
    expect(laterOf(lapsed, fresh)).toBe(fresh);
  });
});

describe('deactivation and password reset', () => {
  it('asks for the password only to deactivate or reactivate an administrator whose password check has lapsed', () => {
    expect(statusChangeNeedsPassword(admin, null, NOW)).toBe(true);
    expect(statusChangeNeedsPassword(admin, lapsed, NOW)).toBe(true);
    expect(statusChangeNeedsPassword(admin, fresh, NOW)).toBe(false);
    expect(statusChangeNeedsPassword(customer, null, NOW)).toBe(false);
  });

  it('reactivates an administrator once the password is accepted, and closes the dialog whatever the answer', () => {
    const reactivate = { kind: 'reactivate', account: admin } as const;
    const accepted = run(
      { type: 'askPassword', action: reactivate },
      { type: 'working', kind: 'reauth', accountId: admin.id },
      { type: 'reauthenticated', until: fresh },
    );
    expect(accepted.working).toEqual({ kind: 'reactivate', accountId: admin.id });
    expect(accountsReducer(accepted, { type: 'reactivateSettled' })).toEqual({
      ...initialAccountsState,
      reauthenticatedUntil: fresh,
    });
  });

  it('keeps the deactivation dialog and its reason after a failure, and closes it once done', () => {
    const sending = run(
      { type: 'openDeactivate', account: customer },
      { type: 'editDeactivateReason', reason: 'Spam' },
      { type: 'working', kind: 'deactivate', accountId: customer.id },
    );
    expect(accountsReducer(sending, { type: 'closeDeactivate' }).deactivating).not.toBeNull();
    expect(accountsReducer(sending, { type: 'deactivateFailed' })).toMatchObject({
      working: null,
      deactivating: { account: customer, reason: 'Spam' },
    });
    expect(accountsReducer(sending, { type: 'deactivated' })).toEqual(initialAccountsState);
  });

  it('opens no second dialog while a request is under way, and closes the reset dialog whatever the answer', () => {
    const busy = run({ type: 'working', kind: 'reactivate', accountId: customer.id });
    expect(accountsReducer(busy, { type: 'openPasswordReset', account: customer })).toBe(busy);
    expect(accountsReducer(busy, { type: 'openDeactivate', account: customer })).toBe(busy);
    expect(accountsReducer(busy, { type: 'reactivateSettled' })).toEqual(initialAccountsState);

    const sending = run(
      { type: 'openPasswordReset', account: customer },
      { type: 'working', kind: 'passwordReset', accountId: customer.id },
    );
    expect(accountsReducer(sending, { type: 'closePasswordReset' })).toBe(sending);
    expect(accountsReducer(sending, { type: 'passwordResetSettled' })).toEqual(initialAccountsState);
  });
});
