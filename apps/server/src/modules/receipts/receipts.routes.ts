import type { FastifyInstance, FastifyReply } from 'fastify';
import { downloadBookingReceipt, downloadManagedBookingReceipt } from '@tour/shared';
import { serveEndpoint } from '../../http/endpoint-route';
import { requestLanguage } from '../../http/request-language';
import { ownerOf } from '../../http/session-owner';
import * as receipts from './receipts.service';

function sendPdf(reply: FastifyReply, receipt: { kind: string; fileName: string; pdf: Buffer }) {
  return reply
    .header('Cache-Control', 'private, no-store')
    .header('Content-Disposition', `attachment; filename="${receipt.fileName}"`)
    .header('X-Receipt-Kind', receipt.kind)
    .type('application/pdf')
    .send(receipt.pdf);
}

/** "Download Receipt" (issue 22): the receipt or booking summary PDF, made by the server from the ledger. */
export async function receiptRoutes(app: FastifyInstance, deps: receipts.TReceiptDeps & { writeLimit: number }) {
  const limited = { access: 'public' as const, rateLimit: { max: deps.writeLimit, timeWindow: '1 minute' } };

  serveEndpoint(app, downloadBookingReceipt, limited, async (request, reply) =>
    sendPdf(
      reply,
      await receipts.receiptForOwnerOrAdministrator(deps, request.params.bookingId, {
        owner: ownerOf(request),
        user: request.auth?.user ?? null,
        language: requestLanguage(request),
      }),
    ),
  );

  serveEndpoint(app, downloadManagedBookingReceipt, limited, async (request, reply) =>
    sendPdf(reply, await receipts.receiptByManageToken(deps, request.params.token, requestLanguage(request))),
  );
}
