import { DASHBOARD_MESSAGES } from '@tour/shared';

/** Strings of /dashboard-demo, the access demo page (3-admin.md section 2). */
export const DASHBOARD_DEMO_TEXTS = {
  documentTitle: 'Dashboard Access',
  heading: 'Dashboard Access',
  back: 'Back to account',
  intro: 'Which dashboards your role opens, and the figures within your reach.',
  loading: 'Checking your access',
  loadFailed: DASHBOARD_MESSAGES.loadFailed,
  retry: 'Try again',
  sessionFailed: 'We could not check your session.',
  yourRole: 'Your role',
  signIn: {
    title: 'Sign in to see your dashboard access',
    body: 'The dashboards show tours, bookings and revenue to operators and administrators. Sign in to see which ones your account opens.',
    action: 'Sign In',
  },
  totals: {
    label: 'Totals',
    platform: 'Across the platform',
    own: 'Your tours and their bookings',
    tours: 'Tours',
    bookings: 'Bookings',
    revenue: 'Revenue',
    users: { platform: 'Users', own: 'Travellers' },
    usersHint: { platform: 'Every account', own: 'Who booked your tours' },
    bookingsHint: 'Paid, not cancelled',
    revenueHint: 'Less refunds',
    travellerNote:
      'Tour, booking and revenue figures are for operators and administrators. Your bookings are in your account.',
    yourBookings: 'My bookings',
  },
  access: {
    label: 'Dashboards',
    granted: 'Access Granted',
    denied: 'Access Denied',
    tourOwner: 'Tour-Owner Dashboard',
    tourOwnerWho: 'For wholesale owners',
    admin: 'Admin Dashboard',
    adminWho: 'For administrators',
    open: 'Open dashboard',
  },
  roles: { heading: 'Roles', current: 'Your role' },
} as const;
