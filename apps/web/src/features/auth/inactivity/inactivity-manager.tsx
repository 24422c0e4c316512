import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import * as endpoints from '@tour/shared/endpoints';
import { isApiError, onSessionExpired } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { sessionQueryKey } from '../api/get-session';
import { recordActivity } from '../api/record-activity';
import { useTexts } from '../../../lib/i18n/texts';
import { SESSION_TEXTS } from './texts';
import { useEndSession } from '../use-end-session';
import { LAST_ACTIVITY_STORAGE_KEY, inactivityStore } from './inactivity-store';
import { ACTIVITY_EVENTS, INACTIVITY, getInactivityPhase, planServerPing } from './inactivity-timer';

const WARNING_TOAST_ID = 'inactivity-warning';

/**
 * Runs while a user is signed in: resets the idle timer on activity (at most once a second), warns at
 * 13 minutes, signs out at 15, and keeps the server's idle deadline in step (at most every 30 s).
 * Only Date.now, setTimeout and setInterval keep time, so Playwright's page.clock can drive it.
 */
export function InactivityManager() {
  const queryClient = useQueryClient();
  const endSession = useEndSession();
  const endSessionRef = useRef(endSession);
  endSessionRef.current = endSession;
  const texts = useTexts(SESSION_TEXTS);
  // Read when the warning shows, so that a change of language does not restart the timers.
  const textsRef = useRef(texts);
  textsRef.current = texts;

  useEffect(() => {
    let warned = false;
    let expired = false;
    let lastPingAt: number | null = null;
    let trailingPing: ReturnType<typeof setTimeout> | null = null;

    const ping = () => {
      trailingPing = null;
      lastPingAt = Date.now();
      recordActivity()
        .then((session) => queryClient.setQueryData(sessionQueryKey, session))
        .catch((error: unknown) => {
          // SESSION_EXPIRED is handled by the api-client listener below; other 401s mean the session is
          // gone (signed out elsewhere, password reset): read the session again.
          if (isApiError(error) && error.status === 401 && error.code !== 'SESSION_EXPIRED') {
            void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
          }
        });
    };

    const schedulePing = (now: number) => {
      const plan = planServerPing(lastPingAt, now);
      if (plan.pingNow) {
        if (trailingPing) clearTimeout(trailingPing);
        ping();
      } else if (!trailingPing) {
        trailingPing = setTimeout(ping, plan.delayMs);
      }
    };

    const expire = (reason: 'expired' | 'ended-on-server' = 'expired') => {
      if (expired) return;
      expired = true;
      void endSessionRef.current(reason);
    };

    const staySignedIn = () => {
      const now = Date.now();
      inactivityStore.reset(now);
      warned = false;
      toast.dismiss(WARNING_TOAST_ID);
      if (trailingPing) clearTimeout(trailingPing);
      ping();
    };

    const check = () => {
      const now = Date.now();
      inactivityStore.tick(now);
      const phase = getInactivityPhase(inactivityStore.getSnapshot().lastActivityAt, now);
      if (phase === 'expired') {
        expire();
      } else if (phase === 'warning' && !warned) {
        warned = true;
        const warning = textsRef.current;
        toast.warning(warning.expiringTitle, {
          id: WARNING_TOAST_ID,
          description: warning.expiringDescription,
          duration: INACTIVITY.warningToastMs,
          action: { label: warning.staySignedIn, onClick: staySignedIn },
        });
      } else if (phase === 'active') {
        warned = false;
      }
    };

    const onActivity = () => {
      if (expired) return;
      const now = Date.now();
      // Activity after the deadline (a laptop waking up) does not revive the session.
      if (getInactivityPhase(inactivityStore.getSnapshot().lastActivityAt, now) === 'expired') {
        expire();
        return;
      }
      if (inactivityStore.recordActivity(now)) {
        // The timer is reset; the warning toast stays for its 10 s so that its 'Stay signed in' button
        // does not vanish while the pointer moves towards it. A later idle spell warns again.
        warned = false;
        schedulePing(now);
      }
    };

    const onStorage = (event: StorageEvent) => {
      if (event.key === LAST_ACTIVITY_STORAGE_KEY) check();
    };

    // Loading or opening a page is activity.
    const start = Date.now();
    inactivityStore.reset(start);
    schedulePing(start);

    const options = { passive: true, capture: true } as const;
    for (const type of ACTIVITY_EVENTS) window.addEventListener(type, onActivity, options);
    window.addEventListener('storage', onStorage);
    const interval = setInterval(check, 1000);
    const unsubscribeExpired = onSessionExpired((path) => {
      if (path !== endpoints.signOut.path) expire('ended-on-server');
    });

    return () => {
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, onActivity, options);
      window.removeEventListener('storage', onStorage);
      clearInterval(interval);
      if (trailingPing) clearTimeout(trailingPing);
      unsubscribeExpired();
      toast.dismiss(WARNING_TOAST_ID);
    };
  }, [queryClient]);

  return null;
}
