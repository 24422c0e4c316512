/**
 * The cancellation policy (1-traveller.md section 9, DESIGN decision 26): free cancellation up to 48 hours
 * before departure; within 48 hours a 50% fee. Amounts are minor units of one currency.
 */
export const FREE_CANCELLATION_HOURS = 48;
export const LATE_CANCELLATION_FEE_PERCENT = 50;

const HOUR_MS = 3_600_000;

export type TCancellationOutcome =
  | {
      allowed: true;
      /** True while departure is at least 48 hours away. */
      free: boolean;
      feePercent: number;
      feeAmount: number;
      /** What the traveller gets back of `paidAmount`. */
      refundAmount: number;
      /** ISO instant: the last moment a cancellation is free. */
      freeUntil: string;
    }
  | { allowed: false; reason: 'trip_started' };

/** The last moment a cancellation is free: 48 hours before departure. */
export function freeCancellationUntil(departureAt: Date): Date {
  return new Date(departureAt.getTime() - FREE_CANCELLATION_HOURS * HOUR_MS);
}

/**
 * What cancelling now gives back of `paidAmount` (0 for a booking not paid yet). The fee is rounded down
 * to a whole minor unit, so an odd amount never costs the traveller more than half.
 */
export function cancellationOutcome(input: { paidAmount: number; departureAt: Date; now: Date }): TCancellationOutcome {
  const { paidAmount, departureAt, now } = input;
  if (!Number.isSafeInteger(paidAmount) || paidAmount < 0) {
    throw new RangeError(`The paid amount must be whole minor units, not ${paidAmount}`);
  }
  if (now.getTime() >= departureAt.getTime()) return { allowed: false, reason: 'trip_started' };
  const freeUntil = freeCancellationUntil(departureAt);
  const free = now.getTime() <= freeUntil.getTime();
  const feePercent = free ? 0 : LATE_CANCELLATION_FEE_PERCENT;
  const feeAmount = Math.floor((paidAmount * feePercent) / 100);
  return {
    allowed: true,
    free,
    feePercent,
    feeAmount,
    refundAmount: paidAmount - feeAmount,
    freeUntil: freeUntil.toISOString(),
  };
}

/** The same share of another amount (a PromptPay charge in THB for a booking priced in USD). */
export function refundShareOf(amount: number, outcome: { feePercent: number }): number {
  return amount - Math.floor((amount * outcome.feePercent) / 100);
}

/**
 * When the trip departs: the outbound flight's departure when there is one, else the first instant the
 * start date begins anywhere on Earth (UTC+14), so the 48 hours are never counted from too late a moment.
 */
export function departureInstant(startDate: string, outboundDepartureTime: string | Date | null): Date {
  if (outboundDepartureTime) {
    const flight = new Date(outboundDepartureTime);
    if (!Number.isNaN(flight.getTime())) return flight;
  }
  const [year, month, day] = startDate.slice(0, 10).split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day, 0, 0, 0) - 14 * HOUR_MS);
}
