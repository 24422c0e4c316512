import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  listRefundsOwed,
  MESSAGES,
  PAYMENT_MESSAGES,
  recordRefundTransfer,
  refundAdminBooking,
  SLIP_MAX_BYTES,
} from '@tour/shared';
import { AppError } from '../../http/app-error';
import { serveEndpoint } from '../../http/endpoint-route';
import { requireAuth } from '../../http/access';
import { parseWith } from '../../http/validate';
import { actorOf } from '../audit/audit.service';
import * as adminRefunds from './admin-refunds.service';

/** The "record the transfer made" form: its text fields and the optional proof file. */
async function readTransferForm(request: FastifyRequest) {
  const fields: Record<string, string> = {};
  let proof: { bytes: Buffer; fileName: string } | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
      } else if (part.fieldname === 'proof') {
        proof = { bytes: await part.toBuffer(), fileName: part.filename };
      } else {
        part.file.resume();
      }
    }
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('VALIDATION_FAILED', PAYMENT_MESSAGES.slipSize, { proof: PAYMENT_MESSAGES.slipSize });
    }
    if (error instanceof Error && code === undefined) throw new AppError('BAD_REQUEST', MESSAGES.malformedUpload);
    throw error;
  }
  return { fields, proof };
}

/** The refund ledger's admin endpoints (DESIGN decisions 24, 34): administrators only, every change audited. */
export async function refundsRoutes(app: FastifyInstance, deps: adminRefunds.TAdminRefundDeps) {
  await app.register(multipart, { limits: { fileSize: SLIP_MAX_BYTES, files: 1, fields: 10, fieldSize: 10_000 } });
  const administrators = { access: { area: 'manageBookings' as const } };

  serveEndpoint(app, listRefundsOwed, administrators, async (request) =>
    adminRefunds.listRefundsOwed(deps, request.query.page),
  );

  serveEndpoint(app, recordRefundTransfer, administrators, async (request) => {
    const { fields, proof } = await readTransferForm(request);
    const input = parseWith(recordRefundTransfer.multipart, fields);
    return adminRefunds.recordRefundTransfer(
      deps,
      actorOf(request, requireAuth(request).user.id),
      request.params.refundId,
      input,
      proof,
    );
  });

  serveEndpoint(app, refundAdminBooking, administrators, async (request) =>
    adminRefunds.refundAdminBooking(
      deps,
      actorOf(request, requireAuth(request).user.id),
      request.params.bookingId,
      request.body,
    ),
  );
}
