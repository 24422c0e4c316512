import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { TDb } from '@tour/db';
import type { TClock } from '../../clock';
import { parseWith } from '../../http/validate';
import { createSecretToken } from '../auth/tokens';
import { insertInvitation } from '../invitations/invitations.repository';

const ZTestInvitationRequest = z.object({
  email: z.email(),
  expiresInMs: z.number().int().default(7 * 24 * 60 * 60 * 1000),
});

/** Registered only when NODE_ENV=test: lets browser tests set up what an admin screen would. */
export async function testSupportRoutes(app: FastifyInstance, deps: { db: TDb; clock: TClock }) {
  app.post('/api/test/invitations', { config: { access: 'testOnly' } }, async (request) => {
    const input = parseWith(ZTestInvitationRequest, request.body);
    const now = deps.clock.now();
    const { token, hash } = createSecretToken();
    await insertInvitation(deps.db, {
      email: input.email,
      role: 'wholesale_owner',
      tokenHash: hash,
      createdBy: null,
      now,
      expiresAt: new Date(now.getTime() + input.expiresInMs),
    });
    return { token };
  });
}
