import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TDb } from '@tour/db';
import type { TClock } from '../../clock';
import { plainText } from '@tour/shared';
import { checkInvitation } from './invitations.service';

const ZValidateInvitationQuery = z.object({ token: plainText().min(1).max(200) });

export async function invitationRoutes(untyped: FastifyInstance, deps: { db: TDb; clock: TClock }) {
  const app = untyped.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/invitations/validate',
    {
      config: { access: 'public', rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: { querystring: ZValidateInvitationQuery },
    },
    async (request) => checkInvitation(deps.db, request.query.token, deps.clock.now()),
  );
}
