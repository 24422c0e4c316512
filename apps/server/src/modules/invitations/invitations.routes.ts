import type { FastifyInstance } from 'fastify';
import { validateInvitation } from '@tour/shared';
import type { TDb } from '@tour/db';
import type { TClock } from '../../clock';
import { serveEndpoint } from '../../http/endpoint-route';
import { checkInvitation } from './invitations.service';

export async function invitationRoutes(app: FastifyInstance, deps: { db: TDb; clock: TClock }) {
  serveEndpoint(
    app,
    validateInvitation,
    { access: 'public', rateLimit: { max: 30, timeWindow: '1 minute' } },
    async (request) => checkInvitation(deps.db, request.query.token, deps.clock.now()),
  );
}
