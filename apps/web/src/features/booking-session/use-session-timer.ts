import { useEffect, useState } from 'react';

/**
 * Milliseconds left until the server's expiry instant (DESIGN section 4: countdowns use the server's
 * instant), re-read every second while `running`.
 */
export function useSessionRemaining(expiresAt: string, running: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    setNow(Date.now());
    if (!running) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [running, expiresAt]);
  return Math.max(0, Date.parse(expiresAt) - now);
}
