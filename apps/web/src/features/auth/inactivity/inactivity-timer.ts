import { ACTIVITY_THROTTLE_MS, INACTIVITY_TIMEOUT_MS, INACTIVITY_WARNING_MS } from '@tour/shared';

/** The spec's inactivity constants (1-traveller.md sections 4 and 9), plus the server ping interval. */
export const INACTIVITY = {
  timeoutMs: INACTIVITY_TIMEOUT_MS,
  warningMs: INACTIVITY_WARNING_MS,
  throttleMs: ACTIVITY_THROTTLE_MS,
  /** The server's idle deadline is extended at most this often (the recordActivity endpoint). */
  serverPingIntervalMs: 30_000,
  /** The header badge turns destructive under this many milliseconds left. */
  urgentBelowMs: 5 * 60 * 1000,
  warningToastMs: 10_000,
  expiredToastMs: 5_000,
} as const;

export type TInactivityConfig = Pick<typeof INACTIVITY, 'timeoutMs' | 'warningMs' | 'throttleMs'>;

export type TInactivityPhase = 'active' | 'warning' | 'expired';

export const ACTIVITY_EVENTS = ['mousemove', 'keydown', 'click', 'scroll', 'touchstart'] as const;

export function getRemainingMs(lastActivityAt: number, now: number, config: TInactivityConfig = INACTIVITY): number {
  return Math.max(0, lastActivityAt + config.timeoutMs - now);
}

/** active until 13 minutes idle, warning until 15, then expired. */
export function getInactivityPhase(
  lastActivityAt: number,
  now: number,
  config: TInactivityConfig = INACTIVITY,
): TInactivityPhase {
  const idle = now - lastActivityAt;
  if (idle >= config.timeoutMs) return 'expired';
  if (idle >= config.warningMs) return 'warning';
  return 'active';
}

/** Activity resets the timer at most once per throttle window (1 s). */
export function isActivityAccepted(
  lastRecordedAt: number | null,
  now: number,
  throttleMs = INACTIVITY.throttleMs,
): boolean {
  return lastRecordedAt === null || now - lastRecordedAt >= throttleMs || now < lastRecordedAt;
}

export function isCountdownUrgent(remainingMs: number): boolean {
  return remainingMs < INACTIVITY.urgentBelowMs;
}

/**
 * Throttle with a trailing call for the server ping: ping now when the last ping is old enough,
 * otherwise once the interval has passed (so the server's deadline never trails the last activity
 * by more than the interval).
 */
export function planServerPing(
  lastPingAt: number | null,
  now: number,
  intervalMs: number = INACTIVITY.serverPingIntervalMs,
): { pingNow: true } | { pingNow: false; delayMs: number } {
  if (lastPingAt === null || now - lastPingAt >= intervalMs || now < lastPingAt) return { pingNow: true };
  return { pingNow: false, delayMs: lastPingAt + intervalMs - now };
}

/** The most recent of two activity instants; used to merge activity recorded in another tab. */
export function latestActivity(current: number, other: number | null): number {
  return other !== null && Number.isFinite(other) && other > current ? other : current;
}
