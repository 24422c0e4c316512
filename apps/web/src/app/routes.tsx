import { paths } from '@tour/shared';
import type { RouteObject } from 'react-router';
import { PageSpinner } from '../components/ui/spinner';
import type { TAreaRoute } from './area-routes';
import { RequireArea, RequireAuth } from './guards';
import { RootLayout } from './layouts/root-layout';
import { RouteError } from './route-error';

/** The routes the server renders (entry-server.tsx); the other pages are rendered in the browser only. */
export const SERVER_RENDERED = { home: 'home', tours: 'tours', tour: 'tour', notFound: 'not-found' } as const;

/** The route that holds the pages; the operator and administrator pages join it when first needed. */
export const PAGES_ROUTE_ID = 'pages';

/**
 * The route table (1-traveller.md section 2). The shell (layout, header, footer, guards) is in the main
 * bundle; every page is a lazy route so each area is its own chunk. The operator and administrator pages are
 * listed in area-routes.ts, itself loaded lazily, so that the shell's table does not grow with each of them.
 */
export const routes: RouteObject[] = [
  {
    path: paths.home.pattern,
    Component: RootLayout,
    HydrateFallback: () => <PageSpinner />,
    errorElement: <RouteError />,
    children: [
      {
        id: PAGES_ROUTE_ID,
        errorElement: <RouteError />,
        children: [
          {
            id: SERVER_RENDERED.home,
            index: true,
            lazy: async () => ({ Component: (await import('../features/home/home-page')).HomePage }),
          },
          {
            id: SERVER_RENDERED.tours,
            path: paths.tours.pattern,
            lazy: async () => ({
              Component: (await import('../features/search/search-results-page')).SearchResultsPage,
            }),
          },
          {
            id: SERVER_RENDERED.tour,
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
            id: SERVER_RENDERED.notFound,
            path: '*',
            lazy: async () => ({ Component: (await import('../features/not-found/not-found-page')).NotFoundPage }),
          },
        ],
      },
    ],
  },
];

export function guardedRoute({ guard, path, lazy }: TAreaRoute): RouteObject {
  const page: RouteObject = { path, lazy };
  if (guard === null) return page;
  const element =
    guard === 'signedInNotify' ? <RequireAuth notify /> : <RequireArea area={guard.area} refusal={guard.refusal} />;
  return { element, children: [page] };
}
