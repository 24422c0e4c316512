import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TDb } from '@tour/db';
import type { TClock } from '../../clock';
import { AppError } from '../../http/app-error';
import { createInvitation } from '../invitations/invitations.service';
import { moveReservationDeadline, runPaymentDeadlines } from '../payments/payment-deadlines.service';
import { moveLicenceExpiry, runLicenceWatch } from '../licence-watch/licence-watch.service';
import { expireVerificationLinksForTest } from '../company-registration/company-registration.service';
import { ageTestUpload, createTestDeparture, hideTestDeparture } from './test-support.service';

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

const ZTestInvitationRequest = z.object({
  email: z.email(),
  /** Negative for an invitation that has already expired. */
  expiresInMs: z
    .number()
    .int()
    .min(-YEAR_MS)
    .max(YEAR_MS)
    .default(7 * 24 * 60 * 60 * 1000),
  /** The invited role; operators' tests need agents as well as wholesale owners. */
  role: z.enum(['wholesale_owner', 'agent', 'wholesale_seller']).default('wholesale_owner'),
});

const ZTestDeadlineParams = z.object({ bookingId: z.uuid() });
const ZTestTourParams = z.object({ tourId: z.uuid() });
const ZTestDepartureRequest = z.object({
  daysFromNow: z.number().int().min(0).max(400),
  days: z.number().int().min(1).max(30).default(5),
  spots: z.number().int().min(1).max(50).default(10),
  /** Spots of further departures, a week apart after the first. */
  moreDepartures: z.array(z.number().int().min(1).max(50)).max(4).default([]),
});
const ZTestDeadlineRequest = z.object({ deadline: z.iso.datetime() });
const ZTestUploadParams = z.object({ id: z.uuid() });
const ZTestAgeRequest = z.object({ ms: z.number().int().min(0).max(YEAR_MS) });
const ZTestLicenceExpiryRequest = z.object({ licenseId: z.string().min(1).max(40), expiryDate: z.iso.date() });

/**
 * Registered only when NODE_ENV=test: lets browser tests set up what an admin screen would, and bring a
 * reservation's deadline forward and run the deadline job at once rather than wait days for it.
 */
export async function testSupportRoutes(
  untyped: FastifyInstance,
  deps: { db: TDb; clock: TClock; appUrl: string; appName: string },
) {
  const app = untyped.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/api/test/invitations',
    { config: { access: 'testOnly' }, schema: { body: ZTestInvitationRequest } },
    async (request) => {
      const now = deps.clock.now();
      const { email, role, expiresInMs } = request.body;
      return createInvitation(deps.db, {
        email,
        role,
        createdBy: null,
        now,
        expiresAt: new Date(now.getTime() + expiresInMs),
      });
    },
  );

  app.post(
    '/api/test/bookings/:bookingId/payment-deadline',
    { config: { access: 'testOnly' }, schema: { params: ZTestDeadlineParams, body: ZTestDeadlineRequest } },
    async (request) => {
      const moved = await moveReservationDeadline(deps.db, request.params.bookingId, new Date(request.body.deadline));
      if (!moved) throw new AppError('NOT_FOUND', 'No unpaid reservation with this id');
      return { paymentDeadline: new Date(request.body.deadline).toISOString() };
    },
  );

  app.post('/api/test/jobs/payment-deadlines', { config: { access: 'testOnly' } }, async () =>
    runPaymentDeadlines(deps),
  );

  app.post('/api/test/jobs/licence-watch', { config: { access: 'testOnly' } }, async () => runLicenceWatch(deps));

  app.post(
    '/api/test/licences/expiry',
    { config: { access: 'testOnly' }, schema: { body: ZTestLicenceExpiryRequest } },
    async (request) => {
      const moved = await moveLicenceExpiry(deps, request.body.licenseId, request.body.expiryDate);
      if (!moved) throw new AppError('NOT_FOUND', 'No licence with this number');
      return { licenseId: request.body.licenseId, expiryDate: request.body.expiryDate };
    },
  );

  app.post(
    '/api/test/departures',
    { config: { access: 'testOnly' }, schema: { body: ZTestDepartureRequest } },
    async (request) => createTestDeparture(deps.db, { now: deps.clock.now(), ...request.body }),
  );

  app.post(
    '/api/test/tours/:tourId/hide',
    { config: { access: 'testOnly' }, schema: { params: ZTestTourParams } },
    async (request) => hideTestDeparture(deps.db, request.params.tourId),
  );

  app.post(
    '/api/test/tour-images/:id/age',
    { config: { access: 'testOnly' }, schema: { params: ZTestUploadParams, body: ZTestAgeRequest } },
    async (request) => {
      const aged = await ageTestUpload(deps.db, request.params.id, request.body.ms);
      if (!aged) throw new AppError('NOT_FOUND', 'No upload with this id');
      return aged;
    },
  );

  /** Licence confirmation links expire now, so e2e can reach TOKEN_EXPIRED while the form is open. */
  app.post(
    '/api/test/licence-links/expire',
    { config: { access: 'testOnly' }, schema: { body: z.object({ licenseId: z.string().min(1).max(40) }) } },
    async (request) => expireVerificationLinksForTest(deps, request.body.licenseId),
  );
}
