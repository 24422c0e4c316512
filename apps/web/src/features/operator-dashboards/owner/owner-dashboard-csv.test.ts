import { describe, expect, it } from 'vitest';
import type { TOwnerDashboard } from '@tour/shared';
import { DASHBOARD_PARTS_TEXTS } from '../../../components/dashboards/texts';
import { DASHBOARD_TEXTS, OWNER_DASHBOARD_TEXTS } from '../texts';
import { majorUnits, ownerDashboardCsv } from './owner-dashboard-csv';

const english = {
  common: DASHBOARD_TEXTS.en,
  owner: OWNER_DASHBOARD_TEXTS.en,
  basisLabels: DASHBOARD_PARTS_TEXTS.en.basis.labels,
};
const thai = {
  common: DASHBOARD_TEXTS.th,
  owner: OWNER_DASHBOARD_TEXTS.th,
  basisLabels: DASHBOARD_PARTS_TEXTS.th.basis.labels,
};

const money = (thb: number, byCurrency: { currency: string; amount: number }[], converted = false) => ({
  thb,
  byCurrency,
  converted,
});

const dashboard: TOwnerDashboard = {
  basis: 'travel',
  today: '2026-03-05',
  cards: {
    revenue: money(
      5_000_000,
      [
        { currency: 'THB', amount: 2_000_000 },
        { currency: 'USD', amount: 90_000 },
      ],
      true,
    ),
    bookings: 3,
    activeTours: 2,
    averageRating: 4.5,
    reviewsCount: 2,
  },
  trend: {
    months: [
      { month: '2026-02', bookings: 1, revenueThb: 2_000_000 },
      { month: '2026-03', bookings: 2, revenueThb: 3_000_000 },
    ],
    growth: { percent: 100, current: 2, earlier: 1 },
  },
  recentBookings: [
    {
      id: 'b1',
      bookingReference: 'CHT-123456',
      customerName: '=HYPERLINK("x")',
      customerEmail: null,
      tourId: 't1',
      tourTitle: 'Phuket, "island" days',
      bookingDate: '2026-03-04T05:00:00.000Z',
      travelDate: '2026-03-20',
      totalAmount: 2_000_000,
      currency: 'THB',
      bookingStatus: 'confirmed',
      paymentStatus: 'completed',
    },
  ],
  topTours: [
    {
      tourId: 't1',
      title: 'Phuket, "island" days',
      label: 'Phuket, "island" days',
      bookings: 1,
      revenueThb: 2_000_000,
    },
  ],
  ratingDistribution: [
    { stars: 5, count: 1 },
    { stars: 4, count: 1 },
  ],
  tours: [
    {
      id: 't1',
      slug: 'phuket',
      title: 'Phuket, "island" days',
      status: 'published',
      price: 1_000_000,
      currency: 'THB',
      bookings: 1,
      revenue: money(2_000_000, [{ currency: 'THB', amount: 2_000_000 }]),
      rating: 4.5,
      reviewsCount: 2,
      lastBookingAt: '2026-03-04T05:00:00.000Z',
    },
    {
      id: null,
      slug: 'draft',
      title: 'Draft',
      status: 'pending',
      price: 5000,
      currency: 'USD',
      bookings: 0,
      revenue: money(0, []),
      rating: null,
      reviewsCount: 0,
      lastBookingAt: null,
    },
  ],
};

describe('the owner dashboard’s Export', () => {
  it('writes amounts in major units of their currency', () => {
    expect(majorUnits(2_000_050, 'THB')).toBe('20000.50');
    expect(majorUnits(90_000, 'USD')).toBe('900.00');
    expect(majorUnits(1500, 'JPY')).toBe('1500');
  });

  it('writes every table of the dashboard, one section after another, quoted and defused', () => {
    const csv = ownerDashboardCsv(dashboard, english);
    expect(csv.startsWith('\uFEFFSummary\r\nFigure,Value\r\n')).toBe(true);
    const lines = csv.slice(1).split('\r\n');
    expect(lines).toContain('Counted by,Travel date');
    expect(lines).toContain('"Total Revenue (THB, converted)",50000.00');
    expect(lines).toContain('Total Revenue by currency,THB 20000.00; USD 900.00');
    expect(lines).toContain('Average Rating,4.5');
    expect(lines).toContain('2026-03,2,30000.00');
    expect(lines).toContain(
      `CHT-123456,"'=HYPERLINK(""x"")","Phuket, ""island"" days",2026-03-04T05:00:00.000Z,2026-03-20,20000.00,THB,Confirmed,Paid`,
    );
    expect(lines).toContain('5 stars,1');
    expect(lines).toContain(
      '"Phuket, ""island"" days",Live,10000.00,THB,1,THB 20000.00,4.5,2,2026-03-04T05:00:00.000Z',
    );
    expect(lines).toContain('Draft,Awaiting approval,50.00,USD,0,,,0,No bookings');
    for (const title of [
      'Revenue trend (last 6 months)',
      'Recent bookings',
      'Top tours',
      'Rating distribution',
      'Your tours',
    ]) {
      const index = lines.indexOf(title);
      expect(index, title).toBeGreaterThan(0);
      expect(lines[index - 1], `a blank line before ${title}`).toBe('');
    }
  });

  it('writes its titles and headings in the language of the page it is made from', () => {
    const csv = ownerDashboardCsv(dashboard, thai);
    expect(csv.startsWith('\uFEFFสรุป\r\nตัวเลข,ค่า\r\n')).toBe(true);
    const lines = csv.slice(1).split('\r\n');
    expect(lines).toContain('นับตาม,วันเดินทาง');
    expect(lines).toContain('5 ดาว,1');
    expect(lines).toContain('Draft,รออนุมัติ,50.00,USD,0,,,0,ไม่มีการจอง');
    // A booking's statuses in words, not codes.
    expect(lines.some((line) => line.startsWith('CHT-123456,') && line.endsWith(',THB,ยืนยันแล้ว,ชำระแล้ว'))).toBe(true);
  });
});
