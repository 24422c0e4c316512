import { useReducer } from 'react';
import { useSearchParams } from 'react-router';
import type { TInvitationRow } from '@tour/shared';
import { getErrorMessage } from '../../lib/api-client';
import { useMessage } from '../../lib/i18n/messages';
import { useTexts } from '../../lib/i18n/texts';
import { toast } from '../../lib/toast';
import { useDeactivateInvitation, useInvitations } from './api/invitations';
import { deactivateReducer, initialDeactivateState, pageFromSearch } from './invitations-page-state';
import { INVITATIONS_TEXTS } from './texts';

/** The list (its page in the address), Copy link and Deactivate after a confirmation. */
export function useInvitationsPage() {
  const T = useTexts(INVITATIONS_TEXTS);
  const say = useMessage();
  const [search, setSearch] = useSearchParams();
  const page = pageFromSearch(search);
  const list = useInvitations({ page });
  const [deactivation, dispatch] = useReducer(deactivateReducer, initialDeactivateState);
  const deactivateInvitation = useDeactivateInvitation();

  const copyLink = async (invitation: TInvitationRow) => {
    if (!invitation.link) return;
    try {
      await navigator.clipboard.writeText(invitation.link);
      toast.success(T.messages.linkCopied);
    } catch {
      // Without clipboard permission the link is still the admin's to copy: shown in the toast.
      toast.error(`${T.copyFailed} ${invitation.link}`, { duration: 20_000 });
    }
  };

  const deactivate = () => {
    const confirming = deactivation.confirming;
    if (!confirming || deactivation.working) return;
    dispatch({ type: 'start' });
    deactivateInvitation.mutate(confirming.id, {
      onSuccess: () => {
        dispatch({ type: 'done' });
        toast.success(T.messages.deactivated);
      },
      onError: (error) => {
        dispatch({ type: 'failed' });
        toast.error(say(getErrorMessage(error, T.messages.deactivateFailed)));
      },
    });
  };

  return {
    list,
    page,
    goToPage: (next: number) => {
      setSearch(next > 1 ? { page: String(next) } : {});
      window.scrollTo({ top: 0 });
    },
    copyLink,
    deactivation,
    askDeactivate: (invitation: TInvitationRow) =>
      dispatch({ type: 'ask', id: invitation.id, email: invitation.email }),
    cancelDeactivate: () => dispatch({ type: 'cancel' }),
    deactivate,
  };
}
