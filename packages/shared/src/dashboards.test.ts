import { describe, expect, it } from 'vitest';
import { BOOKING_PAYMENT_STATUSES, type TBookingPaymentStatus } from './booking-transitions';
import { BOOKING_STATUS_VALUES } from './booking-form';
import {
  bookingCounts,
  bookingNetRevenue,
  DASHBOARD_MESSAGES,
  daysBetween,
  dashboardPathFor,
  growthPercent,
  growthWindows,
  lastMonths,
  monthStart,
  SALES_CUSTOM_MAX_DAYS,
  salesPeriodRange,
  topTourName,
  ZSalesDashboardQuery,
} from './dashboards';

describe('what a booking counts for (DESIGN decision 27)', () => {
  it('counts a booking whose payment is completed and that is not cancelled, whatever its other status', () => {
    const counted = BOOKING_STATUS_VALUES.flatMap((bookingStatus) =>
      BOOKING_PAYMENT_STATUSES.filter((paymentStatus: TBookingPaymentStatus) =>
        bookingCounts({ bookingStatus, paymentStatus }),
      ).map((paymentStatus) => `${bookingStatus}/${paymentStatus}`),
    );
    expect(counted).toEqual(
      BOOKING_STATUS_VALUES.filter((status) => status !== 'cancelled').map((status) => `${status}/completed`),
    );
  });

  it('earns the total less what was promised back, never below 0', () => {
    expect(bookingNetRevenue({ totalAmount: 500_000, refundAmount: null })).toBe(500_000);
    expect(bookingNetRevenue({ totalAmount: 500_000, refundAmount: 0 })).toBe(500_000);
    expect(bookingNetRevenue({ totalAmount: 500_000, refundAmount: 125_000 })).toBe(375_000);
    expect(bookingNetRevenue({ totalAmount: 500_000, refundAmount: 500_000 })).toBe(0);
    expect(bookingNetRevenue({ totalAmount: 500_000, refundAmount: 900_000 })).toBe(0);
  });
});

describe('months and days', () => {
  it('lists the last six months by default, oldest first, across a year end', () => {
    expect(lastMonths('2026-03-15')).toEqual(['2025-10', '2025-11', '2025-12', '2026-01', '2026-02', '2026-03']);
    expect(lastMonths('2026-12-31', 2)).toEqual(['2026-11', '2026-12']);
    expect(lastMonths('2026-01-01', 1)).toEqual(['2026-01']);
    expect(lastMonths('2026-01-01', 13)[0]).toBe('2025-01');
  });

  it('counts days with both ends and finds the first day of earlier months', () => {
    expect(daysBetween('2026-03-01', '2026-03-01')).toBe(1);
    expect(daysBetween('2024-02-28', '2024-03-01')).toBe(3);
    expect(daysBetween('2026-01-01', '2026-12-31')).toBe(365);
    expect(monthStart('2026-03-31')).toBe('2026-03-01');
    expect(monthStart('2026-01-15', 1)).toBe('2025-12-01');
  });
});

describe('salesPeriodRange', () => {
  // 18:00 UTC on 31 March is already 1 April in Bangkok.
  const now = new Date('2026-03-31T18:00:00Z');

  it('ends today in Bangkok and covers the period’s days, both ends included', () => {
    expect(salesPeriodRange({ period: '7d' }, now)).toEqual({ from: '2026-03-26', to: '2026-04-01' });
    expect(salesPeriodRange({ period: '30d' }, now)).toEqual({ from: '2026-03-03', to: '2026-04-01' });
    expect(salesPeriodRange({ period: '90d' }, now)).toEqual({ from: '2026-01-02', to: '2026-04-01' });
    expect(daysBetween('2026-01-02', '2026-04-01')).toBe(90);
  });

  it('takes twelve whole months up to today, and a custom range as given', () => {
    expect(salesPeriodRange({ period: '12m' }, now)).toEqual({ from: '2025-05-01', to: '2026-04-01' });
    expect(salesPeriodRange({ period: 'custom', from: '2025-01-01', to: '2025-02-01' }, now)).toEqual({
      from: '2025-01-01',
      to: '2025-02-01',
    });
  });
});

describe('growth', () => {
  it('is the change in counted bookings in percent, one decimal, and unknown without earlier bookings', () => {
    expect(growthPercent(15, 10)).toBe(50);
    expect(growthPercent(5, 10)).toBe(-50);
    expect(growthPercent(10, 3)).toBe(233.3);
    expect(growthPercent(1, 3)).toBe(-66.7);
    expect(growthPercent(7, 7)).toBe(0);
    expect(growthPercent(0, 4)).toBe(-100);
    expect(growthPercent(4, 0)).toBeNull();
    expect(growthPercent(0, 0)).toBeNull();
  });

  it('compares this month with the last on the owner and admin dashboards', () => {
    expect(growthWindows('monthly', '2026-03-10')).toEqual({
      current: { from: '2026-03-01', to: '2026-03-10' },
      earlier: { from: '2026-02-01', to: '2026-02-28' },
    });
    expect(growthWindows('monthly', '2026-01-31')).toEqual({
      current: { from: '2026-01-01', to: '2026-01-31' },
      earlier: { from: '2025-12-01', to: '2025-12-31' },
    });
  });

  it('compares the previous month until today with the month before it on the sales dashboard', () => {
    expect(growthWindows('sales', '2024-03-10')).toEqual({
      current: { from: '2024-02-01', to: '2024-03-10' },
      earlier: { from: '2024-01-01', to: '2024-01-31' },
    });
    expect(growthWindows('sales', '2026-01-05')).toEqual({
      current: { from: '2025-12-01', to: '2026-01-05' },
      earlier: { from: '2025-11-01', to: '2025-11-30' },
    });
  });
});

describe('topTourName', () => {
  it('keeps a name of up to 20 characters and cuts a longer one with an ellipsis', () => {
    expect(topTourName('Kyoto in Autumn')).toBe('Kyoto in Autumn');
    expect(topTourName('Twenty characters!!!')).toBe('Twenty characters!!!');
    expect(topTourName('All-Inclusive Maldives Escape')).toBe('All-Inclusive Maldiv…');
  });
});

describe('dashboardPathFor', () => {
  it('leads each role to its dashboard, and everyone else to the account', () => {
    expect(dashboardPathFor('admin')).toBe('/admin-dashboard');
    expect(dashboardPathFor('wholesale_owner')).toBe('/tour-owner-dashboard');
    expect(dashboardPathFor('wholesaler')).toBe('/tour-owner-dashboard');
    expect(dashboardPathFor('agent')).toBe('/sales-dashboard');
    expect(dashboardPathFor('wholesale_seller')).toBe('/account');
    expect(dashboardPathFor('customer')).toBe('/account');
    expect(dashboardPathFor('registered_customer')).toBe('/account');
    expect(dashboardPathFor(null)).toBe('/account');
    expect(dashboardPathFor('someone-else')).toBe('/account');
  });
});

describe('the sales dashboard query', () => {
  const issuesOf = (input: Record<string, string>) => {
    const parsed = ZSalesDashboardQuery.safeParse(input);
    return parsed.success ? [] : parsed.error.issues.map((issue) => ({ path: issue.path, message: issue.message }));
  };

  it('defaults to the last 30 days by booking date', () => {
    expect(ZSalesDashboardQuery.parse({})).toEqual({ basis: 'booking', period: '30d' });
    expect(ZSalesDashboardQuery.parse({ period: '12m', basis: 'travel' })).toEqual({ basis: 'travel', period: '12m' });
  });

  it('asks for both days of a custom range, in order, covering at most two years', () => {
    expect(issuesOf({ period: 'custom' })).toEqual([
      { path: ['from'], message: DASHBOARD_MESSAGES.customRangeIncomplete },
    ]);
    expect(issuesOf({ period: 'custom', from: '2026-01-01' })).toEqual([
      { path: ['to'], message: 'Choose a start and an end date' },
    ]);
    expect(issuesOf({ period: 'custom', to: '2026-01-01' })).toEqual([
      { path: ['from'], message: 'Choose a start and an end date' },
    ]);
    expect(issuesOf({ period: 'custom', from: '2026-02-01', to: '2026-01-31' })).toEqual([
      { path: ['to'], message: 'The start date must be on or before the end date' },
    ]);
    expect(issuesOf({ period: 'custom', from: '2024-01-01', to: '2025-12-31' })).toEqual([]);
    expect(daysBetween('2024-01-01', '2025-12-31')).toBe(SALES_CUSTOM_MAX_DAYS);
    expect(issuesOf({ period: 'custom', from: '2024-01-01', to: '2026-01-01' })).toEqual([
      { path: ['to'], message: 'A custom range covers at most 731 days' },
    ]);
    expect(issuesOf({ period: 'custom', from: '2026-01-01', to: '2026-01-01' })).toEqual([]);
  });

  it('ignores range days outside a custom period, and refuses an impossible day', () => {
    expect(issuesOf({ period: '7d', from: '2026-02-01', to: '2026-01-31' })).toEqual([]);
    expect(issuesOf({ period: 'custom', from: '2026-02-30', to: '2026-03-01' })).not.toEqual([]);
  });
});
