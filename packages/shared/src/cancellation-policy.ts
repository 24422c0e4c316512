import { isCancellable } from './booking-form';
import type { TLanguage } from './languages';
import { bilingual } from './texts';

/**
 * Cancellation policies (DESIGN decision 31): each tour has one from this closed list, chosen by its
 * operator; each booking keeps a snapshot of the policy in force when it was made (code and tiers), and
 * refunds are computed from that snapshot only. Amounts are minor units of one currency.
 */
export const CANCELLATION_POLICY_CODES = ['free_48h_then_50', 'free_7d', 'free_24h', 'non_refundable'] as const;
export type TCancellationPolicyCode = (typeof CANCELLATION_POLICY_CODES)[number];

/** The current and default policy (1-traveller.md section 9): free up to 48 hours, then a 50% fee. */
export const DEFAULT_CANCELLATION_POLICY: TCancellationPolicyCode = 'free_48h_then_50';

/**
 * A fee that applies once fewer than `hoursBefore` hours are left before departure (`null`: at any time).
 * Cancelling exactly `hoursBefore` hours before departure is still under the earlier terms.
 */
export type TCancellationTier = { hoursBefore: number | null; feePercent: number };

/**
 * The terms as a booking keeps them: the code and its tiers as they were when it was made. (This module stays
 * free of zod: the tour page's first screen shows the policy, and its schemas are in cancellation-policy-schemas.)
 */
export type TCancellationPolicySnapshot = { code: string; tiers: TCancellationTier[] };

type TCancellationPolicy = TCancellationPolicySnapshot & { code: TCancellationPolicyCode; label: string };

export const CANCELLATION_POLICIES: Record<TCancellationPolicyCode, TCancellationPolicy> = {
  free_48h_then_50: {
    code: 'free_48h_then_50',
    label: '48 hours free, then 50% fee',
    tiers: [{ hoursBefore: 48, feePercent: 50 }],
  },
  free_7d: {
    code: 'free_7d',
    label: '7 days free, then no refund',
    tiers: [{ hoursBefore: 168, feePercent: 100 }],
  },
  free_24h: {
    code: 'free_24h',
    label: '24 hours free, then no refund',
    tiers: [{ hoursBefore: 24, feePercent: 100 }],
  },
  non_refundable: {
    code: 'non_refundable',
    label: 'Non-refundable',
    tiers: [{ hoursBefore: null, feePercent: 100 }],
  },
};

/** The policies' names, as the operator picks one and an administrator reviews it, in each language. */
export const CANCELLATION_POLICY_LABELS = bilingual({
  en: {
    free_48h_then_50: CANCELLATION_POLICIES.free_48h_then_50.label,
    free_7d: CANCELLATION_POLICIES.free_7d.label,
    free_24h: CANCELLATION_POLICIES.free_24h.label,
    non_refundable: CANCELLATION_POLICIES.non_refundable.label,
  } satisfies Record<TCancellationPolicyCode, string>,
  th: {
    free_48h_then_50: 'ยกเลิกฟรีก่อน 48 ชั่วโมง หลังจากนั้นหัก 50%',
    free_7d: 'ยกเลิกฟรีก่อน 7 วัน หลังจากนั้นไม่คืนเงิน',
    free_24h: 'ยกเลิกฟรีก่อน 24 ชั่วโมง หลังจากนั้นไม่คืนเงิน',
    non_refundable: 'ไม่คืนเงิน',
  },
});

/** The snapshot a booking made now keeps of a tour's policy. */
export function cancellationPolicySnapshot(code: TCancellationPolicyCode): TCancellationPolicySnapshot {
  const { tiers } = CANCELLATION_POLICIES[code];
  return { code, tiers: tiers.map((tier) => ({ ...tier })) };
}

/** Tiers from the earliest (most hours before departure, `null` first) to the latest. */
function orderedTiers(policy: TCancellationPolicySnapshot): TCancellationTier[] {
  const rank = (tier: TCancellationTier) => tier.hoursBefore ?? Number.POSITIVE_INFINITY;
  return [...policy.tiers].sort((a, b) => rank(b) - rank(a));
}

const POLICY_TEXTS = bilingual({
  en: {
    days: (days: number) => `${days} days`,
    hours: (hours: number) => (hours === 1 ? '1 hour' : `${hours} hours`),
    noRefund: 'no refund',
    fee: (percent: number) => `a ${percent}% fee`,
    within: (period: string, fee: string) => `within ${period} ${fee}`,
    anyTime: 'Free cancellation at any time before departure.',
    nonRefundable: 'Non-refundable: cancelling gives no refund',
    feeAnyTime: (percent: number) => `Cancelling at any time costs a ${percent}% fee`,
    freeUntil: (period: string, rest: string) => `Free cancellation up to ${period} before departure; ${rest}.`,
    separator: '; ',
    end: '.',
  },
  th: {
    days: (days: number) => `${days} วัน`,
    hours: (hours: number) => `${hours} ชั่วโมง`,
    noRefund: 'ไม่คืนเงิน',
    fee: (percent: number) => `หักค่าธรรมเนียม ${percent}%`,
    within: (period: string, fee: string) => `หากยกเลิกภายใน ${period}ก่อนออกเดินทาง ${fee}`,
    anyTime: 'ยกเลิกฟรีได้ทุกเมื่อก่อนออกเดินทาง',
    nonRefundable: 'ไม่สามารถขอคืนเงินได้: การยกเลิกจะไม่ได้รับเงินคืน',
    feeAnyTime: (percent: number) => `ยกเลิกเมื่อใดก็ตาม หักค่าธรรมเนียม ${percent}%`,
    freeUntil: (period: string, rest: string) => `ยกเลิกฟรีได้จนถึง ${period}ก่อนออกเดินทาง ${rest}`,
    separator: ' ',
    end: '',
  },
});

/** '48 hours', '24 hours', '7 days': whole days from 3 days on. */
function periodText(hours: number, texts: (typeof POLICY_TEXTS)['en']): string {
  return hours >= 72 && hours % 24 === 0 ? texts.days(hours / 24) : texts.hours(hours);
}

/**
 * The one sentence every screen, receipt and e-mail shows for a policy, built from its tiers:
 * 'Free cancellation up to 48 hours before departure; within 48 hours a 50% fee.'
 */
export function cancellationPolicyText(policy: TCancellationPolicySnapshot, language: TLanguage = 'en'): string {
  const texts = POLICY_TEXTS[language];
  const tiers = orderedTiers(policy);
  const [first] = tiers;
  if (!first) return texts.anyTime;
  const within = (tier: (typeof tiers)[number]) =>
    texts.within(
      periodText(tier.hoursBefore ?? 0, texts),
      tier.feePercent >= 100 ? texts.noRefund : texts.fee(tier.feePercent),
    );
  if (first.hoursBefore === null) {
    const head = first.feePercent >= 100 ? texts.nonRefundable : texts.feeAnyTime(first.feePercent);
    return `${[head, ...tiers.slice(1).map(within)].join(texts.separator)}${texts.end}`;
  }
  return texts.freeUntil(periodText(first.hoursBefore, texts), tiers.map(within).join(texts.separator));
}

/** True when the policy has a window in which cancelling costs nothing. */
export function hasFreeCancellation(policy: TCancellationPolicySnapshot): boolean {
  return orderedTiers(policy)[0]?.hoursBefore !== null;
}

const HOUR_MS = 3_600_000;

/** The last moment a cancellation is free under the policy; null when it never is. */
export function freeCancellationUntil(policy: TCancellationPolicySnapshot, departureAt: Date): Date | null {
  const first = orderedTiers(policy)[0];
  if (!first) return departureAt;
  if (first.hoursBefore === null) return null;
  return new Date(departureAt.getTime() - first.hoursBefore * HOUR_MS);
}

/** The fee percent that applies `now` under the policy: the latest tier whose window has opened. */
function feePercentAt(policy: TCancellationPolicySnapshot, departureAt: Date, now: Date): number {
  const hoursLeft = (departureAt.getTime() - now.getTime()) / HOUR_MS;
  let feePercent = 0;
  for (const tier of orderedTiers(policy)) {
    if (tier.hoursBefore === null || hoursLeft < tier.hoursBefore) feePercent = tier.feePercent;
  }
  return feePercent;
}

export type TCancellationOutcome =
  | {
      allowed: true;
      /** True while cancelling costs nothing. */
      free: boolean;
      feePercent: number;
      feeAmount: number;
      /** What the traveller gets back of `paidAmount`. */
      refundAmount: number;
      /** ISO instant: the last moment a cancellation is free; null under a policy with no free window. */
      freeUntil: string | null;
    }
  | { allowed: false; reason: 'trip_started' };

/**
 * What cancelling now gives back of `paidAmount` (0 for a booking not paid yet) under the booking's policy.
 * The fee is rounded down to a whole minor unit, so rounding never costs the traveller.
 */
export function cancellationOutcome(input: {
  policy: TCancellationPolicySnapshot;
  paidAmount: number;
  departureAt: Date;
  now: Date;
}): TCancellationOutcome {
  const { policy, paidAmount, departureAt, now } = input;
  if (!Number.isSafeInteger(paidAmount) || paidAmount < 0) {
    throw new RangeError(`The paid amount must be whole minor units, not ${paidAmount}`);
  }
  if (now.getTime() >= departureAt.getTime()) return { allowed: false, reason: 'trip_started' };
  const feePercent = feePercentAt(policy, departureAt, now);
  const feeAmount = Math.floor((paidAmount * feePercent) / 100);
  return {
    allowed: true,
    free: feePercent === 0,
    feePercent,
    feeAmount,
    refundAmount: paidAmount - feeAmount,
    freeUntil: freeCancellationUntil(policy, departureAt)?.toISOString() ?? null,
  };
}

/**
 * The same share of another amount (a PromptPay charge in THB for a booking priced in USD): what the
 * provider gives back of `amount` when `refundAmount` of `totalAmount` is refunded.
 */
export function refundShareOf(amount: number, refund: { refundAmount: number; totalAmount: number }): number {
  if (refund.totalAmount <= 0 || refund.refundAmount >= refund.totalAmount) return amount;
  const feeAmount = refund.totalAmount - refund.refundAmount;
  return amount - Math.floor((amount * feeAmount) / refund.totalAmount);
}

/**
 * Whether a traveller may cancel now: the spec's statuses (isCancellable), and only before the trip departs, as
 * cancellationOutcome judges it. The account offers Cancel by this rule; the server checks it again when asked.
 */
export function isCancellableAt(
  booking: { status: string; startDate: string; outboundDeparture: string | Date | null },
  now: Date,
): boolean {
  return isCancellable(booking.status) && now < departureInstant(booking.startDate, booking.outboundDeparture);
}

/**
 * When the trip departs: the outbound flight's departure when there is one, else the first instant the
 * start date begins anywhere on Earth (UTC+14), so the policy's hours are never counted from too late a moment.
 */
export function departureInstant(startDate: string, outboundDepartureTime: string | Date | null): Date {
  if (outboundDepartureTime) {
    const flight = new Date(outboundDepartureTime);
    if (!Number.isNaN(flight.getTime())) return flight;
  }
  const [year, month, day] = startDate.slice(0, 10).split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day, 0, 0, 0) - 14 * HOUR_MS);
}
