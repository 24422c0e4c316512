import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { TDb } from '@tour/db';
import { ZNewsletterSubscribeRequest, type TNewsletterSubscribeResponse } from '@tour/shared';
import type { TClock } from '../../clock';
import { subscribeToNewsletter } from './newsletter.service';

export async function newsletterRoutes(untyped: FastifyInstance, deps: { db: TDb; clock: TClock; writeLimit: number }) {
  const app = untyped.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/api/newsletter',
    {
      config: { access: 'public', rateLimit: { max: deps.writeLimit, timeWindow: '1 minute' } },
      schema: { body: ZNewsletterSubscribeRequest },
    },
    async (request, reply): Promise<TNewsletterSubscribeResponse> => {
      const { isNew, message } = await subscribeToNewsletter(deps, request.body.email);
      reply.status(isNew ? 201 : 200);
      return { message };
    },
  );
}
