import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { TDb } from '@tour/db';
import { ZNewsletterSubscribeRequest, type TNewsletterSubscribeResponse } from '@tour/shared';
import type { TClock } from '../../clock';
import { queryRows } from '../../db';
import { parseWith } from '../../http/validate';

export const NEWSLETTER_MESSAGES = {
  subscribed: 'Thank you for subscribing! Our best deals will reach your inbox.',
  alreadySubscribed: 'You are already subscribed. Thank you!',
} as const;

export async function newsletterRoutes(app: FastifyInstance, deps: { db: TDb; clock: TClock; writeLimit: number }) {
  app.post(
    '/api/newsletter',
    { config: { access: 'public', rateLimit: { max: deps.writeLimit, timeWindow: '1 minute' } } },
    async (request, reply): Promise<TNewsletterSubscribeResponse> => {
      const { email } = parseWith(ZNewsletterSubscribeRequest, request.body);
      const inserted = await queryRows(deps.db, sql`
        insert into newsletter_subscriptions (email, created_at) values (${email}, ${deps.clock.now().toISOString()}::timestamptz)
        on conflict do nothing returning id`);
      const isNew = inserted.length === 1;
      reply.status(isNew ? 201 : 200);
      return { message: isNew ? NEWSLETTER_MESSAGES.subscribed : NEWSLETTER_MESSAGES.alreadySubscribed };
    },
  );
}
