import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TDb } from '@tour/db';
import type { TClock } from '../../clock';
import { createSecretToken } from '../auth/tokens';
import { insertInvitation } from '../invitations/invitations.service';

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

const ZTestInvitationRequest = z.object({
  email: z.email(),
  /** Negative for an invitation that has already expired. */
  expiresInMs: z
    .number()
    .int()
    .min(-YEAR_MS)
    .max(YEAR_MS)
    .default(7 * 24 * 60 * 60 * 1000),
});

/** Registered only when NODE_ENV=test: lets browser tests set up what an admin screen would. */
export async function testSupportRoutes(untyped: FastifyInstance, deps: { db: TDb; clock: TClock }) {
  const app = untyped.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/api/test/invitations',
    { config: { access: 'testOnly' }, schema: { body: ZTestInvitationRequest } },
    async (request) => {
      const input = request.body;
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
    },
  );
}
