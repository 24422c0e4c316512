import multipart from '@fastify/multipart';
import { expectRow } from '@tour/db';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  downloadPaymentSlip,
  MESSAGES,
  PAYMENT_MESSAGES,
  payByBankTransfer,
  reservePayLater,
  SLIP_MAX_BYTES,
} from '@tour/shared';
import { AppError } from '../../http/app-error';
import { serveEndpoint } from '../../http/endpoint-route';
import { requestLanguage } from '../../http/request-language';
import { ownerOf } from '../../http/session-owner';
import { parseWith } from '../../http/validate';
import {
  createBankTransferBooking,
  payBookingByTransfer,
  readSlip,
  type TBankTransferDeps,
} from './bank-transfer.service';
import { reserveForLater } from './pay-later.service';

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

/**
 * Paying a booking without a card provider, under the paths the spec names for bookings: bank transfer with
 * its slip (and the private slip's download), and Reserve now, pay later.
 */
export async function bookingPaymentRoutes(app: FastifyInstance, deps: TBankTransferDeps & { writeLimit: number }) {
  await app.register(multipart, { limits: { fileSize: SLIP_MAX_BYTES, files: 1, fields: 10, fieldSize: 10_000 } });
  const payer = { access: 'public' as const, rateLimit: { max: deps.writeLimit, timeWindow: '1 minute' } };

  serveEndpoint(app, payByBankTransfer, payer, async (request, reply) => {
    const { fields, slip } = await readSlipForm(request);
    const input = parseWith(payByBankTransfer.multipart, fields);
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
          requestLanguage(request),
        );
    reply.code(201);
    return { ...booking, message: PAYMENT_MESSAGES.bankTransferBooked };
  });

  /** Reserve now, pay later (DESIGN decision 13): offered when the departure is more than 14 days away. */
  serveEndpoint(app, reservePayLater, payer, async (request, reply) => {
    const reservation = await reserveForLater(deps, request.body, ownerOf(request), requestLanguage(request));
    reply.code(201);
    return reservation;
  });

  /** The slip is private (DESIGN decision 6): the booking's owner and administrators only. */
  serveEndpoint(app, downloadPaymentSlip, { access: 'public' }, async (request, reply) => {
    const { bookingId } = request.params;
    const slip = await readSlip(deps, bookingId, ownerOf(request), request.auth?.user.role === 'admin');
    return reply
      .header('Content-Type', slip.contentType)
      .header('Content-Disposition', `attachment; filename="payment-slip-${bookingId}${slip.extension}"`)
      .header('Cache-Control', 'private, no-store')
      .send(slip.bytes);
  });
}
