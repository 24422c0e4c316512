import type { FastifyInstance } from 'fastify';
import {
  checkInvitationEmail,
  createInvitation,
  deactivateInvitation,
  getInvitation,
  listInvitations,
  validateInvitation,
} from '@tour/shared';
import { requireAuth } from '../../http/access';
import { serveEndpoint } from '../../http/endpoint-route';
import { requestLanguage } from '../../http/request-language';
import { actorOf } from '../audit/audit.service';
import * as invitations from './invitations.service';

/** The sign-up form's invitation check (public) and the administrators' /invitations (3-admin.md section 2). */
export async function invitationRoutes(
  app: FastifyInstance,
  deps: invitations.TInvitationDeps & { writeLimit: number },
) {
  serveEndpoint(
    app,
    validateInvitation,
    { access: 'public', rateLimit: { max: 30, timeWindow: '1 minute' } },
    async (request) => invitations.checkInvitation(deps.db, request.query.token, deps.clock.now()),
  );

  const access = { area: 'invitations' as const };
  const writes = { access, rateLimit: { max: deps.writeLimit, timeWindow: '1 minute' } };

  serveEndpoint(app, listInvitations, { access }, async (request) => invitations.listInvitations(deps, request.query));

  serveEndpoint(app, checkInvitationEmail, { access }, async (request) =>
    invitations.checkInvitationEmail(deps, request.query.email),
  );

  serveEndpoint(app, getInvitation, { access }, async (request) =>
    invitations.getInvitation(deps, request.params.invitationId),
  );

  serveEndpoint(app, createInvitation, writes, async (request, reply) => {
    const actor = actorOf(request, requireAuth(request).user.id);
    const created = await invitations.createInvitation(deps, actor, request.body.email, requestLanguage(request));
    reply.status(201);
    return created;
  });

  serveEndpoint(app, deactivateInvitation, writes, async (request) =>
    invitations.deactivateInvitation(deps, actorOf(request, requireAuth(request).user.id), request.params.invitationId),
  );
}
