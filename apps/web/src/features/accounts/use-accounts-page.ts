import { useMemo, useReducer } from 'react';
import { useSearchParams } from 'react-router';
import { PASSWORD_RESET_TOAST_MS, type TRole } from '@tour/shared';
import { getErrorMessage, isApiError } from '../../lib/api-client';
import { useMessage } from '../../lib/i18n/messages';
import { useTexts } from '../../lib/i18n/texts';
import { toast } from '../../lib/toast';
import { useSession } from '../auth/api/get-session';
import { queryFromSearch, searchOf, type TAccountsFilters } from './accounts-search';
import {
  accountsReducer,
  decideRoleChange,
  initialAccountsState,
  laterOf,
  statusChangeNeedsPassword,
  type TAccountTarget,
  type TGuardedAction,
} from './accounts-state';
import { useChangeAccountRole } from './api/change-account-role';
import { useDeactivateAccount } from './api/deactivate-account';
import { useAccounts } from './api/list-accounts';
import { useReactivateAccount } from './api/reactivate-account';
import { useReauthenticate } from './api/reauthenticate';
import { useSendAccountPasswordReset } from './api/send-account-password-reset';
import { ACCOUNTS_TEXTS } from './texts';

/** The server's refusals this page acts on (accounts.api.ts), apart from those it shows as they come. */
function refusalOf(error: unknown): 'reauth' | 'rateLimited' | 'unknownEmail' | null {
  if (isApiError(error, 'REAUTH_REQUIRED')) return 'reauth';
  if (isApiError(error, 'RESET_RATE_LIMITED') || (isApiError(error) && error.status === 429)) return 'rateLimited';
  if (isApiError(error, 'USER_NOT_FOUND')) return 'unknownEmail';
  return null;
}

/**
 * /accounts: the filters, search and page live in the address (reloadable, shareable, Back works); the role
 * changes, resets, deactivations and the password check go through the reducer, one request at a time.
 */
export function useAccountsPage() {
  const T = useTexts(ACCOUNTS_TEXTS);
  const say = useMessage();
  const [search, setSearch] = useSearchParams();
  const key = search.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` is the content of `search`, whose identity changes.
  const query = useMemo(() => queryFromSearch(search), [key]);
  const accounts = useAccounts(query);
  const actorId = useSession().user?.id ?? null;
  const [state, dispatch] = useReducer(accountsReducer, initialAccountsState);
  const reauthenticatedUntil = laterOf(accounts.data?.reauthenticatedUntil, state.reauthenticatedUntil);

  const changeRole = useChangeAccountRole();
  const deactivateAccount = useDeactivateAccount();
  const reactivateAccount = useReactivateAccount();
  const sendPasswordReset = useSendAccountPasswordReset();
  const reauthenticate = useReauthenticate();

  const filters: TAccountsFilters = { role: query.role, status: query.status, q: query.q };
  const setFilters = (next: Partial<TAccountsFilters>, options?: { replace?: boolean }) =>
    setSearch(searchOf({ ...filters, ...next }), options);

  const applyRole = (account: TAccountTarget, role: TRole) => {
    dispatch({ type: 'working', kind: 'role', accountId: account.id });
    changeRole.mutate(
      { userId: account.id, role },
      {
        onSuccess: () => {
          toast.success(T.role.updated);
          dispatch({ type: 'roleChanged', accountId: account.id });
        },
        onError: (error) => {
          if (refusalOf(error) === 'reauth') {
            dispatch({ type: 'askPassword', action: { kind: 'role', account, role } });
            return;
          }
          toast.error(say(getErrorMessage(error, T.role.failed)));
          dispatch({ type: 'roleChangeFailed', accountId: account.id });
        },
      },
    );
  };

  const applyDeactivation = (account: TAccountTarget, reason: string) => {
    dispatch({ type: 'working', kind: 'deactivate', accountId: account.id });
    deactivateAccount.mutate(
      { userId: account.id, reason },
      {
        onSuccess: () => {
          toast.success(T.deactivate.done);
          dispatch({ type: 'deactivated' });
        },
        onError: (error) => {
          if (refusalOf(error) === 'reauth') {
            dispatch({ type: 'askPassword', action: { kind: 'deactivate', account, reason } });
            return;
          }
          toast.error(say(getErrorMessage(error, T.deactivate.failed)));
          dispatch({ type: 'deactivateFailed' });
        },
      },
    );
  };

  const applyReactivation = (account: TAccountTarget) => {
    dispatch({ type: 'working', kind: 'reactivate', accountId: account.id });
    reactivateAccount.mutate(account.id, {
      onSuccess: () => {
        toast.success(T.reactivate.done);
        dispatch({ type: 'reactivateSettled' });
      },
      onError: (error) => {
        if (refusalOf(error) === 'reauth') {
          dispatch({ type: 'askPassword', action: { kind: 'reactivate', account } });
          return;
        }
        toast.error(say(getErrorMessage(error, T.reactivate.failed)));
        dispatch({ type: 'reactivateSettled' });
      },
    });
  };

  const run = (action: TGuardedAction) => {
    if (action.kind === 'role') applyRole(action.account, action.role);
    else if (action.kind === 'deactivate') applyDeactivation(action.account, action.reason);
    else applyReactivation(action.account);
  };

  return {
    state,
    query,
    filters,
    accounts,
    actorId,
    busy: state.working !== null,

    chooseRole: (accountId: string, role: TRole) => dispatch({ type: 'chooseRole', accountId, role }),
    resetRole: (accountId: string) => dispatch({ type: 'resetRole', accountId }),
    confirmRole: (account: TAccountTarget) => {
      if (state.working) return;
      const decision = decideRoleChange({
        actorId,
        account,
        newRole: state.chosenRoles[account.id],
        reauthenticatedUntil,
        now: Date.now(),
      });
      if (decision.type === 'refuse') {
        toast[decision.tone](say(decision.message));
        dispatch({ type: 'resetRole', accountId: account.id });
      } else if (decision.type === 'askPassword') {
        const role = state.chosenRoles[account.id];
        if (role) dispatch({ type: 'askPassword', action: { kind: 'role', account, role } });
      } else {
        const role = state.chosenRoles[account.id];
        if (role) applyRole(account, role);
      }
    },

    openPasswordReset: (account: TAccountTarget) => dispatch({ type: 'openPasswordReset', account }),
    closePasswordReset: () => dispatch({ type: 'closePasswordReset' }),
    sendPasswordReset: () => {
      const account = state.resettingPassword;
      if (!account?.email || state.working) return;
      dispatch({ type: 'working', kind: 'passwordReset', accountId: account.id });
      sendPasswordReset.mutate(account.id, {
        onSuccess: (result) => {
          toast.success(T.passwordReset.sent(result.email), {
            description: T.passwordReset.sentHint,
            duration: PASSWORD_RESET_TOAST_MS,
          });
          dispatch({ type: 'passwordResetSettled' });
        },
        onError: (error) => {
          const refusal = refusalOf(error);
          toast.error(
            refusal === 'rateLimited'
              ? T.passwordReset.rateLimited
              : refusal === 'unknownEmail'
                ? T.passwordReset.unknownEmail
                : T.passwordReset.failed(say(error.message)),
          );
          dispatch({ type: 'passwordResetSettled' });
        },
      });
    },

    openDeactivate: (account: TAccountTarget) => dispatch({ type: 'openDeactivate', account }),
    editDeactivateReason: (reason: string) => dispatch({ type: 'editDeactivateReason', reason }),
    closeDeactivate: () => dispatch({ type: 'closeDeactivate' }),
    deactivate: () => {
      const deactivating = state.deactivating;
      if (!deactivating || state.working) return;
      if (statusChangeNeedsPassword(deactivating.account, reauthenticatedUntil, Date.now())) {
        dispatch({
          type: 'askPassword',
          action: { kind: 'deactivate', account: deactivating.account, reason: deactivating.reason },
        });
        return;
      }
      applyDeactivation(deactivating.account, deactivating.reason);
    },

    reactivate: (account: TAccountTarget) => {
      if (state.working) return;
      if (statusChangeNeedsPassword(account, reauthenticatedUntil, Date.now())) {
        dispatch({ type: 'askPassword', action: { kind: 'reactivate', account } });
        return;
      }
      applyReactivation(account);
    },

    /** The password dialog: on success the action it was opened for goes ahead at once. */
    submitPassword: (password: string) => {
      const reauth = state.reauth;
      if (!reauth || state.working) return;
      dispatch({ type: 'working', kind: 'reauth', accountId: reauth.action.account.id });
      reauthenticate.mutate(password, {
        onSuccess: (result) => {
          dispatch({ type: 'reauthenticated', until: result.reauthenticatedUntil });
          run(reauth.action);
        },
        onError: (error) =>
          dispatch({ type: 'passwordRefused', problem: say(getErrorMessage(error, T.reauth.failed)) }),
      });
    },
    cancelReauth: () => dispatch({ type: 'cancelReauth' }),

    /** Search text, role card and status each start again from page 1. */
    setFilters,
    goToPage: (page: number) => {
      setSearch(searchOf(filters, page));
      window.scrollTo({ top: 0 });
    },
  };
}

export type TAccountsPageModel = ReturnType<typeof useAccountsPage>;
