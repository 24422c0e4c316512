import { paths } from '@tour/shared';
import { createBrowserRouter } from 'react-router';
import { PageSpinner } from '../components/ui/spinner';
import { RequireArea, RequireAuth } from './guards';
import { RootLayout } from './layouts/root-layout';
import { RouteError } from './route-error';

/**
 * The route table (1-traveller.md section 2). The shell (layout, header, footer, guards) is in the main
 * bundle; every page is a lazy route so each area, operator and admin included, is its own chunk.
 * Operator and admin routes go inside `<RequireArea area=…>` elements the same way.
 */
export const router = createBrowserRouter([
  {
    path: paths.home.pattern,
    Component: RootLayout,
    HydrateFallback: () => <PageSpinner />,
    errorElement: <RouteError />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          {
            index: true,
            lazy: async () => ({ Component: (await import('../features/home/home-page')).HomePage }),
          },
          {
            path: paths.tours.pattern,
            lazy: async () => ({
              Component: (await import('../features/search/search-results-page')).SearchResultsPage,
            }),
          },
          {
            path: paths.tour.pattern,
            lazy: async () => ({ Component: (await import('../features/tours/tour-detail-page')).TourDetailPage }),
          },
          {
            path: paths.bookingForm.pattern,
            lazy: async () => ({
              Component: (await import('../features/booking-form/booking-form-page')).BookingFormPage,
            }),
          },
          {
            path: paths.reviewPayment.pattern,
            lazy: async () => ({
              Component: (await import('../features/review-payment/review-payment-page')).ReviewPaymentPage,
            }),
          },
          {
            path: paths.checkout.pattern,
            lazy: async () => ({ Component: (await import('../features/checkout/checkout-page')).CheckoutPage }),
          },
          {
            path: paths.bookingSession.pattern,
            lazy: async () => ({
              Component: (await import('../features/booking-session/booking-session-page')).BookingSessionPage,
            }),
          },
          {
            path: paths.bookingSuccess.pattern,
            lazy: async () => ({
              Component: (await import('../features/booking-confirmation/booking-success-page')).BookingSuccessPage,
            }),
          },
          {
            path: paths.bookingConfirmation.pattern,
            lazy: async () => ({
              Component: (await import('../features/booking-confirmation/booking-confirmation-page'))
                .BookingConfirmationPage,
            }),
          },
          {
            path: paths.bookingById.pattern,
            lazy: async () => ({
              Component: (await import('../features/booking-confirmation/booking-confirmation-by-id-page'))
                .BookingConfirmationByIdPage,
            }),
          },
          {
            path: paths.manageBooking.pattern,
            lazy: async () => ({
              Component: (await import('../features/manage-booking/manage-booking-page')).ManageBookingPage,
            }),
          },
          {
            path: paths.findBooking.pattern,
            lazy: async () => ({
              Component: (await import('../features/manage-booking/find-booking-page')).FindBookingPage,
            }),
          },
          {
            path: paths.auth.pattern,
            lazy: async () => ({ Component: (await import('../features/auth/auth-page')).AuthPage }),
          },
          {
            path: paths.verifyEmail.pattern,
            lazy: async () => ({
              Component: (await import('../features/auth/verify-email-page')).VerifyEmailPage,
            }),
          },
          {
            element: <RequireAuth />,
            children: [
              {
                path: paths.account.pattern,
                lazy: async () => ({ Component: (await import('../features/account/account-page')).AccountPage }),
              },
            ],
          },
          {
            element: <RequireArea area="flightDeal" />,
            children: [
              {
                path: paths.flightDeal.pattern,
                lazy: async () => ({
                  Component: (await import('../features/flight-deal/flight-deal-page')).FlightDealPage,
                }),
              },
            ],
          },
          {
            // The tour wizard (2-operator.md section 2); sign-in and role rules with the spec's messages on the page.
            path: paths.submitTour.pattern,
            lazy: async () => ({
              Component: (await import('../features/submit-tour/submit-tour-page')).SubmitTourPage,
            }),
          },
          {
            // The wizard's review page (2-operator.md section 2); its role rules are checked on the page.
            element: <RequireAuth notify />,
            children: [
              {
                path: paths.tourPreview.pattern,
                lazy: async () => ({
                  Component: (await import('../features/tour-preview/tour-preview-page')).TourPreviewPage,
                }),
              },
            ],
          },
          {
            // Edit a live tour (2-operator.md section 2); the server decides whether it is this user's to edit.
            element: <RequireArea area="editTour" />,
            children: [
              {
                path: paths.editTour.pattern,
                lazy: async () => ({
                  Component: (await import('../features/edit-tour/edit-tour-page')).EditTourPage,
                }),
              },
            ],
          },
          {
            // Company registration by licence (2-operator.md section 2); the server's status decides the redirects.
            path: paths.submitCompany.pattern,
            lazy: async () => ({
              Component: (await import('../features/submit-company/submit-company-page')).SubmitCompanyPage,
            }),
          },
          {
            // Public: the e-mailed token is the credential.
            path: paths.verifyLicence.pattern,
            lazy: async () => ({
              Component: (await import('../features/verify-license/verify-license-page')).VerifyLicensePage,
            }),
          },
          {
            element: <RequireArea area="pendingTours" />,
            children: [
              {
                path: paths.pendingTours.pattern,
                lazy: async () => ({
                  Component: (await import('../features/pending-tours/pending-tours-page')).PendingToursPage,
                }),
              },
            ],
          },
          {
            // The company panel (3-admin.md section 2); its access check with the page's Thai messages is on the page.
            path: paths.companyManagement.pattern,
            lazy: async () => ({
              Component: (await import('../features/company-management/company-management-page')).CompanyManagementPage,
            }),
          },
          {
            path: paths.companyStats.pattern,
            lazy: async () => ({
              Component: (await import('../features/company-management/company-stats-page')).CompanyStatsPage,
            }),
          },
          {
            element: <RequireArea area="accounts" />,
            children: [
              {
                path: paths.accounts.pattern,
                lazy: async () => ({
                  Component: (await import('../features/accounts/accounts-page')).AccountsPage,
                }),
              },
            ],
          },
          {
            element: <RequireArea area="licenceReview" />,
            children: [
              {
                path: paths.adminLicences.pattern,
                lazy: async () => ({
                  Component: (await import('../features/admin-licences/admin-licences-page')).AdminLicencesPage,
                }),
              },
            ],
          },
          {
            element: <RequireArea area="auditLog" />,
            children: [
              {
                path: paths.auditLog.pattern,
                lazy: async () => ({
                  Component: (await import('../features/audit-log/audit-log-page')).AuditLogPage,
                }),
              },
            ],
          },
          {
            element: <RequireArea area="tourManagement" />,
            children: [
              {
                path: paths.tourManagement.pattern,
                lazy: async () => ({
                  Component: (await import('../features/tour-management/tour-management-page')).TourManagementPage,
                }),
              },
            ],
          },
          {
            element: <RequireArea area="invitations" />,
            children: [
              {
                path: paths.invitations.pattern,
                lazy: async () => ({
                  Component: (await import('../features/invitations/invitations-page')).InvitationsPage,
                }),
              },
            ],
          },
          {
            path: paths.terms.pattern,
            lazy: async () => ({ Component: (await import('../features/legal/terms-page')).TermsPage }),
          },
          {
            path: paths.privacy.pattern,
            lazy: async () => ({ Component: (await import('../features/legal/privacy-page')).PrivacyPage }),
          },
          {
            path: paths.devMailbox.pattern,
            lazy: async () => ({ Component: (await import('../features/dev-mailbox/mailbox-page')).MailboxPage }),
          },
          {
            path: '*',
            lazy: async () => ({ Component: (await import('../features/not-found/not-found-page')).NotFoundPage }),
          },
        ],
      },
    ],
  },
]);
