import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatRemaining as formatIn, remainingTone, secondsLeft, startCountdown } from './countdown';
import { VERIFY_LICENSE_TEXTS } from './texts';

const formatRemaining = (seconds: number) => formatIn(seconds, VERIFY_LICENSE_TEXTS.en.countdown);

describe('formatRemaining', () => {
  it('uses d/h/m from a day, then h/m/s, m/s and s, and Expired at 0 or less', () => {
    expect(formatRemaining(86_400 + 3 * 3600 + 4 * 60 + 5)).toBe('1d 3h 4m');
    expect(formatRemaining(86_400)).toBe('1d 0h 0m');
    expect(formatRemaining(86_399)).toBe('23h 59m 59s');
    expect(formatRemaining(3600)).toBe('1h 0m 0s');
    expect(formatRemaining(3599)).toBe('59m 59s');
    expect(formatRemaining(60)).toBe('1m 0s');
    expect(formatRemaining(59)).toBe('59s');
    expect(formatRemaining(1)).toBe('1s');
    expect(formatRemaining(0)).toBe('Expired');
    expect(formatRemaining(-5)).toBe('Expired');
  });

  it('says the same in Thai', () => {
    const thai = (seconds: number) => formatIn(seconds, VERIFY_LICENSE_TEXTS.th.countdown);
    expect(thai(86_400 + 3 * 3600 + 4 * 60 + 5)).toBe('1 วัน 3 ชม. 4 นาที');
    expect(thai(59)).toBe('59 วิ');
    expect(thai(0)).toBe('หมดอายุแล้ว');
  });
});

describe('remainingTone', () => {
  it('is red below 300 s, orange below 3600 s, green otherwise', () => {
    expect(remainingTone(299)).toBe('red');
    expect(remainingTone(300)).toBe('orange');
    expect(remainingTone(3599)).toBe('orange');
    expect(remainingTone(3600)).toBe('green');
    expect(remainingTone(0)).toBe('red');
  });
});

describe('secondsLeft', () => {
  it('rounds a part of a second up', () => {
    expect(secondsLeft(10_500, 10_000)).toBe(1);
    expect(secondsLeft(10_000, 10_000)).toBe(0);
    expect(secondsLeft(9_000, 10_000)).toBe(-1);
  });
});

describe('startCountdown', () => {
  const start = Date.parse('2026-11-24T08:00:00.000Z');
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(start);
  });
  afterEach(() => vi.useRealTimers());

  function record(expiresAt: number) {
    const ticks: number[] = [];
    const warnings: number[] = [];
    const expired: number[] = [];
    const stop = startCountdown(expiresAt, {
      onTick: (seconds) => ticks.push(seconds),
      onWarning: (threshold) => warnings.push(threshold),
      onExpire: () => expired.push(Date.now() - start),
    });
    return { ticks, warnings, expired, stop };
  }

  it('ticks every second, warns once at 300 s and at 60 s, and expires at 0', () => {
    const run = record(start + 302_000);
    expect(run.ticks).toEqual([302]);
    vi.advanceTimersByTime(1000);
    expect(run.warnings).toEqual([]);
    vi.advanceTimersByTime(1000);
    expect(run.ticks.at(-1)).toBe(300);
    expect(run.warnings).toEqual([300]);
    vi.advanceTimersByTime(239_000);
    expect(run.ticks.at(-1)).toBe(61);
    expect(run.warnings).toEqual([300]);
    vi.advanceTimersByTime(1000);
    expect(run.warnings).toEqual([300, 60]);
    vi.advanceTimersByTime(59_000);
    expect(run.ticks.at(-1)).toBe(1);
    expect(run.expired).toEqual([]);
    vi.advanceTimersByTime(1000);
    expect(run.ticks.at(-1)).toBe(0);
    expect(run.expired).toEqual([302_000]);
    // Stopped: no more ticks after the expiry.
    const count = run.ticks.length;
    vi.advanceTimersByTime(5000);
    expect(run.ticks.length).toBe(count);
    expect(run.warnings).toEqual([300, 60]);
  });

  it('gives no warning for a threshold already behind it at the start', () => {
    const run = record(start + 120_000);
    vi.advanceTimersByTime(59_000);
    expect(run.warnings).toEqual([]);
    vi.advanceTimersByTime(1000);
    expect(run.warnings).toEqual([60]);
    run.stop();
  });

  it('expires at once when the link has no time left, and gives only the most urgent warning after a sleep', () => {
    const gone = record(start - 1000);
    expect(gone.ticks).toEqual([-1]);
    expect(gone.expired).toEqual([0]);

    const run = record(start + 400_000);
    // The tab slept: the clock jumps past both thresholds before the next tick.
    vi.setSystemTime(start + 350_000);
    vi.advanceTimersByTime(1000);
    expect(run.warnings).toEqual([60]);
    run.stop();
  });

  it('stops ticking when stopped', () => {
    const run = record(start + 10_000);
    vi.advanceTimersByTime(2000);
    run.stop();
    vi.advanceTimersByTime(20_000);
    expect(run.ticks).toEqual([10, 9, 8]);
    expect(run.expired).toEqual([]);
  });
});
