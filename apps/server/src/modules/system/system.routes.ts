import type { FastifyInstance } from 'fastify';
import type { TDb } from '@tour/db';
import { getHealth, getPublicConfig } from '@tour/shared';
import type { TConfig } from '../../config';
import { isFromThisMachine } from '../../http/access';
import { serveEndpoint } from '../../http/endpoint-route';
import { checkDatabase } from './system.service';

export async function systemRoutes(app: FastifyInstance, deps: { db: TDb; config: TConfig; databaseKind: string }) {
  serveEndpoint(app, getHealth, { access: 'public', rateLimit: false }, async () => {
    await checkDatabase(deps.db);
    return { status: 'ok' as const, database: deps.databaseKind };
  });

  serveEndpoint(app, getPublicConfig, { access: 'public' }, async (request) => ({
    supportEmail: deps.config.supportEmail,
    supportPhone: deps.config.supportPhone,
    // The footer links the dev mailbox only for someone who may open it (DESIGN decision 28).
    devMailbox: deps.config.env !== 'production' && isFromThisMachine(request),
    paymentsTestMode: !deps.config.stripe,
  }));
}
