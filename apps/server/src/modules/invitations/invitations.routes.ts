import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { TDb } from '@tour/db';
import type { TClock } from '../../clock';
import { parseWith } from '../../http/validate';
import { checkInvitation } from './invitations.service';

const ZValidateInvitationQuery = z.object({ token: z.string().trim().min(1).max(200) });

export async function invitationRoutes(app: FastifyInstance, deps: { db: TDb; clock: TClock }) {
  app.get('/api/invitations/validate', { config: { access: 'public', rateLimit: { max: 30, timeWindow: '1 minute' } } }, async (request) => {
    const { token } = parseWith(ZValidateInvitationQuery, request.query);
    return checkInvitation(deps.db, token, deps.clock.now());
  });
}
