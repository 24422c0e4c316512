import { useReducer } from 'react';
import { INVITATION_EMAIL_CHECK_DEBOUNCE_MS } from '@tour/shared';
import { getErrorMessage } from '../../lib/api-client';
import { useMessage } from '../../lib/i18n/messages';
import { useTexts } from '../../lib/i18n/texts';
import { toast } from '../../lib/toast';
import {
  fetchInvitation,
  useCreateInvitation,
  useInvalidateInvitations,
  useInvitationEmailCheck,
} from './api/invitations';
import {
  canCreateFor,
  createDialogReducer,
  emailCheckOf,
  emailToCheck,
  followInvitationDelivery,
  initialCreateDialogState,
} from './create-invitation-state';
import { INVITATIONS_TEXTS } from './texts';
import { useDebouncedValue } from './use-debounced-value';

/** The mail job runs every 2 s: ten polls a second apart see its first attempt finish. */
const DELIVERY_POLLS = 10;
const DELIVERY_POLL_MS = 1000;

const wait = (ms: number) => new Promise<void>((resolve) => window.setTimeout(resolve, ms));

/** The create dialog: the debounced e-mail check, Create, then following the e-mail's delivery. */
export function useCreateInvitationDialog() {
  const T = useTexts(INVITATIONS_TEXTS);
  const say = useMessage();
  const [state, dispatch] = useReducer(createDialogReducer, initialCreateDialogState);
  const settled = useDebouncedValue(state.email, INVITATION_EMAIL_CHECK_DEBOUNCE_MS);
  const answer = useInvitationEmailCheck(state.open && settled === state.email ? emailToCheck(settled) : null);
  const check = emailCheckOf({
    typed: state.email,
    settled,
    answer: answer.isError
      ? { status: 'error' }
      : answer.data
        ? { status: 'success', data: answer.data }
        : { status: 'pending' },
  });
  const createInvitation = useCreateInvitation();
  const invalidate = useInvalidateInvitations();

  const followDelivery = async (invitationId: string) => {
    try {
      const outcome = await followInvitationDelivery({
        read: async () => (await fetchInvitation(invitationId)).emailDelivery,
        wait: () => wait(DELIVERY_POLL_MS),
        polls: DELIVERY_POLLS,
      });
      if (outcome === 'sent') toast.success(T.messages.created);
      else if (outcome === 'failed') toast.warning(T.messages.emailFailed, { duration: 10_000 });
      else toast.success(T.messages.emailQueued);
    } catch {
      // The invitation exists; only its delivery could not be read. The list shows it.
      toast.success(T.messages.emailQueued);
    } finally {
      void invalidate();
    }
  };

  const submit = () => {
    if (state.creating) return;
    if (!canCreateFor(check)) {
      dispatch({ type: 'refuse' });
      return;
    }
    const email = emailToCheck(state.email);
    if (!email) return;
    dispatch({ type: 'createStarted' });
    createInvitation.mutate(email, {
      onSuccess: (invitation) => {
        dispatch({ type: 'created' });
        void followDelivery(invitation.id);
      },
      onError: (error) => {
        dispatch({ type: 'createFailed' });
        toast.error(say(getErrorMessage(error, T.messages.createFailed)));
      },
    });
  };

  return {
    state,
    check,
    canCreate: canCreateFor(check),
    open: () => dispatch({ type: 'open' }),
    close: () => dispatch({ type: 'close' }),
    edit: (email: string) => dispatch({ type: 'edit', email }),
    submit,
  };
}

export type TCreateInvitationDialog = ReturnType<typeof useCreateInvitationDialog>;
