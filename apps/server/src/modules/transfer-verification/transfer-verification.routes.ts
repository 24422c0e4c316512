import type { FastifyInstance } from 'fastify';
import { listTransfersAwaiting, rejectTransfer, verifyTransfer, viewTransferSlip } from '@tour/shared';
import type { TFileStore } from '../../adapters/files/file-store';
import { requireAuth } from '../../http/access';
import { serveEndpoint } from '../../http/endpoint-route';
import { actorOf } from '../audit/audit.service';
import * as desk from './transfer-verification.service';

/** The verification desk (DESIGN decision 26): bank transfers awaiting an administrator's verify or reject. */
export async function transferVerificationRoutes(
  app: FastifyInstance,
  deps: desk.TTransferDeskDeps & { files: TFileStore; writeLimit: number },
) {
  const admin = { access: { area: 'manageBookings' } } as const;
  const adminWrite = { ...admin, rateLimit: { max: deps.writeLimit, timeWindow: '1 minute' } };

  serveEndpoint(app, listTransfersAwaiting, admin, async (request) => desk.listTransfersAwaiting(deps, request.query));

  /** Shown in the page (inline), never cached: the slip is private (DESIGN decision 6). */
  serveEndpoint(app, viewTransferSlip, admin, async (request, reply) => {
    const slip = await desk.readTransferSlip(deps, request.params.paymentId);
    return reply
      .header('Content-Type', slip.contentType)
      .header('Content-Disposition', `inline; filename="${slip.fileName}"`)
      .header('Cache-Control', 'private, no-store')
      .header('X-Content-Type-Options', 'nosniff')
      .send(slip.bytes);
  });

  serveEndpoint(app, verifyTransfer, adminWrite, async (request) =>
    desk.verifyTransfer(deps, actorOf(request, requireAuth(request).user.id), request.params.paymentId),
  );

  serveEndpoint(app, rejectTransfer, adminWrite, async (request) =>
    desk.rejectTransfer(deps, actorOf(request, requireAuth(request).user.id), request.params.paymentId, request.body),
  );
}
