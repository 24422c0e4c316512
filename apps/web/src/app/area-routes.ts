import type { LazyRouteFunction, RouteObject } from 'react-router';
import { DASHBOARD_MESSAGES, paths, type TArea } from '@tour/shared';

/**
 * Who may open a page: an area of the role matrix (with the page's own refusal beside the shared one, where the spec
 * gives it), any signed-in user (told so when sent to sign in), or anyone.
 */
export type TAreaRouteGuard = { area: TArea; refusal?: string } | 'signedInNotify' | null;

export type TAreaRoute = { guard: TAreaRouteGuard; path: string; lazy: LazyRouteFunction<RouteObject> };

/**
 * The operator and administrator pages, loaded by the router the first time an address finds no page in the
 * shell (router.tsx), so that each new page here leaves the travellers' first screen as it is. Each page stays
 * its own lazy chunk. The router wraps each in its guard: this module imports nothing of the shell's, since a
 * module that did would have the bundler split the shell's own modules out of the main chunk.
 */
export const areaRoutes: TAreaRoute[] = [
  {
    guard: { area: 'flightDeal' },
    path: paths.flightDeal.pattern,
    lazy: async () => ({ Component: (await import('../features/flight-deal/flight-deal-page')).FlightDealPage }),
  },
  // The tour wizard (2-operator.md section 2); sign-in and role rules with the spec's messages on the page.
  {
    guard: null,
    path: paths.submitTour.pattern,
    lazy: async () => ({ Component: (await import('../features/submit-tour/submit-tour-page')).SubmitTourPage }),
  },
  // The wizard's review page (2-operator.md section 2); its role rules are checked on the page.
  {
    guard: 'signedInNotify',
    path: paths.tourPreview.pattern,
    lazy: async () => ({ Component: (await import('../features/tour-preview/tour-preview-page')).TourPreviewPage }),
  },
  // Edit a live tour (2-operator.md section 2); the server decides whether it is this user's to edit.
  {
    guard: { area: 'editTour' },
    path: paths.editTour.pattern,
    lazy: async () => ({ Component: (await import('../features/edit-tour/edit-tour-page')).EditTourPage }),
  },
  // Company registration by licence (2-operator.md section 2); the server's status decides the redirects.
  {
    guard: null,
    path: paths.submitCompany.pattern,
    lazy: async () => ({
      Component: (await import('../features/submit-company/submit-company-page')).SubmitCompanyPage,
    }),
  },
  // Public: the e-mailed token is the credential.
  {
    guard: null,
    path: paths.verifyLicence.pattern,
    lazy: async () => ({
      Component: (await import('../features/verify-license/verify-license-page')).VerifyLicensePage,
    }),
  },
  {
    guard: { area: 'pendingTours' },
    path: paths.pendingTours.pattern,
    lazy: async () => ({ Component: (await import('../features/pending-tours/pending-tours-page')).PendingToursPage }),
  },
  // The company panel (3-admin.md section 2); its access check with the page's Thai messages is on the page.
  {
    guard: null,
    path: paths.companyManagement.pattern,
    lazy: async () => ({
      Component: (await import('../features/company-management/company-management-page')).CompanyManagementPage,
    }),
  },
  {
    guard: null,
    path: paths.companyStats.pattern,
    lazy: async () => ({
      Component: (await import('../features/company-management/company-stats-page')).CompanyStatsPage,
    }),
  },
  {
    guard: { area: 'accounts' },
    path: paths.accounts.pattern,
    lazy: async () => ({ Component: (await import('../features/accounts/accounts-page')).AccountsPage }),
  },
  {
    guard: { area: 'licenceReview' },
    path: paths.adminLicences.pattern,
    lazy: async () => ({
      Component: (await import('../features/admin-licences/admin-licences-page')).AdminLicencesPage,
    }),
  },
  {
    guard: { area: 'auditLog' },
    path: paths.auditLog.pattern,
    lazy: async () => ({ Component: (await import('../features/audit-log/audit-log-page')).AuditLogPage }),
  },
  {
    guard: { area: 'tourManagement' },
    path: paths.tourManagement.pattern,
    lazy: async () => ({
      Component: (await import('../features/tour-management/tour-management-page')).TourManagementPage,
    }),
  },
  {
    guard: { area: 'invitations' },
    path: paths.invitations.pattern,
    lazy: async () => ({ Component: (await import('../features/invitations/invitations-page')).InvitationsPage }),
  },
  // The money desks (issue 22): transfers to verify and refunds to pay back, and every booking.
  {
    guard: { area: 'manageBookings' },
    path: paths.paymentVerification.pattern,
    lazy: async () => ({
      Component: (await import('../features/payment-verification/payment-verification-page')).PaymentVerificationPage,
    }),
  },
  {
    guard: { area: 'manageBookings' },
    path: paths.adminBookings.pattern,
    lazy: async () => ({
      Component: (await import('../features/admin-bookings/admin-bookings-page')).AdminBookingsPage,
    }),
  },
  {
    guard: { area: 'manageBookings' },
    path: paths.adminBooking.pattern,
    lazy: async () => ({ Component: (await import('../features/admin-bookings/admin-booking-page')).AdminBookingPage }),
  },
  // Reviews (issue 23). The e-mailed private link: the token is the credential, no account needed.
  {
    guard: null,
    path: paths.writeReview.pattern,
    lazy: async () => ({ Component: (await import('../features/write-review/write-review-page')).WriteReviewPage }),
  },
  // "Write a review" on a past booking in the traveller's account.
  {
    guard: 'signedInNotify',
    path: paths.accountReview.pattern,
    lazy: async () => ({
      Component: (await import('../features/write-review/account-review-page')).AccountReviewPage,
    }),
  },
  // The operator's replies, and the administrators' moderation queue.
  {
    guard: { area: 'operatorTools' },
    path: paths.operatorReviews.pattern,
    lazy: async () => ({
      Component: (await import('../features/operator-reviews/operator-reviews-page')).OperatorReviewsPage,
    }),
  },
  // The dashboards (issue 24). The admin dashboard adds 'Admin access required.' to the refusal (3-admin.md section 6).
  {
    guard: { area: 'adminDashboard', refusal: DASHBOARD_MESSAGES.adminRequired },
    path: paths.adminDashboard.pattern,
    lazy: async () => ({
      Component: (await import('../features/admin-dashboard/admin-dashboard-page')).AdminDashboardPage,
    }),
  },
  // Anyone: visitors see the sign-in prompt on the page.
  {
    guard: null,
    path: paths.dashboardDemo.pattern,
    lazy: async () => ({
      Component: (await import('../features/dashboard-demo/dashboard-demo-page')).DashboardDemoPage,
    }),
  },
  {
    guard: { area: 'reviewModeration' },
    path: paths.reviewModeration.pattern,
    lazy: async () => ({
      Component: (await import('../features/review-moderation/review-moderation-page')).ReviewModerationPage,
    }),
  },
  // The operators' dashboards (issue 24): figures by booking or travel date, a tour's departures and manifests.
  {
    guard: { area: 'tourOwnerDashboard' },
    path: paths.tourOwnerDashboard.pattern,
    lazy: async () => ({
      Component: (await import('../features/operator-dashboards/owner/owner-dashboard-page')).OwnerDashboardPage,
    }),
  },
  {
    guard: { area: 'salesDashboard' },
    path: paths.salesDashboard.pattern,
    lazy: async () => ({
      Component: (await import('../features/operator-dashboards/sales/sales-dashboard-page')).SalesDashboardPage,
    }),
  },
  // The server also requires the tour (the departure's tour) to be the operator's or their company's.
  {
    guard: { area: 'tourBookings' },
    path: paths.tourDepartures.pattern,
    lazy: async () => ({
      Component: (await import('../features/operator-dashboards/departures/tour-departures-page')).TourDeparturesPage,
    }),
  },
  {
    guard: { area: 'tourBookings' },
    path: paths.departureManifest.pattern,
    lazy: async () => ({
      Component: (await import('../features/operator-dashboards/departures/departure-manifest-page'))
        .DepartureManifestPage,
    }),
  },
];
