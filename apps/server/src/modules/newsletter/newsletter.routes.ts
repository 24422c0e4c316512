import type { FastifyInstance } from 'fastify';
import type { TDb } from '@tour/db';
import { subscribeToNewsletter } from '@tour/shared';
import type { TClock } from '../../clock';
import { serveEndpoint } from '../../http/endpoint-route';
import * as newsletter from './newsletter.service';

export async function newsletterRoutes(app: FastifyInstance, deps: { db: TDb; clock: TClock; writeLimit: number }) {
  const options = { access: 'public' as const, rateLimit: { max: deps.writeLimit, timeWindow: '1 minute' } };
  serveEndpoint(app, subscribeToNewsletter, options, async (request, reply) => {
    const { isNew, message } = await newsletter.subscribeToNewsletter(deps, request.body.email);
    reply.code(isNew ? 201 : 200);
    return { message };
  });
}
