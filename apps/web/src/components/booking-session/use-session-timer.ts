import { useEffect, useState } from 'react';

/**
 * Milliseconds left until the server's expiry instant (DESIGN section 4: countdowns use the server's
 * instant), re-read every second while `running`.
 */
export function useSessionRemaining(expiresAt: string, running: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  // A new expiry instant (a hold extended, a session loaded): read the clock again before showing it.
  const [readFor, setReadFor] = useState(expiresAt);
  if (readFor !== expiresAt) {
    setReadFor(expiresAt);
    setNow(Date.now());
  }
  useEffect(() => {
    setNow(Date.now());
    if (!running) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [running]);
  return Math.max(0, Date.parse(expiresAt) - now);
}
