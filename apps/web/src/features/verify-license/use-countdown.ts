import { useEffect, useRef, useState } from 'react';
import { startCountdown } from './countdown';

/**
 * Seconds left until the server's `expiresAt` (null while there is none), ticking every second, with
 * the warnings and the expiry of startCountdown. Handlers may change between renders without a restart.
 */
export function useCountdown(
  expiresAt: string | null,
  handlers: { onWarning: (threshold: number) => void; onExpire: () => void },
): number | null {
  const [seconds, setSeconds] = useState<number | null>(null);
  const latest = useRef(handlers);
  latest.current = handlers;
  useEffect(() => {
    if (!expiresAt) {
      setSeconds(null);
      return;
    }
    return startCountdown(Date.parse(expiresAt), {
      onTick: setSeconds,
      onWarning: (threshold) => latest.current.onWarning(threshold),
      onExpire: () => latest.current.onExpire(),
    });
  }, [expiresAt]);
  return seconds;
}
