import { useEffect, useState } from 'react';

/**
 * An index that advances every `intervalMs` while not paused. Choosing an index restarts the wait, so a
 * slide picked by hand stays for the full interval.
 */
export function useRotation(count: number, intervalMs: number, paused: boolean) {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (paused || count < 2) return;
    const timer = window.setTimeout(() => setIndex((index + 1) % count), intervalMs);
    return () => window.clearTimeout(timer);
  }, [index, paused, count, intervalMs]);
  return [index, setIndex] as const;
}
