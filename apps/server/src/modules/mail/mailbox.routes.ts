import type { FastifyInstance } from 'fastify';
import type { TDb } from '@tour/db';
import { listMailbox } from '../../adapters/mail/mail-outbox';

/** The dev mailbox: every stored e-mail, for development and tests; from this machine only, never in production. */
export async function mailboxRoutes(app: FastifyInstance, deps: { db: TDb }) {
  app.get('/api/dev/mailbox', { config: { access: 'localDevOnly' } }, async () => ({
    messages: await listMailbox(deps.db),
  }));
}
