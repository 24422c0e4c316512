import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { MESSAGES } from '@tour/shared';
import { toast } from '../../lib/toast';
import { authPath } from '../../lib/auth-paths';
import { SIGNED_OUT, sessionQueryKey, type TSessionState } from './api/get-session';
import { markPendingSignOut, postSignOut } from './api/sign-out';
import { inactivityStore } from './inactivity/inactivity-store';
import { INACTIVITY } from './inactivity/inactivity-timer';

type TEndReason = 'signed-out' | 'expired';

let endingSession = false;

/**
 * Signs the user out: on the server when it answers, locally in every case (the spec's fallback).
 * 'signed-out' is the user's choice and goes home; 'expired' is inactivity (or the server saying
 * SESSION_EXPIRED) and goes to /auth, remembering the page.
 */
export function useEndSession() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  return useCallback(
    async (reason: TEndReason) => {
      if (endingSession) return;
      endingSession = true;
      try {
        const here = `${window.location.pathname}${window.location.search}`;
        let serverFailed = false;
        try {
          await postSignOut();
        } catch {
          serverFailed = true;
          markPendingSignOut();
        }

        inactivityStore.clear();
        queryClient.setQueryData<TSessionState>(sessionQueryKey, { ...SIGNED_OUT, endedReason: reason });
        queryClient.removeQueries({
          predicate: (query) => query.queryKey[0] !== 'auth' && query.queryKey[0] !== 'config',
        });
        toast.dismiss('inactivity-warning');

        if (reason === 'expired') {
          toast.error(MESSAGES.sessionExpired, { id: 'session-expired', duration: INACTIVITY.expiredToastMs });
          await navigate(authPath(here), { replace: true });
        } else {
          if (serverFailed) toast.error(MESSAGES.signOutFailed);
          toast.success(MESSAGES.signedOut);
          await navigate('/');
        }
        // The marker has done its job once the navigation has settled.
        queryClient.setQueryData<TSessionState>(sessionQueryKey, (current) =>
          current && !current.user ? SIGNED_OUT : current,
        );
      } finally {
        endingSession = false;
      }
    },
    [navigate, queryClient],
  );
}
