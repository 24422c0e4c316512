import type { FastifyInstance } from 'fastify';
import type { TDb } from '@tour/db';
import { chooseLanguage } from '@tour/shared';
import type { TClock } from '../../clock';
import { serveEndpoint } from '../../http/endpoint-route';
import * as languages from './languages.service';

export async function languageRoutes(
  app: FastifyInstance,
  deps: { db: TDb; clock: TClock; secureCookies: boolean; writeLimit: number },
) {
  const options = { access: 'public' as const, rateLimit: { max: deps.writeLimit, timeWindow: '1 minute' } };
  serveEndpoint(app, chooseLanguage, options, async (request, reply) => {
    await languages.chooseLanguage(deps, reply, {
      language: request.body.language,
      userId: request.auth?.user.id ?? null,
    });
    return reply.status(204).send();
  });
}
