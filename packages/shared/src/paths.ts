/**
 * The web app's pages: the router registers their patterns, links and redirects build their hrefs, and
 * the server builds e-mailed links from them (`${APP_URL}${paths.manageBooking.href({ token })}`).
 */
type TParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | TParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

type TSearch = Record<string, string | number | boolean | null | undefined>;

type THrefArgs<P extends string> = [TParamNames<P>] extends [never]
  ? [search?: TSearch, hash?: string]
  : [params: Record<TParamNames<P>, string>, search?: TSearch, hash?: string];

export type TPage<P extends string> = { readonly pattern: P; href: (...args: THrefArgs<P>) => string };

function withSearch(path: string, search: TSearch | undefined, hash: string | undefined): string {
  const text = Object.entries(search ?? {})
    .filter(([, value]) => value !== undefined && value !== null)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`)
    .join('&');
  return `${path}${text ? `?${text}` : ''}${hash ? `#${hash}` : ''}`;
}

function page<const P extends string>(pattern: P): TPage<P> {
  const hasParams = pattern.includes(':');
  return {
    pattern,
    href: (...args: unknown[]) => {
      const [params, search, hash] = (hasParams ? args : [{}, ...args]) as [Record<string, string>, TSearch, string];
      const path = pattern.replace(/:([A-Za-z]+)/g, (_segment, name: string) => encodeURIComponent(params[name] ?? ''));
      return withSearch(path, search, hash);
    },
  };
}

export const paths = {
  home: page('/'),
  tours: page('/tours'),
  tour: page('/tours/:slug'),
  bookingForm: page('/tours/:slug/book'),
  reviewPayment: page('/tours/:slug/payment'),
  checkout: page('/tours/:slug/book/:sessionId'),
  bookingSession: page('/booking/session/:sessionId'),
  bookingSuccess: page('/booking-success'),
  bookingConfirmation: page('/booking-confirmation'),
  bookingById: page('/booking/confirmation/:bookingId'),
  manageBooking: page('/booking/manage/:token'),
  /** The e-mailed private link to review a trip (issue 23): works without signing in, for 60 days. */
  writeReview: page('/review/:token'),
  /** The same review page for the signed-in traveller, from "Write a review" on a past booking in their account. */
  accountReview: page('/account/bookings/:bookingId/review'),
  findBooking: page('/booking/find'),
  auth: page('/auth'),
  verifyEmail: page('/auth/verify-email'),
  account: page('/account'),
  flightDeal: page('/FlightDeal'),
  submitTour: page('/submit-tour'),
  tourPreview: page('/tour-preview'),
  editTour: page('/edit-tour/:slug'),
  submitCompany: page('/submit-company'),
  verifyLicence: page('/verify-license'),
  pendingTours: page('/pending-tours'),
  companyManagement: page('/company-management'),
  companyStats: page('/company-management/stats'),
  adminLicences: page('/admin/licences'),
  auditLog: page('/audit-log'),
  tourManagement: page('/tour-management'),
  terms: page('/terms'),
  privacy: page('/privacy'),
  devMailbox: page('/dev/mailbox'),
  dashboardDemo: page('/dashboard-demo'),
  tourOwnerDashboard: page('/tour-owner-dashboard'),
  /** The sales dashboard (3-admin.md: route not shown): wholesale owners and agents. */
  salesDashboard: page('/sales-dashboard'),
  /** An operator's tour: its departures, each with its bookings (issue 24). */
  tourDepartures: page('/dashboard/tours/:tourId/departures'),
  /** A departure's manifest: guests, contacts, special requests and payment status; printable, CSV. */
  departureManifest: page('/dashboard/departures/:tourDateId/manifest'),
  adminDashboard: page('/admin-dashboard'),
  accounts: page('/accounts'),
  invitations: page('/invitations'),
  /** The verification desk: transfers awaiting verification, and refunds to pay back by transfer. */
  paymentVerification: page('/admin/payments'),
  adminBookings: page('/admin/bookings'),
  adminBooking: page('/admin/bookings/:bookingId'),
  /** The moderation queue of travellers' reviews (issue 23): held by the rules, or reported. */
  reviewModeration: page('/admin/reviews'),
  /** The operator's reviews of their tours, each with its one public reply (issue 23). */
  operatorReviews: page('/tour-reviews'),
} as const;

/** The pages search engines may index (robots.txt, the sitemap); every other page is a step, an account or an area. */
export const INDEXED_PAGES = [paths.home, paths.tours, paths.tour, paths.terms, paths.privacy] as const;
