import { describe, expect, it } from 'vitest';
import type { TOwnerDashboard } from '@tour/shared';
import { debugSnapshotOf, INITIAL_TROUBLESHOOTING, troubleshootingReducer } from './troubleshooting-state';

const dashboard = {
  basis: 'booking',
  today: '2026-03-05',
  cards: {
    revenue: { byCurrency: [], thb: 0, converted: false },
    bookings: 0,
    activeTours: 0,
    averageRating: null,
    reviewsCount: 0,
  },
  trend: { months: [], growth: { percent: null, current: 0, earlier: 0 } },
  recentBookings: [],
  topTours: [],
  ratingDistribution: [],
  tours: [
    {
      id: null,
      slug: 'island-hopping',
      title: 'Island hopping',
      status: 'pending',
      price: 120_000,
      currency: 'THB',
      bookings: 0,
      revenue: { byCurrency: [], thb: 0, converted: false },
      rating: null,
      reviewsCount: 0,
      lastBookingAt: null,
    },
  ],
} satisfies TOwnerDashboard;

describe('the troubleshooting box', () => {
  it('shows what a Debug Fetch brought back, or why it failed', () => {
    let state = troubleshootingReducer(INITIAL_TROUBLESHOOTING, { type: 'debugStarted' });
    expect(state.debug.status).toBe('fetching');
    const snapshot = debugSnapshotOf(dashboard, new Date('2026-03-05T03:00:00Z'));
    expect(snapshot).toMatchObject({ at: '2026-03-05T03:00:00.000Z', tours: 1, pending: 1, bookings: 0 });
    expect(JSON.parse(snapshot.answer).tours[0].slug).toBe('island-hopping');
    state = troubleshootingReducer(state, { type: 'debugDone', snapshot });
    expect(state.debug).toEqual({ status: 'done', snapshot });
    state = troubleshootingReducer(state, { type: 'debugFailed', message: 'Network error' });
    expect(state.debug).toEqual({ status: 'failed', message: 'Network error' });
  });

  it('lists the pending submissions once asked, whatever the Debug Fetch does', () => {
    let state = troubleshootingReducer(INITIAL_TROUBLESHOOTING, { type: 'pendingChecked' });
    state = troubleshootingReducer(state, { type: 'debugStarted' });
    expect(state.pendingShown).toBe(true);
  });
});
