import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { BOOKING_MESSAGES, PAYMENT_MESSAGES, SLIP_MAX_BYTES, ZBankTransferFields, ZCreateBookingRequest, ZUpdateBookingStatusRequest } from '@tour/shared';
import { createBookingFromForm, updateBookingStatus } from './booking-form.service';
import type { TFileStore } from '../../adapters/files/file-store';
import { AppError } from '../../http/app-error';
import { parseWith } from '../../http/validate';
import { ownerOf } from '../booking-sessions/booking-sessions.routes';
import type { TPaymentDeps } from '../payments/payments.service';
import { createBankTransferBooking, readSlip } from './bank-transfer.service';
import { getBookingConfirmation } from './bookings.service';

const ZBookingParams = z.object({ bookingId: z.uuid('Booking details not available') });
const ZSessionParams = z.object({ sessionId: z.uuid('Session ID not found') });

export async function bookingRoutes(app: FastifyInstance, deps: TPaymentDeps & { files: TFileStore; writeLimit: number }) {
  await app.register(multipart, { limits: { fileSize: SLIP_MAX_BYTES, files: 1, fields: 10, fieldSize: 10_000 } });

  app.post(
    '/api/bookings/bank-transfer',
    { config: { access: 'public', rateLimit: { max: deps.writeLimit, timeWindow: '1 minute' } } },
    async (request, reply) => {
      const fields: Record<string, string> = {};
      let slip: { bytes: Buffer; fileName: string } | null = null;
      for await (const part of request.parts()) {
        if (part.type === 'file') {
          if (part.fieldname !== 'paymentSlip') {
            part.file.resume();
            continue;
          }
          try {
            slip = { bytes: await part.toBuffer(), fileName: part.filename };
          } catch (error) {
            if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
              throw new AppError('VALIDATION_FAILED', PAYMENT_MESSAGES.slipSize, { paymentSlip: PAYMENT_MESSAGES.slipSize });
            }
            throw error;
          }
        } else {
          fields[part.fieldname] = String(part.value);
        }
      }
      const input = parseWith(ZBankTransferFields, fields);
      if (!slip || slip.bytes.length === 0) {
        throw new AppError('VALIDATION_FAILED', PAYMENT_MESSAGES.slipRequired, { paymentSlip: PAYMENT_MESSAGES.slipRequired });
      }
      const booking = await createBankTransferBooking(deps, { ...input, slip }, ownerOf(request));
      return reply.status(201).send({ ...booking, message: PAYMENT_MESSAGES.bankTransferBooked });
    },
  );

  app.post('/api/bookings', { config: { access: 'public', rateLimit: { max: deps.writeLimit, timeWindow: '1 minute' } } }, async (request, reply) => {
    if (!request.auth) throw new AppError('UNAUTHENTICATED', BOOKING_MESSAGES.loginRequired);
    const input = parseWith(ZCreateBookingRequest, request.body);
    return reply.status(201).send(await createBookingFromForm(deps, request.auth.user, input));
  });

  app.patch('/api/bookings/:bookingId/status', { config: { access: { area: 'manageBookings' } } }, async (request) => {
    const { bookingId } = parseWith(ZBookingParams, request.params);
    return updateBookingStatus(deps, bookingId, parseWith(ZUpdateBookingStatusRequest, request.body));
  });

  app.get('/api/bookings/by-session/:sessionId', { config: { access: 'public' } }, async (request) => {
    const { sessionId } = parseWith(ZSessionParams, request.params);
    return getBookingConfirmation(deps.db, { sessionId }, ownerOf(request));
  });

  app.get('/api/bookings/:bookingId/confirmation', { config: { access: 'public' } }, async (request) => {
    const { bookingId } = parseWith(ZBookingParams, request.params);
    return getBookingConfirmation(deps.db, { bookingId }, ownerOf(request));
  });

  /** The slip is private (DESIGN decision 6): the booking's owner and administrators only. */
  app.get('/api/bookings/:bookingId/slip', { config: { access: 'public' } }, async (request, reply) => {
    const { bookingId } = parseWith(ZBookingParams, request.params);
    const slip = await readSlip(deps, bookingId, ownerOf(request), request.auth?.user.role === 'admin');
    return reply
      .header('Content-Type', slip.contentType)
      .header('Content-Disposition', `attachment; filename="payment-slip-${bookingId}${slip.extension}"`)
      .header('Cache-Control', 'private, no-store')
      .send(slip.bytes);
  });
}
