import { minorUnitFactor } from '@tour/shared';
import type { TCurrency } from '../domain-values';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The calendar date (YYYY-MM-DD, UTC) of an instant. */
export function toIsoDate(instant: Date): string {
  return instant.toISOString().slice(0, 10);
}

export function addDays(isoDate: string, days: number): string {
  return toIsoDate(new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * DAY_MS));
}

export function subtractDays(instant: Date, days: number): Date {
  return new Date(instant.getTime() - days * DAY_MS);
}

/** Seed prices are written in major units; the database stores minor units. */
export function toMinorUnits(amount: number, currency: TCurrency): number {
  return Math.round(amount * minorUnitFactor(currency));
}
