import { useEffect, useRef } from 'react';
import { toast } from '../../lib/toast';
import { dueSessionWarning, warningsPassed } from '@tour/shared';
import { SESSION_TEXTS } from '../../lib/booking-session-texts';
import { useTexts } from '../../lib/i18n/texts';

/**
 * Toasts 'Your booking session expires in 5 / 2 / 1 minute(s)!' once each as the time runs down.
 * Extending the session (a later expiry) re-arms the warnings the new time has not reached.
 */
export function useSessionWarnings(remainingMs: number, expiresAt: string, active: boolean) {
  const { warning } = useTexts(SESSION_TEXTS);
  const given = useRef(new Set<number>());
  const lastExpiry = useRef(expiresAt);

  useEffect(() => {
    if (lastExpiry.current !== expiresAt) {
      lastExpiry.current = expiresAt;
      given.current = new Set(warningsPassed(remainingMs));
    }
  }, [expiresAt, remainingMs]);

  useEffect(() => {
    if (!active) return;
    const due = dueSessionWarning(remainingMs, given.current);
    if (due === null) return;
    for (const minutes of warningsPassed(remainingMs)) given.current.add(minutes);
    toast.warning(warning(due), { id: `booking-session-warning-${due}`, duration: 6000 });
  }, [remainingMs, active, warning]);
}
