import { describe, expect, it } from 'vitest';
import {
  INACTIVITY,
  getInactivityPhase,
  getRemainingMs,
  isActivityAccepted,
  isCountdownUrgent,
  latestActivity,
  planServerPing,
} from './inactivity-timer';

const MIN = 60_000;

describe('inactivity timer', () => {
  it('uses the spec constants: 15 minutes, warning 2 minutes before, 1 s throttle', () => {
    expect(INACTIVITY.timeoutMs).toBe(15 * MIN);
    expect(INACTIVITY.warningMs).toBe(13 * MIN);
    expect(INACTIVITY.throttleMs).toBe(1000);
    expect(INACTIVITY.warningToastMs).toBe(10_000);
    expect(INACTIVITY.expiredToastMs).toBe(5_000);
  });

  it('is active before 13 minutes idle, warns from 13, expires at 15', () => {
    const start = 1_000_000;
    expect(getInactivityPhase(start, start)).toBe('active');
    expect(getInactivityPhase(start, start + 13 * MIN - 1)).toBe('active');
    expect(getInactivityPhase(start, start + 13 * MIN)).toBe('warning');
    expect(getInactivityPhase(start, start + 15 * MIN - 1)).toBe('warning');
    expect(getInactivityPhase(start, start + 15 * MIN)).toBe('expired');
    expect(getInactivityPhase(start, start + 60 * MIN)).toBe('expired');
  });

  it('counts the remaining time down to zero, never below', () => {
    expect(getRemainingMs(0, 0)).toBe(15 * MIN);
    expect(getRemainingMs(0, 10 * MIN)).toBe(5 * MIN);
    expect(getRemainingMs(0, 20 * MIN)).toBe(0);
  });

  it('marks the countdown urgent under 5 minutes', () => {
    expect(isCountdownUrgent(5 * MIN)).toBe(false);
    expect(isCountdownUrgent(5 * MIN - 1)).toBe(true);
  });

  it('accepts activity at most once per second', () => {
    expect(isActivityAccepted(null, 5)).toBe(true);
    expect(isActivityAccepted(1000, 1999)).toBe(false);
    expect(isActivityAccepted(1000, 2000)).toBe(true);
    // A clock that went backwards (system time change) never blocks activity.
    expect(isActivityAccepted(5000, 1000)).toBe(true);
  });

  it('pings the server at most every 30 s, scheduling a trailing ping otherwise', () => {
    expect(planServerPing(null, 0)).toEqual({ pingNow: true });
    expect(planServerPing(0, 10_000)).toEqual({ pingNow: false, delayMs: 20_000 });
    expect(planServerPing(0, 30_000)).toEqual({ pingNow: true });
  });

  it('keeps the most recent activity across tabs', () => {
    expect(latestActivity(100, 200)).toBe(200);
    expect(latestActivity(300, 200)).toBe(300);
    expect(latestActivity(300, null)).toBe(300);
    expect(latestActivity(300, Number.NaN)).toBe(300);
  });
});
