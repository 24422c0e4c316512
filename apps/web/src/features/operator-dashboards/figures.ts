import { formatDate } from '../../lib/format';

const COMPACT_THB = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'THB',
  currencyDisplay: 'narrowSymbol',
  notation: 'compact',
  maximumFractionDigits: 1,
});

/** '฿45.1K': a chart axis's THB figure. */
export function formatThbCompact(satang: number): string {
  return COMPACT_THB.format(satang / 100);
}

const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

function monthParts(month: string): { year: string; name: string } {
  const [year = '', number = '1'] = month.split('-');
  return { year, name: MONTH_NAMES[Number(number) - 1] ?? month };
}

/** '2026-03' → 'Mar 2026'. */
export function formatMonth(month: string): string {
  const { year, name } = monthParts(month);
  return `${name} ${year}`;
}

/** '2026-03' → 'Mar' (a chart's tick; the year is shown where it starts). */
export function shortMonth(month: string): string {
  return monthParts(month).name;
}

/** '4.5': a rating with one decimal. */
export function formatRating(rating: number): string {
  return rating.toFixed(1);
}

/** 'Mar 5, 2026 – Mar 9, 2026': a departure's days. */
export function departureDates(departure: { startDate: string; endDate: string }): string {
  return `${formatDate(departure.startDate)} – ${formatDate(departure.endDate)}`;
}
