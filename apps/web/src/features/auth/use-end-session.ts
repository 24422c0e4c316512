import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from '../../lib/toast';
import { authPath } from '../../lib/auth-paths';
import { useTexts } from '../../lib/i18n/texts';
import { SIGNED_OUT, sessionQueryKey, type TSessionState } from './api/get-session';
import { markPendingSignOut, postSignOut } from './api/sign-out';
import { inactivityStore } from './inactivity/inactivity-store';
import { INACTIVITY } from './inactivity/inactivity-timer';
import { SESSION_TEXTS } from './inactivity/texts';

/**
 * 'signed-out': the user's choice. 'expired': this browser's inactivity timer ran out, so the server's session is
 * ended too. 'ended-on-server': the server said the session had already ended (SESSION_EXPIRED); nothing is sent,
 * since the browser's cookie may by now be a newer session, signed in from another tab.
 */
type TEndReason = 'signed-out' | 'expired' | 'ended-on-server';

let endingSession = false;

/**
 * Signs the user out: on the server when it answers, locally in every case (the spec's fallback).
 * 'signed-out' goes home; an expiry goes to /auth, remembering the page.
 */
export function useEndSession() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const texts = useTexts(SESSION_TEXTS);

  return useCallback(
    async (reason: TEndReason) => {
      if (endingSession) return;
      endingSession = true;
      try {
        const here = `${window.location.pathname}${window.location.search}`;
        let serverFailed = false;
        if (reason !== 'ended-on-server') {
          try {
            await postSignOut();
          } catch {
            serverFailed = true;
            markPendingSignOut();
          }
        }

        inactivityStore.clear();
        queryClient.setQueryData<TSessionState>(sessionQueryKey, {
          ...SIGNED_OUT,
          endedReason: reason === 'signed-out' ? 'signed-out' : 'expired',
        });
        queryClient.removeQueries({
          predicate: (query) => query.queryKey[0] !== 'auth' && query.queryKey[0] !== 'config',
        });
        toast.dismiss('inactivity-warning');

        if (reason !== 'signed-out') {
          toast.error(texts.expired, { id: 'session-expired', duration: INACTIVITY.expiredToastMs });
          await navigate(authPath(here), { replace: true });
        } else {
          if (serverFailed) toast.error(texts.signOutFailed);
          toast.success(texts.signedOut);
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
    [navigate, queryClient, texts],
  );
}
