import { dateFormatter } from './date-formats';
import type { TLanguage } from './languages';

/**
 * The marketplace's own clock: Asia/Bangkok (DESIGN decision 36), where administrators read times and pick
 * days. Thailand keeps UTC+7 all year, so a calendar day there starts at 17:00 UTC the day before.
 */
export const MARKETPLACE_TIME_ZONE = 'Asia/Bangkok';
export const MARKETPLACE_ZONE_LABEL = 'Bangkok time, UTC+7';
const MARKETPLACE_UTC_OFFSET = '+07:00';
const MARKETPLACE_UTC_OFFSET_MS = 7 * 60 * 60 * 1000;

/** The instant a calendar day ('2026-03-01') starts in Bangkok. */
export function marketplaceDayStart(date: string): Date {
  return new Date(`${date}T00:00:00${MARKETPLACE_UTC_OFFSET}`);
}

/** The instant the day after `date` starts in Bangkok: the end (excluded) of a range that includes `date`. */
export function marketplaceDayEnd(date: string): Date {
  const start = marketplaceDayStart(date);
  return new Date(start.getTime() + 24 * 60 * 60 * 1000);
}

/** The Bangkok calendar day ('2026-03-01') an instant falls on. */
export function marketplaceDate(instant: Date): string {
  return new Date(instant.getTime() + MARKETPLACE_UTC_OFFSET_MS).toISOString().slice(0, 10);
}

/** 'Mar 5, 2026, 14:05' as the clock reads in Bangkok (DESIGN decision 36); an unreadable instant comes back as given. */
export function formatBangkokDateTime(instant: string | Date, language: TLanguage = 'en'): string {
  const date = new Date(instant);
  return Number.isNaN(date.getTime())
    ? String(instant)
    : dateFormatter('dateTime', language, MARKETPLACE_TIME_ZONE).format(date);
}
