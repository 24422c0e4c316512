import { LICENCE_COUNTDOWN_WARNINGS_SECONDS } from '@tour/shared';
import type { TTextsOf } from '../../lib/i18n/texts';
import type { VERIFY_LICENSE_TEXTS } from './texts';

export type TCountdownTone = 'red' | 'orange' | 'green';

/** Whole seconds left, rounded up: the link is not called expired while part of a second remains. */
export function secondsLeft(expiresAtMs: number, nowMs: number): number {
  return Math.ceil((expiresAtMs - nowMs) / 1000);
}

/** Section 4: d/h/m from a day up, then h/m/s, m/s, s; 'Expired' at 0 or less. */
export function formatRemaining(seconds: number, texts: TTextsOf<typeof VERIFY_LICENSE_TEXTS>['countdown']): string {
  if (seconds <= 0) return texts.expired;
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  if (days > 0) return texts.days(days, hours, minutes);
  if (hours > 0) return texts.hours(hours, minutes, rest);
  if (minutes > 0) return texts.minutes(minutes, rest);
  return texts.seconds(rest);
}

/** Red below 5 minutes, orange below an hour, otherwise green. */
export function remainingTone(seconds: number): TCountdownTone {
  if (seconds < 300) return 'red';
  if (seconds < 3600) return 'orange';
  return 'green';
}

export type TCountdownHandlers = {
  onTick: (seconds: number) => void;
  /** Once per threshold (300 s, 60 s) when the countdown passes it while running. */
  onWarning: (threshold: number) => void;
  /** Once, when no time is left (at once if none was left at the start). */
  onExpire: () => void;
};

/**
 * Ticks every second towards the server's expiry instant. Returns the function that stops it. When
 * the tab slept past both thresholds at once, only the most urgent warning is given.
 */
export function startCountdown(expiresAtMs: number, handlers: TCountdownHandlers, now: () => number = Date.now) {
  let last = secondsLeft(expiresAtMs, now());
  handlers.onTick(last);
  if (last <= 0) {
    handlers.onExpire();
    return () => {};
  }
  const timer = setInterval(() => {
    const seconds = secondsLeft(expiresAtMs, now());
    const passed = LICENCE_COUNTDOWN_WARNINGS_SECONDS.filter((threshold) => last > threshold && seconds <= threshold);
    const urgent = passed.length > 0 ? Math.min(...passed) : null;
    if (urgent !== null && seconds > 0) handlers.onWarning(urgent);
    handlers.onTick(seconds);
    last = seconds;
    if (seconds <= 0) {
      clearInterval(timer);
      handlers.onExpire();
    }
  }, 1000);
  return () => clearInterval(timer);
}
