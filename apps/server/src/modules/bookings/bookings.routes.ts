import multipart from '@fastify/multipart';
import { expectRow } from '@tour/db';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BOOKING_MESSAGES,
  MESSAGES,
  PAYMENT_MESSAGES,
  SLIP_MAX_BYTES,
  ZBankTransferFields,
  ZCreateBookingRequest,
  ZPayLaterRequest,
  ZUpdateBookingStatusRequest,
} from '@tour/shared';
import { createBookingFromForm, updateBookingStatus } from './booking-form.service';
import type { TFileStore } from '../../adapters/files/file-store';
import { requireAuth } from '../../http/access';
import { actorOf } from '../audit/audit.service';
import { AppError } from '../../http/app-error';
import { parseWith } from '../../http/validate';
import { ownerOf } from '../../http/session-owner';
import type { TPaymentDeps } from '../payments/payments.service';
import { createBankTransferBooking, payBookingByTransfer, readSlip } from './bank-transfer.service';
import { getBookingConfirmation } from './bookings.service';
import { reserveForLater } from './pay-later.service';

const ZBookingParams = z.object({ bookingId: z.uuid('Booking details not available') });
const ZSessionParams = z.object({ sessionId: z.uuid('Session ID not found') });

/** Reads the bank-transfer form: its text fields and the one slip file. */
async function readSlipForm(request: FastifyRequest) {
  const fields: Record<string, string> = {};
  let slip: { bytes: Buffer; fileName: string } | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
      } else if (part.fieldname === 'paymentSlip') {
        slip = { bytes: await part.toBuffer(), fileName: part.filename };
      } else {
        part.file.resume();
      }
    }
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('VALIDATION_FAILED', PAYMENT_MESSAGES.slipSize, { paymentSlip: PAYMENT_MESSAGES.slipSize });
    }
    // The multipart parser reports a malformed body (no boundary, cut short) as a plain Error without a code.
    if (error instanceof Error && code === undefined) throw new AppError('BAD_REQUEST', MESSAGES.malformedUpload);
    throw error;
  }
  return { fields, slip };
}

export async function bookingRoutes(
  untyped: FastifyInstance,
  deps: TPaymentDeps & { files: TFileStore; writeLimit: number },
) {
  const app = untyped.withTypeProvider<ZodTypeProvider>();
  await app.register(multipart, { limits: { fileSize: SLIP_MAX_BYTES, files: 1, fields: 10, fieldSize: 10_000 } });

  app.post(
    '/api/bookings/bank-transfer',
    { config: { access: 'public', rateLimit: { max: deps.writeLimit, timeWindow: '1 minute' } } },
    async (request, reply) => {
      const { fields, slip } = await readSlipForm(request);
      const input = parseWith(ZBankTransferFields, fields);
      if (!slip || slip.bytes.length === 0) {
        throw new AppError('VALIDATION_FAILED', PAYMENT_MESSAGES.slipRequired, {
          paymentSlip: PAYMENT_MESSAGES.slipRequired,
        });
      }
      const booking = input.bookingId
        ? await payBookingByTransfer(
            deps,
            { bookingId: input.bookingId, slip },
            { ...ownerOf(request), manageToken: input.manageToken ?? null },
          )
        : await createBankTransferBooking(
            deps,
            { sessionId: expectRow(input.sessionId, 'the session id'), customerInfo: input.customerInfo, slip },
            ownerOf(request),
          );
      return reply.status(201).send({ ...booking, message: PAYMENT_MESSAGES.bankTransferBooked });
    },
  );

  /** Reserve now, pay later (DESIGN decision 13): offered when the departure is more than 14 days away. */
  app.post(
    '/api/bookings/pay-later',
    {
      config: { access: 'public', rateLimit: { max: deps.writeLimit, timeWindow: '1 minute' } },
      schema: { body: ZPayLaterRequest },
    },
    async (request, reply) => reply.status(201).send(await reserveForLater(deps, request.body, ownerOf(request))),
  );

  app.post(
    '/api/bookings',
    {
      // Public so that a guest gets the spec's message rather than the generic sign-in one.
      config: { access: 'public', rateLimit: { max: deps.writeLimit, timeWindow: '1 minute' } },
      schema: { body: ZCreateBookingRequest },
      // The spec's sign-in message comes before any complaint about the form.
      preValidation: async (request) => {
        if (!request.auth) throw new AppError('UNAUTHENTICATED', BOOKING_MESSAGES.loginRequired);
      },
    },
    async (request, reply) => {
      const user = requireAuth(request).user;
      return reply.status(201).send(await createBookingFromForm(deps, user, request.body));
    },
  );

  app.patch(
    '/api/bookings/:bookingId/status',
    {
      config: { access: { area: 'manageBookings' } },
      schema: { params: ZBookingParams, body: ZUpdateBookingStatusRequest },
    },
    async (request) =>
      updateBookingStatus(deps, actorOf(request, requireAuth(request).user.id), request.params.bookingId, request.body),
  );

  app.get(
    '/api/bookings/by-session/:sessionId',
    { config: { access: 'public' }, schema: { params: ZSessionParams } },
    async (request) => getBookingConfirmation(deps.db, { sessionId: request.params.sessionId }, ownerOf(request)),
  );

  const bookingRead = { config: { access: 'public' as const }, schema: { params: ZBookingParams } };

  app.get('/api/bookings/:bookingId/confirmation', bookingRead, async (request) =>
    getBookingConfirmation(deps.db, { bookingId: request.params.bookingId }, ownerOf(request)),
  );

  /** The slip is private (DESIGN decision 6): the booking's owner and administrators only. */
  app.get('/api/bookings/:bookingId/slip', bookingRead, async (request, reply) => {
    const { bookingId } = request.params;
    const slip = await readSlip(deps, bookingId, ownerOf(request), request.auth?.user.role === 'admin');
    return reply
      .header('Content-Type', slip.contentType)
      .header('Content-Disposition', `attachment; filename="payment-slip-${bookingId}${slip.extension}"`)
      .header('Cache-Control', 'private, no-store')
      .send(slip.bytes);
  });
}
