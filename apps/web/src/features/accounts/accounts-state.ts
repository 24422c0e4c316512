import {
  ACCOUNTS_MESSAGES,
  roleChangeNeedsReauth,
  roleChangeRefusal,
  statusChangeNeedsReauth,
  type TAccountRow,
  type TRole,
} from '@tour/shared';

/** The parts of a row an action needs. */
export type TAccountTarget = Pick<TAccountRow, 'id' | 'username' | 'email' | 'role'>;

/** An action that waits for the acting administrator's password (DESIGN decision 38). */
export type TGuardedAction =
  | { kind: 'role'; account: TAccountTarget; role: TRole }
  | { kind: 'deactivate'; account: TAccountTarget; reason: string }
  | { kind: 'reactivate'; account: TAccountTarget };

type TWorkKind = 'role' | 'deactivate' | 'reactivate' | 'passwordReset' | 'reauth';

/**
 * The page's state besides its address: roles chosen but not confirmed, the open dialog, the one request under
 * way, and how long this session's re-entered password is good for, as the server last said.
 */
export type TAccountsState = {
  /** By account id: the role chosen in the row's select, not applied until Confirm. */
  chosenRoles: Record<string, TRole>;
  resettingPassword: TAccountTarget | null;
  /** The deactivation dialog; it stays open under the password dialog, so cancelling that one comes back here. */
  deactivating: { account: TAccountTarget; reason: string } | null;
  reauth: { action: TGuardedAction; problem: string | null } | null;
  working: { kind: TWorkKind; accountId: string } | null;
  reauthenticatedUntil: string | null;
};

export type TAccountsAction =
  | { type: 'chooseRole'; accountId: string; role: TRole }
  | { type: 'resetRole'; accountId: string }
  | { type: 'openPasswordReset'; account: TAccountTarget }
  | { type: 'closePasswordReset' }
  | { type: 'openDeactivate'; account: TAccountTarget }
  | { type: 'editDeactivateReason'; reason: string }
  | { type: 'closeDeactivate' }
  | { type: 'askPassword'; action: TGuardedAction }
  | { type: 'cancelReauth' }
  | { type: 'working'; kind: TWorkKind; accountId: string }
  | { type: 'passwordRefused'; problem: string }
  | { type: 'reauthenticated'; until: string }
  | { type: 'roleChanged'; accountId: string }
  | { type: 'roleChangeFailed'; accountId: string }
  | { type: 'deactivated' }
  | { type: 'deactivateFailed' }
  | { type: 'reactivateSettled' }
  | { type: 'passwordResetSettled' };

export const initialAccountsState: TAccountsState = {
  chosenRoles: {},
  resettingPassword: null,
  deactivating: null,
  reauth: null,
  working: null,
  reauthenticatedUntil: null,
};

function withoutChoice(chosenRoles: Record<string, TRole>, accountId: string): Record<string, TRole> {
  const { [accountId]: _dropped, ...rest } = chosenRoles;
  return rest;
}

export function accountsReducer(state: TAccountsState, action: TAccountsAction): TAccountsState {
  switch (action.type) {
    case 'chooseRole':
      return { ...state, chosenRoles: { ...state.chosenRoles, [action.accountId]: action.role } };
    case 'resetRole':
      return state.working?.accountId === action.accountId
        ? state
        : { ...state, chosenRoles: withoutChoice(state.chosenRoles, action.accountId) };
    case 'openPasswordReset':
      return state.working ? state : { ...state, resettingPassword: action.account };
    case 'closePasswordReset':
      return state.working ? state : { ...state, resettingPassword: null };
    case 'openDeactivate':
      return state.working ? state : { ...state, deactivating: { account: action.account, reason: '' } };
    case 'editDeactivateReason':
      return state.deactivating ? { ...state, deactivating: { ...state.deactivating, reason: action.reason } } : state;
    case 'closeDeactivate':
      return state.working ? state : { ...state, deactivating: null };
    case 'askPassword':
      // Asked by the server too when this page believed the password still fresh: that belief is dropped.
      return { ...state, reauth: { action: action.action, problem: null }, working: null, reauthenticatedUntil: null };
    case 'cancelReauth': {
      if (state.working || !state.reauth) return state;
      // A role change not applied goes back to the current role; a deactivation goes back to its dialog.
      const { action } = state.reauth;
      const chosenRoles =
        action.kind === 'role' ? withoutChoice(state.chosenRoles, action.account.id) : state.chosenRoles;
      return { ...state, reauth: null, chosenRoles };
    }
    case 'working':
      return { ...state, working: { kind: action.kind, accountId: action.accountId } };
    case 'passwordRefused':
      return state.reauth ? { ...state, reauth: { ...state.reauth, problem: action.problem }, working: null } : state;
    case 'reauthenticated':
      return state.reauth
        ? {
            ...state,
            reauthenticatedUntil: action.until,
            reauth: null,
            working: { kind: state.reauth.action.kind, accountId: state.reauth.action.account.id },
          }
        : { ...state, reauthenticatedUntil: action.until };
    case 'roleChanged':
    case 'roleChangeFailed':
      // Applied or refused, the row shows the role the server holds: the choice is dropped either way.
      return { ...state, chosenRoles: withoutChoice(state.chosenRoles, action.accountId), reauth: null, working: null };
    case 'deactivated':
      return { ...state, deactivating: null, reauth: null, working: null };
    case 'deactivateFailed':
      return { ...state, reauth: null, working: null };
    case 'reactivateSettled':
      return { ...state, reauth: null, working: null };
    case 'passwordResetSettled':
      return { ...state, resettingPassword: null, working: null };
  }
}

/** Whether the session's re-entered password still covers granting or removing admin at `now`. */
export function passwordStillFresh(reauthenticatedUntil: string | null, now: number): boolean {
  return reauthenticatedUntil !== null && Date.parse(reauthenticatedUntil) > now;
}

/** The later of the server's list answer and what this page learned since, or null. */
export function laterOf(a: string | null | undefined, b: string | null | undefined): string | null {
  if (!a) return b ?? null;
  if (!b) return a;
  return Date.parse(a) >= Date.parse(b) ? a : b;
}

export type TRoleDecision =
  | { type: 'refuse'; message: string; tone: 'info' | 'error' }
  | { type: 'askPassword' }
  | { type: 'apply' };

/**
 * What Confirm does with a chosen role: the shared rule's refusal ('No change in role' as information, the rest as
 * errors), the password first when admin is granted or removed and the last one has lapsed, or the change.
 */
export function decideRoleChange(input: {
  actorId: string | null;
  account: TAccountTarget;
  newRole: TRole | undefined;
  reauthenticatedUntil: string | null;
  now: number;
}): TRoleDecision {
  if (!input.actorId || !input.newRole) {
    return { type: 'refuse', message: ACCOUNTS_MESSAGES.missingUser, tone: 'error' };
  }
  const refusal = roleChangeRefusal({
    actorId: input.actorId,
    targetId: input.account.id,
    currentRole: input.account.role,
    newRole: input.newRole,
  });
  if (refusal) {
    return { type: 'refuse', message: refusal, tone: refusal === ACCOUNTS_MESSAGES.noRoleChange ? 'info' : 'error' };
  }
  if (
    roleChangeNeedsReauth(input.account.role, input.newRole) &&
    !passwordStillFresh(input.reauthenticatedUntil, input.now)
  ) {
    return { type: 'askPassword' };
  }
  return { type: 'apply' };
}

/** Deactivating or reactivating an administrator asks for the password first, unless the last one is still fresh. */
export function statusChangeNeedsPassword(account: TAccountTarget, reauthenticatedUntil: string | null, now: number) {
  return statusChangeNeedsReauth(account.role) && !passwordStillFresh(reauthenticatedUntil, now);
}
