import type { FastifyInstance } from 'fastify';
import type { TDb } from '@tour/db';
import { getDevMailbox } from '@tour/shared';
import { listMailbox } from '../../adapters/mail/mail-outbox';
import { serveEndpoint } from '../../http/endpoint-route';

/** The dev mailbox: every stored e-mail, for development and tests; from this machine only, never in production. */
export async function mailboxRoutes(app: FastifyInstance, deps: { db: TDb }) {
  serveEndpoint(app, getDevMailbox, { access: 'localDevOnly' }, async () => ({
    messages: await listMailbox(deps.db),
  }));
}
