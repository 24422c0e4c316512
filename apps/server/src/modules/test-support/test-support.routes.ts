import type { FastifyInstance } from 'fastify';
import {
  ageTestTourImage,
  createTestCompany,
  createTestDeparture,
  createTestInvitation,
  createTestTrip,
  createTestSparseTour,
  expireTestLicenceLinks,
  hideTestTour,
  listTestRouteAccess,
  moveTestLicenceExpiry,
  moveTestPaymentDeadline,
  runTestLicenceWatch,
  runTestDashboardSummary,
  runTestPaymentDeadlines,
  runTestReviewRequests,
} from '@tour/shared';
import type { TDb } from '@tour/db';
import type { TClock } from '../../clock';
import { AppError } from '../../http/app-error';
import { serveEndpoint } from '../../http/endpoint-route';
import { issueInvitation } from '../invitations/invitations.service';
import { moveReservationDeadline, runPaymentDeadlines } from '../payments/payment-deadlines.service';
import { moveLicenceExpiry, runLicenceWatch } from '../licence-watch/licence-watch.service';
import { expireVerificationLinksForTest } from '../company-registration/company-registration.service';
import { runReviewRequests } from '../reviews/review-requests.service';
import { runDashboardSummaryCheck } from '../dashboard-summary/dashboard-summary.service';
import * as testSupport from './test-support.service';

/**
 * Registered only when NODE_ENV=test: lets browser tests set up what an admin screen would, and bring a
 * reservation's deadline forward and run the deadline job at once rather than wait days for it.
 */
export async function testSupportRoutes(
  app: FastifyInstance,
  deps: { db: TDb; clock: TClock; appUrl: string; appName: string; secret: string },
) {
  const testOnly = { access: 'testOnly' as const };

  serveEndpoint(app, createTestInvitation, testOnly, async (request) => {
    const now = deps.clock.now();
    const { email, role, expiresInMs } = request.body;
    const { token } = await issueInvitation(deps.db, deps.secret, {
      email,
      role,
      createdBy: null,
      now,
      expiresAt: new Date(now.getTime() + expiresInMs),
    });
    return { token };
  });

  serveEndpoint(app, moveTestPaymentDeadline, testOnly, async (request) => {
    const moved = await moveReservationDeadline(deps.db, request.params.bookingId, new Date(request.body.deadline));
    if (!moved) throw new AppError('NOT_FOUND', 'No unpaid reservation with this id');
    return { paymentDeadline: new Date(request.body.deadline).toISOString() };
  });

  serveEndpoint(app, runTestPaymentDeadlines, testOnly, async () => runPaymentDeadlines(deps));

  serveEndpoint(app, runTestLicenceWatch, testOnly, async () => runLicenceWatch(deps));

  serveEndpoint(app, runTestReviewRequests, testOnly, async () => runReviewRequests(deps));

  /** The nightly dashboard-summary check now, whatever the hour; it logs as the job does. */
  serveEndpoint(app, runTestDashboardSummary, testOnly, async (request) =>
    runDashboardSummaryCheck({ ...deps, log: request.log }),
  );

  serveEndpoint(app, createTestTrip, testOnly, async (request) => {
    const trip = await testSupport.createTestTrip(deps.db, { now: deps.clock.now(), ...request.body });
    if (!trip) throw new AppError('NOT_FOUND', 'No tour with this slug');
    return trip;
  });

  serveEndpoint(app, moveTestLicenceExpiry, testOnly, async (request) => {
    const moved = await moveLicenceExpiry(deps, request.body.licenseId, request.body.expiryDate);
    if (!moved) throw new AppError('NOT_FOUND', 'No licence with this number');
    return { licenseId: request.body.licenseId, expiryDate: request.body.expiryDate };
  });

  serveEndpoint(app, createTestDeparture, testOnly, async (request) =>
    testSupport.createTestDeparture(deps.db, { now: deps.clock.now(), ...request.body }),
  );

  serveEndpoint(app, createTestCompany, testOnly, async (request) => {
    const company = await testSupport.createTestCompany(deps.db, request.body);
    if (!company) throw new AppError('NOT_FOUND', 'No account with the owner e-mail');
    return company;
  });

  serveEndpoint(app, createTestSparseTour, testOnly, async () => testSupport.createSparseTestTour(deps.db));

  serveEndpoint(app, hideTestTour, testOnly, async (request) =>
    testSupport.hideTestDeparture(deps.db, request.params.tourId),
  );

  serveEndpoint(app, ageTestTourImage, testOnly, async (request) => {
    const aged = await testSupport.ageTestUpload(deps.db, request.params.id, request.body.ms);
    if (!aged) throw new AppError('NOT_FOUND', 'No upload with this id');
    return aged;
  });

  /** Licence confirmation links expire now, so e2e can reach TOKEN_EXPIRED while the form is open. */
  serveEndpoint(app, expireTestLicenceLinks, testOnly, async (request) =>
    expireVerificationLinksForTest(deps, request.body.licenseId),
  );

  serveEndpoint(app, listTestRouteAccess, testOnly, async () => ({
    routes: app.apiRoutes.map((route) => ({
      method: route.method,
      path: route.url,
      access: typeof route.access === 'object' ? ('area' as const) : route.access,
      area: typeof route.access === 'object' ? route.access.area : null,
    })),
  }));
}
